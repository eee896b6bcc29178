import { and, eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_BALL_DAYS } from '@portal/contract';
import { ballReminders, mailOutbox, notifications, projects } from '../../db/schema';
import { createTestContext, mailsTo, type TestContext } from '../../../test/helpers';
import { reminderWorld, WEDNESDAY, type ReminderWorld } from '../../../test/reminder-fixtures';
import { TestSmtp } from '../../../test/smtp';
import { MailWorker } from '../../platform/mail';
import { holdersOf, overdueProjects } from './overdue';
import { reminderPeriod, sendReminders, type ReminderSettings } from './send-reminders';

/**
 * The daily ball-in-court reminders (docs/lifecycle.md "Reminders") on the real database: who gets one, what it
 * says in each language, once per person and day, never before due, on a weekend or in the closure, the limit,
 * and the Validation Center's overdue notice once per stage entry. The clock is the `now` each run is given.
 */

let ctx: TestContext;
let world: ReminderWorld;
const THURSDAY = new Date('2026-11-26T10:00:00Z');
const FRIDAY = new Date('2026-11-27T10:00:00Z');
const SATURDAY = new Date('2026-11-28T10:00:00Z');

const settings = (): ReminderSettings => ({
  publicUrl: 'http://portal.test/',
  ballClock: ctx.config.ballClock,
  reminders: ctx.config.reminders,
});
const run = (now: Date) => sendReminders(ctx.database.db, settings(), now);
const reminderMails = async (who: keyof ReminderWorld['people']) =>
  (await mailsTo(ctx, world.people[who].email)).filter((m) => m.template === 'ballReminder');
const code = (key: keyof ReminderWorld['projects']) => world.projects[key].uniqueCode;
const overdueNotices = (userId: number) =>
  ctx.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), like(notifications.message, '%<b>%')))
    .then((rows) => rows.filter((r) => /overdue|retard|überfällig|atrasado|ritardo/.test(r.message)));

beforeAll(async () => {
  ctx = await createTestContext();
  world = await reminderWorld(ctx);
});
afterAll(() => ctx.close());

describe('the first run on Wednesday 25 November', () => {
  let first: Awaited<ReturnType<typeof run>>;
  beforeAll(async () => {
    expect(DEFAULT_BALL_DAYS).toEqual({ completeness: 3, content: 7, feedback: 3, corrections: 10 });
    first = await run(WEDNESDAY);
  });

  it("mails each holder once, naming every overdue project they hold, in the holder's language", async () => {
    const gec = await reminderMails('gec');
    expect(gec).toHaveLength(1);
    expect(gec[0]?.subject).toBe('Rappel : projets en retard qui vous attendent (2)');
    expect(gec[0]?.text).toContain('Bonjour');
    expect(gec[0]?.text).toContain(`${code('c1')} `);
    expect(gec[0]?.text).toContain('Contrôle de complétude, échéance 2026-11-19, 4 jours ouvrés de retard');
    expect(gec[0]?.text).toContain(`http://portal.test/UniqueProject/${world.projects.c1.id}?tab=design`);
    expect(gec[0]?.text).toContain('échéance 2026-11-24, 1 jour ouvré de retard');

    const [validator] = await reminderMails('validator');
    expect(validator?.subject).toBe('Reminder: overdue projects waiting for you (1)');
    expect(validator?.text).toContain(`${code('k1')} `);
    expect(validator?.text).toContain('Content validation, due 2026-11-11, 10 working days late');
    expect(validator?.text).toContain('for up to 20 working days of delay');

    const [analyst] = await reminderMails('analyst');
    expect(analyst?.subject).toBe('Erinnerung: überfällige Projekte warten auf Sie (1)');
    expect(analyst?.text).toContain('Inhaltliche Prüfung');
    expect(analyst?.text).toContain('10 Arbeitstage');

    const [hq] = await reminderMails('hq');
    expect(hq?.subject).toBe('Promemoria: progetti in ritardo che la attendono (1)');
    expect(hq?.text).toContain(`${code('f1')} `);
    expect(hq?.text).not.toContain(code('k1'));

    // Anna's two refused projects in one mail, the later first; not the one past the limit.
    const [anna] = await reminderMails('anna');
    expect(anna?.subject).toBe('Recordatorio: proyectos atrasados que le esperan (2)');
    expect(anna?.text.indexOf(code('r20'))).toBeLessThan(anna?.text.indexOf(code('r1')) ?? -1);
    expect(anna?.text).toContain('20 días laborables');
    expect(anna?.text).toContain('7 días laborables');
    expect(anna?.text).not.toContain(code('r21'));

    expect(await reminderMails('bert')).toHaveLength(1);
    expect(await reminderMails('gec2')).toHaveLength(1);
    expect(first.mails).toBe(7);
  });

  it('writes no reminder for whoever holds no overdue ball or has no accepted account', async () => {
    for (const who of ['vcNoRole', 'gecPending', 'rnd', 'carl'] as const)
      expect(await reminderMails(who), who).toHaveLength(0);
    for (const key of ['c2', 'paused'] as const)
      expect(
        (await mailsTo(ctx)).filter((m) => m.template === 'ballReminder' && m.text.includes(code(key))),
      ).toHaveLength(0);
  });

  it('tells the Validation Center of what became overdue, once per stage entry, in each member’s language', async () => {
    expect(first.overdue).toBe(8); // c1, c3, k1, f1, r1, r20, rb, rc
    // Only c3 became overdue lately (1 working day late); the others were late for more than NOTICE_MAX_LATE
    // working days when first seen.
    expect(first.notices).toBe(1);
    const gec = await overdueNotices(world.people.gec.id);
    expect(gec.map((n) => n.projectId)).toEqual([world.projects.c3.id]);
    expect(gec[0]?.message).toBe(
      `Le projet ${code('c3')} (${gec[0]?.siteName}) est <b>en retard</b> : Contrôle de complétude, échéance 2026-11-24.`,
    );
    expect(gec[0]?.userName).toBe('Portail Store Design');
    expect(gec[0]?.role).toBe('');
    const [validator] = await overdueNotices(world.people.validator.id);
    expect(validator?.message).toContain('is <b>overdue</b>: Completeness check, due 2026-11-24.');
    expect(await overdueNotices(world.people.vcNoRole.id)).toHaveLength(1);
    expect(await overdueNotices(world.people.hq.id)).toHaveLength(0);
  });
});

