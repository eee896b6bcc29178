import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { mailOutbox } from '../db/schema';
import { createTestContext, uniqueEmail, type TestContext } from '../../test/helpers';
import { TestSmtp } from '../../test/smtp';
import { enqueueMail, messageIdOf, MailWorker, renderMail } from './mail';

let ctx: TestContext;
let smtp: TestSmtp;
let worker: MailWorker;
const FROM = 'Store Design Portal <no-reply@portal.test>';

beforeAll(async () => {
  ctx = await createTestContext();
  smtp = new TestSmtp();
  await smtp.start();
  // STARTTLS is offered by the test server with a self-signed certificate: ignoreTLS keeps it plain.
  worker = new MailWorker(
    ctx.database.db,
    `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true`,
    FROM,
    ctx.app.log,
    50,
  );
});
afterAll(async () => {
  await worker.stop();
  await smtp.stop();
  await ctx.close();
});
beforeEach(() => {
  smtp.refuse.clear();
  smtp.onData = undefined;
});

async function row(to: string) {
  const [r] = await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to));
  return r;
}

const helpMail = (to: string, queries = 'Where is my project?') => ({
  to,
  lang: 'en' as const,
  template: 'helpRequest',
  vars: { name: 'Ada Asker', email: 'ada@example.test', queries },
});

