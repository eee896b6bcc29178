import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkTokens, mailOutbox, oneTimeCodes, rateLimitHits, sessions, trustedDevices } from '../db/schema';
import { createTestContext, createUser, type TestContext } from '../../test/helpers';
import { sweepExpired } from './sweeps';

/** The hourly clean-up (docs/production.md "Background work"): what is past its use goes, the rest stays. */

let ctx: TestContext;
const NOW = new Date('2026-11-25T10:00:00Z');
const daysAgo = (n: number) => new Date(NOW.getTime() - n * 86_400_000);
const hoursFromNow = (n: number) => new Date(NOW.getTime() + n * 3_600_000);

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('sweepExpired', () => {
  it('removes expired and long-revoked sessions (their codes with them), links, old devices, passed windows, old mails', async () => {
    const db = ctx.database.db;
    const user = await createUser(ctx);
    const session = (tokenHash: string, expiresAt: Date, revokedAt: Date | null = null) =>
      db
        .insert(sessions)
        .values({ tokenHash, userId: user.id, kind: 'full', expiresAt, revokedAt })
        .returning({ id: sessions.id })
        .then(([row]) => row?.id ?? '');
    const live = await session('sweep-live', hoursFromNow(1));
    const justEnded = await session('sweep-just-ended', hoursFromNow(-2));
    const expired = await session('sweep-expired', daysAgo(2));
    const revoked = await session('sweep-revoked', hoursFromNow(1), daysAgo(2));
    await db.insert(oneTimeCodes).values([
      { sessionId: live, codeHash: 'x', expiresAt: daysAgo(2) },
      { sessionId: expired, codeHash: 'x', expiresAt: daysAgo(2) },
    ]);
    const link = (tokenHash: string, expiresAt: Date) =>
      db
        .insert(linkTokens)
        .values({ tokenHash, purpose: 'resetPassword', email: user.email, userId: user.id, expiresAt });
    await link('sweep-link-live', hoursFromNow(1));
    await link('sweep-link-old', daysAgo(3));
    // An invitation's expired token stays: the invitation's expiry is read from it.
    await db.insert(linkTokens).values({
      tokenHash: 'sweep-link-invitation',
      purpose: 'supplier',
      email: user.email,
      userId: user.id,
      partyId: 999_999,
      expiresAt: daysAgo(40),
    });
    await db.insert(trustedDevices).values([
      { userId: user.id, deviceName: 'recent', lastCodeAt: daysAgo(3) },
      { userId: user.id, deviceName: 'stale', lastCodeAt: daysAgo(31) },
    ]);
    await db.insert(rateLimitHits).values([
      { key: 'sweep|passed', hits: 3, resetAt: daysAgo(1) },
      { key: 'sweep|running', hits: 3, resetAt: hoursFromNow(1) },
    ]);
    const mail = (subject: string, status: 'sent' | 'pending' | 'failed', at: Date) =>
      db.insert(mailOutbox).values({
        toAddress: user.email,
        subject,
        text: '',
        html: '',
        template: 't',
        status,
        createdAt: at,
        sentAt: status === 'sent' ? at : null,
      });
    await mail('sweep-old-sent', 'sent', daysAgo(31));
    await mail('sweep-new-sent', 'sent', daysAgo(2));
    await mail('sweep-old-pending', 'pending', daysAgo(40));

    const counts = await sweepExpired(db, NOW);
    expect(counts).toMatchObject({
      sessions: 2,
      linkTokens: 1,
      trustedDevices: 1,
      rateLimitHits: 1,
      mails: 1,
    });
    expect(counts.oneTimeCodes).toBeGreaterThanOrEqual(1);

    const left = await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, user.id));
    expect(left.map((s) => s.id).sort()).toEqual([live, justEnded].sort());
    expect(
      await db
        .select()
        .from(oneTimeCodes)
        .where(inArray(oneTimeCodes.sessionId, [expired, revoked])),
    ).toEqual([]);
    expect(
      (await db.select().from(linkTokens).where(eq(linkTokens.userId, user.id)))
        .map((l) => l.tokenHash)
        .sort(),
    ).toEqual(['sweep-link-invitation', 'sweep-link-live']);
    expect(
      (await db.select().from(trustedDevices).where(eq(trustedDevices.userId, user.id))).map(
        (d) => d.deviceName,
      ),
    ).toEqual(['recent']);
    expect((await db.select().from(rateLimitHits)).map((r) => r.key)).toContain('sweep|running');
    const subjects = (await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, user.email))).map(
      (m) => m.subject,
    );
    expect(subjects.sort()).toEqual(['sweep-new-sent', 'sweep-old-pending']);

    // In demo mode the outbox is the dev mailbox: old mails stay.
    await mail('sweep-demo-old', 'sent', daysAgo(60));
    expect((await sweepExpired(db, NOW, { keepMails: true })).mails).toBe(0);
    expect((await sweepExpired(db, NOW)).mails).toBe(1);

    // Run again: nothing more to do.
    expect(Object.values(await sweepExpired(db, NOW)).every((n) => n === 0)).toBe(true);
  });
});