describe('the days after', () => {
  it('a second run the same day writes nothing', async () => {
    const before = await ctx.database.db.select().from(mailOutbox);
    expect(await run(new Date('2026-11-25T16:00:00Z'))).toMatchObject({ mails: 0, notices: 0 });
    expect(await ctx.database.db.select().from(mailOutbox)).toHaveLength(before.length);
  });

  it('the next working day reminds again, and notifies nothing already noticed', async () => {
    const outcome = await run(THURSDAY);
    expect(outcome).toMatchObject({ mails: 7, notices: 0 });
    const [gec] = await reminderMails('gec');
    expect(gec?.text).toContain('5 jours ouvrés de retard');
    // c2 is due today: not late yet.
    expect(gec?.text).not.toContain(code('c2'));
  });

  it('a project is named from its first late working day, and noticed then', async () => {
    const outcome = await run(FRIDAY);
    expect(outcome.notices).toBe(1);
    const [gec] = await reminderMails('gec');
    expect(gec?.subject).toContain('(3)');
    expect(gec?.text).toContain(`${code('c2')} `);
    expect(gec?.text).toContain('échéance 2026-11-26, 1 jour ouvré de retard');
    const noticed = await overdueNotices(world.people.validator.id);
    expect(noticed.filter((n) => n.projectId === world.projects.c2.id)).toHaveLength(1);
  });

  it('nothing on a weekend or a closure day, nor before the sending hour', async () => {
    expect(await run(SATURDAY)).toEqual({ overdue: 0, notices: 0, mails: 0 });
    expect(await run(new Date('2026-11-29T10:00:00Z'))).toEqual({ overdue: 0, notices: 0, mails: 0 });
    // Monday 28 December is in the default closure (23 December to 7 January).
    expect(await run(new Date('2026-12-28T10:00:00Z'))).toEqual({ overdue: 0, notices: 0, mails: 0 });
    expect(reminderPeriod(settings(), SATURDAY)).toBeNull();
    expect(reminderPeriod(settings(), new Date('2026-12-28T10:00:00Z'))).toBeNull();
    expect(reminderPeriod(settings(), new Date('2026-11-30T05:59:59Z'))).toBeNull();
    expect(reminderPeriod(settings(), new Date('2026-11-30T06:00:00Z'))).toBe('2026-11-30');
  });

  it('stops once a project is more than the limit late: 20 late on Wednesday, 21 on Thursday', async () => {
    await run(new Date('2026-11-30T10:00:00Z'));
    const [anna] = await reminderMails('anna');
    expect(anna?.subject).toContain('(1)');
    expect(anna?.text).toContain(code('r1'));
    expect(anna?.text).not.toContain(code('r20'));
    const rows = await ctx.database.db
      .select()
      .from(ballReminders)
      .where(inArray(ballReminders.userId, [world.people.anna.id]));
    expect(rows.map((r) => [r.day, r.projects]).sort()).toEqual([
      ['2026-11-25', 2],
      ['2026-11-26', 1],
      ['2026-11-27', 1],
      ['2026-11-30', 1],
    ]);
  });
});