describe('mail outbox and SMTP delivery', () => {
  it('delivers a mail enqueued in a transaction and marks its row sent', async () => {
    const to = uniqueEmail('deliver');
    await ctx.database.db.transaction(async (tx) => {
      await enqueueMail(tx, helpMail(to, 'Marker-7f3a: where is my project?'));
    });
    expect(await row(to)).toMatchObject({ status: 'pending', attempts: 0, sentAt: null });

    expect(await worker.runOnce()).toBeGreaterThanOrEqual(1);

    const [received] = smtp.to(to);
    expect(received).toBeDefined();
    expect(received!.from).toBe('no-reply@portal.test');
    expect(received!.raw).toMatch(/^Subject: Help request from Ada Asker\r?$/m);
    expect(received!.raw).toMatch(new RegExp(`^To: ${to.replace(/\./g, '\\.')}\\r?$`, 'm'));
    expect(received!.raw).toContain('Marker-7f3a: where is my project?');
    expect(received!.raw).toMatch(/Content-Type: text\/html/i);
    expect(received!.raw).toMatch(/Content-Type: text\/plain/i);

    const sent = (await row(to))!;
    expect(sent).toMatchObject({ status: 'sent', attempts: 1, lockedUntil: null, lastError: null });
    expect(sent.sentAt).toBeInstanceOf(Date);
    // A sent mail is not sent again.
    await worker.runOnce();
    expect(smtp.to(to)).toHaveLength(1);
  });

  it('keeps a refused mail pending, counts the attempt and retries it later', async () => {
    const to = uniqueEmail('refused');
    smtp.refuse.add(to);
    await ctx.database.db.transaction((tx) => enqueueMail(tx, helpMail(to)));
    await worker.runOnce();

    const failed = (await row(to))!;
    expect(smtp.to(to)).toHaveLength(0);
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, lockedUntil: null, sentAt: null });
    expect(failed.lastError).toMatch(/550|reject/i);
    const waitSeconds = (failed.nextAttemptAt.getTime() - Date.now()) / 1000;
    expect(waitSeconds).toBeGreaterThan(20);
    expect(waitSeconds).toBeLessThanOrEqual(30);

    // Not due yet: the next round leaves it alone.
    await worker.runOnce();
    expect((await row(to))!.attempts).toBe(1);

    // Once due and accepted, it goes out.
    smtp.refuse.delete(to);
    await ctx.database.db
      .update(mailOutbox)
      .set({ nextAttemptAt: sql`now() - interval '1 second'` })
      .where(eq(mailOutbox.toAddress, to));
    await worker.runOnce();
    expect(smtp.to(to)).toHaveLength(1);
    expect(await row(to)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('backs off longer after each failure and gives up after 8 attempts', async () => {
    const to = uniqueEmail('backoff');
    smtp.refuse.add(to);
    await ctx.database.db.transaction((tx) => enqueueMail(tx, helpMail(to)));
    await ctx.database.db.update(mailOutbox).set({ attempts: 2 }).where(eq(mailOutbox.toAddress, to));
    await worker.runOnce();
    const third = (await row(to))!;
    expect(third.attempts).toBe(3);
    // 2^3 * 15 s = 2 minutes.
    expect((third.nextAttemptAt.getTime() - Date.now()) / 1000).toBeGreaterThan(100);

    await ctx.database.db
      .update(mailOutbox)
      .set({ attempts: 7, nextAttemptAt: sql`now() - interval '1 second'` })
      .where(eq(mailOutbox.toAddress, to));
    await worker.runOnce();
    expect(await row(to)).toMatchObject({ status: 'failed', attempts: 8 });
  });

  it('leaves a mail claimed by another worker alone until its lease runs out', async () => {
    const to = uniqueEmail('leased');
    await ctx.database.db.transaction((tx) => enqueueMail(tx, helpMail(to)));
    await ctx.database.db
      .update(mailOutbox)
      .set({ lockedUntil: sql`now() + interval '2 minutes'` })
      .where(eq(mailOutbox.toAddress, to));
    await worker.runOnce();
    expect(smtp.to(to)).toHaveLength(0);
    await ctx.database.db
      .update(mailOutbox)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(mailOutbox.toAddress, to));
    await worker.runOnce();
    expect(smtp.to(to)).toHaveLength(1);
  });

  it('two workers running at once deliver each mail exactly once', async () => {
    const second = new MailWorker(
      ctx.database.db,
      `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true`,
      FROM,
      ctx.app.log,
      50,
    );
    try {
      const addresses = Array.from({ length: 6 }, () => uniqueEmail('parallel'));
      await ctx.database.db.transaction(async (tx) => {
        for (const to of addresses) await enqueueMail(tx, helpMail(to));
      });
      const [a, b] = await Promise.all([worker.runOnce(), second.runOnce()]);
      expect(a + b).toBe(addresses.length);
      for (const to of addresses) expect(smtp.to(to)).toHaveLength(1);
      const rows = await ctx.database.db
        .select()
        .from(mailOutbox)
        .where(inArray(mailOutbox.toAddress, addresses));
      expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
    } finally {
      await second.stop();
    }
  });

  it('marks a row sending (claimed, with the time) before the send; the mail carries a Message-ID of its row', async () => {
    const to = uniqueEmail('claimed');
    await ctx.database.db.transaction((tx) => enqueueMail(tx, helpMail(to)));
    let midSend: Awaited<ReturnType<typeof row>>;
    smtp.onData = async (rcpt) => {
      if (rcpt.includes(to)) midSend = await row(to);
    };
    const before = Date.now();
    await worker.runOnce();
    expect(midSend!).toMatchObject({ status: 'sending', attempts: 1, sentAt: null });
    expect(midSend!.claimedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(midSend!.lockedUntil!.getTime()).toBeGreaterThan(Date.now());
    const sent = (await row(to))!;
    expect(sent).toMatchObject({ status: 'sent', lockedUntil: null });
    const id = messageIdOf(sent, FROM);
    expect(id).toMatch(new RegExp(`^<outbox-${sent.id}-\\d+@portal\\.test>$`));
    expect(smtp.to(to)[0]!.raw).toMatch(new RegExp(`^Message-ID: ${id}\\r?$`, 'mi'));
  });

  it('a mail cut off mid-send (killed between the send and the mark) goes out again once its claim runs out, with the same Message-ID', async () => {
    const to = uniqueEmail('crashed');
    await ctx.database.db.transaction((tx) => enqueueMail(tx, helpMail(to)));
    await worker.runOnce();
    // What a kill -9 right after the send leaves: the row still sending, its claim still held.
    await ctx.database.db
      .update(mailOutbox)
      .set({ status: 'sending', sentAt: null, lockedUntil: sql`now() + interval '4 minutes'` })
      .where(eq(mailOutbox.toAddress, to));
    await worker.runOnce();
    expect(smtp.to(to)).toHaveLength(1);
    // The claim runs out: sent again, recognisable as the same message.
    await ctx.database.db
      .update(mailOutbox)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(mailOutbox.toAddress, to));
    await worker.runOnce();
    const [first, again] = smtp.to(to);
    expect(again).toBeDefined();
    const messageId = (raw: string) => /^Message-ID: (.+?)\r?$/im.exec(raw)?.[1];
    expect(messageId(again!.raw)).toBe(messageId(first!.raw));
    expect(messageId(first!.raw)).toBeTruthy();
    expect(await row(to)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('a row claimed by one worker is not sent by a second worker running at the same time', async () => {
    const to = uniqueEmail('claimedonce');
    await ctx.database.db.transaction((tx) => enqueueMail(tx, helpMail(to)));
    const second = new MailWorker(
      ctx.database.db,
      `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true`,
      FROM,
      ctx.app.log,
      50,
    );
    try {
      // While the first worker's send is under way (its row claimed), the second one runs a round.
      let secondRound: number | undefined;
      smtp.onData = async (rcpt) => {
        if (rcpt.includes(to) && secondRound === undefined) secondRound = await second.runOnce();
      };
      await worker.runOnce();
      expect(secondRound).toBe(0);
      expect(smtp.to(to)).toHaveLength(1);
    } finally {
      await second.stop();
    }
  });

  it('gives up a mail cut off mid-send as often as it may be tried', async () => {
    const to = uniqueEmail('alwayscut');
    await ctx.database.db.transaction((tx) => enqueueMail(tx, helpMail(to)));
    await ctx.database.db
      .update(mailOutbox)
      .set({ status: 'sending', attempts: 8, lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(mailOutbox.toAddress, to));
    await worker.runOnce();
    expect(smtp.to(to)).toHaveLength(0);
    expect(await row(to)).toMatchObject({ status: 'failed', lastError: 'interrupted while sending' });
  });

  it('a rolled-back transaction leaves no mail behind', async () => {
    const to = uniqueEmail('rolledback');
    await expect(
      ctx.database.db.transaction(async (tx) => {
        await enqueueMail(tx, helpMail(to));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await row(to)).toBeUndefined();
    await worker.runOnce();
    expect(smtp.to(to)).toHaveLength(0);
  });

  it('the started worker delivers on its own and stops cleanly', async () => {
    const to = uniqueEmail('polled');
    const polling = new MailWorker(
      ctx.database.db,
      `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true`,
      FROM,
      ctx.app.log,
      50,
    );
    polling.start();
    try {
      await ctx.database.db.transaction((tx) => enqueueMail(tx, helpMail(to)));
      for (let i = 0; i < 100 && smtp.to(to).length === 0; i++) await new Promise((r) => setTimeout(r, 50));
      expect(smtp.to(to)).toHaveLength(1);
    } finally {
      await polling.stop();
    }
  });
});

describe('renderMail', () => {
  it('renders in the requested language, escapes HTML and makes links clickable', () => {
    const mail = renderMail({
      lang: 'en',
      template: 'passwordReset',
      vars: {
        firstName: '<Eve>',
        link: 'http://portal.test/user/forgotPassword?email=a%40b.test&token=abc',
        minutes: 60,
      },
    });
    expect(mail.subject).toBe('Reset your Store Design Portal password');
    expect(mail.text).toContain('Hello <Eve>,');
    expect(mail.text).toContain('valid for 60 minutes');
    expect(mail.html).toContain('Hello &lt;Eve&gt;,');
    expect(mail.html).toContain(
      '<a href="http://portal.test/user/forgotPassword?email=a%40b.test&amp;token=abc">',
    );
  });
});