describe('delivery', () => {
  it('reaches a real SMTP peer as one message per person', async () => {
    const smtp = new TestSmtp();
    await smtp.start();
    const worker = new MailWorker(
      ctx.database.db,
      `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true`,
      'Store Design Portal <no-reply@portal.test>',
      ctx.app.log,
      50,
    );
    try {
      while ((await worker.runOnce()) > 0);
      const got = smtp.to(world.people.validator.email);
      const subjects = got.map((m) => /^Subject: (.*)$/m.exec(m.raw)?.[1]);
      expect(subjects.filter((s) => s?.startsWith('Reminder: overdue projects'))).toHaveLength(
        (await reminderMails('validator')).length,
      );
      expect(got.some((m) => m.raw.includes(code('k1')))).toBe(true);
    } finally {
      await worker.stop();
      await smtp.stop();
    }
  });
});

describe('the limit', () => {
  it('REMINDER_MAX_DAYS moves it: with 5, only projects at most 5 working days late are named', async () => {
    const narrow = { ...settings(), reminders: { hour: 6, maxDaysLate: 5 } };
    // A working day no run has touched yet: Tuesday 1 December.
    const tuesday = new Date('2026-12-01T10:00:00Z');
    const outcome = await sendReminders(ctx.database.db, narrow, tuesday);
    // c2 (3 late) and c3 (5); c1 (8), k1 (14), f1 (8), r1 (11), rb and rc (11) are beyond 5.
    expect(outcome.overdue).toBe(2);
    const [gec] = await reminderMails('gec');
    expect(gec?.text).toContain(code('c2'));
    expect(gec?.text).toContain(code('c3'));
    expect(gec?.text).not.toContain(code('c1'));
    expect(gec?.text).toContain('jusqu’à 5 jours ouvrés');
  });
});

describe('holders', () => {
  it('only the originators of overdue corrections, and no query for nothing overdue', async () => {
    const overdue = await overdueProjects(ctx.database.db, ctx.config.ballClock, WEDNESDAY, 20);
    const corrections = overdue.filter((p) => p.stage === 'corrections');
    const held = await holdersOf(ctx.database.db, corrections);
    expect([...held.keys()].sort()).toEqual([world.people.anna.id, world.people.bert.id].sort());
    expect(
      held
        .get(world.people.anna.id)
        ?.projects.map((p) => p.id)
        .sort(),
    ).toEqual([world.projects.r1.id, world.projects.r20.id].sort());
    expect((await holdersOf(ctx.database.db, [])).size).toBe(0);
  });
});

describe('a new stage entry', () => {
  it('is noticed again when it becomes overdue: the notice is once per entry, not once per project', async () => {
    // c3 was refused and submitted again on Thursday 26: completeness again, due Tuesday 1 December.
    await ctx.database.db
      .update(projects)
      .set({ statusDate: new Date('2026-11-26T09:00:00Z') })
      .where(eq(projects.id, world.projects.c3.id));
    const outcome = await run(new Date('2026-12-02T10:00:00Z'));
    expect(outcome.notices).toBe(1);
    const noticed = (await overdueNotices(world.people.gec.id)).filter(
      (n) => n.projectId === world.projects.c3.id,
    );
    expect(noticed.map((n) => /échéance ([\d-]+)/.exec(n.message)?.[1]).sort()).toEqual([
      '2026-11-24',
      '2026-12-01',
    ]);
  });
});
