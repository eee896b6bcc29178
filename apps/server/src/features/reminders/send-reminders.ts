import {
  dayOf,
  isoDay,
  isWorkingDay,
  ROLES,
  toLanguage,
  type BallClock,
  type BallStage,
  type Language,
} from '@portal/contract';
import type { Db } from '../../db/client';
import { ballOverdueNotices, ballReminders } from '../../db/schema';
import { t } from '../../platform/i18n';
import { portalLink, projectPageLink } from '../../platform/links';
import { enqueueMail } from '../../platform/mail';
import { notify, validationTeam } from '../../platform/notifications';
import { checkNotStopped } from '../../platform/scheduler';
import { holdersOf, overdueProjects, type Holder, type OverdueProject } from './overdue';

/**
 * The daily ball-in-court reminders (docs/lifecycle.md "Reminders"; issue 22 §4): on a working day, each person
 * holding overdue balls gets one mail naming them all, and the Validation Center is notified once of each
 * stage entry that became overdue. Each mail is written with its (person, day) row in one transaction, each
 * notice with its (project, stage, since) row: a second run the same day, on any instance or after a restart,
 * writes nothing again.
 */

export interface ReminderSettings {
  publicUrl: string;
  ballClock: BallClock;
  reminders: { hour: number; maxDaysLate: number };
}

/**
 * A stage entry is noticed as overdue while it is at most this many working days late: "became overdue" means
 * recently. It covers a few days without any instance running, and keeps the first run after the feature ships
 * from notifying every project already long late (they are in the dashboard's overdue counts).
 */
export const NOTICE_MAX_LATE = 3;

/** A mail names at most this many projects; the rest are one link to the filtered list. */
export const MAX_LISTED = 30;

/** The period of the reminders job: today, when it is a working day and the sending hour has come. */
export function reminderPeriod(settings: ReminderSettings, now: Date): string | null {
  const today = dayOf(now);
  if (!isWorkingDay(settings.ballClock.calendar, today)) return null;
  if (now.getUTCHours() < settings.reminders.hour) return null;
  return isoDay(today);
}

const lateText = (lang: Language, days: number) =>
  days === 1 ? t(lang, 'ball.lateOne') : t(lang, 'ball.late', { count: days });

/** The list part of a reminder: most late first. */
function projectLines(settings: ReminderSettings, lang: Language, holder: Holder, held: OverdueProject[]) {
  const sorted = [...held].sort(
    (a, b) => b.ball.workingDaysLate - a.ball.workingDaysLate || a.uniqueCode.localeCompare(b.uniqueCode),
  );
  const lines = sorted.slice(0, MAX_LISTED).map((p) =>
    t(lang, 'ball.reminder.line', {
      projectCode: p.uniqueCode,
      siteName: p.siteName,
      city: p.city,
      stage: t(lang, `ball.stage.${p.stage}`),
      date: p.ball.dueDate,
      late: lateText(lang, p.ball.workingDaysLate),
      // The Design Validation tab, where the ball and its due day are shown.
      link: projectPageLink(settings, p.id, 'design'),
    }),
  );
  const rest = sorted.length - lines.length;
  if (rest > 0) {
    const stages = [...new Set(sorted.map((p) => p.stage))];
    const query: Record<string, string> = {
      ball: 'overdue',
      ...(stages.length === 1 ? { stage: stages[0] } : {}),
    };
    const page = holder.role === ROLES.ORIGINATOR ? 'home' : 'projectList';
    lines.push(t(lang, 'ball.reminder.more', { count: rest, link: portalLink(settings, page, query) }));
  }
  return lines.join('\n\n');
}

export interface ReminderOutcome {
  /** Overdue projects (within the limit) found today. */
  overdue: number;
  /** Overdue notices written (stage entries seen overdue for the first time). */
  notices: number;
  /** Reminder mails written; people already reminded today are not counted. */
  mails: number;
}

export async function sendReminders(
  db: Db,
  settings: ReminderSettings,
  now: Date,
  signal: AbortSignal = new AbortController().signal,
): Promise<ReminderOutcome> {
  const outcome: ReminderOutcome = { overdue: 0, notices: 0, mails: 0 };
  if (!isWorkingDay(settings.ballClock.calendar, dayOf(now))) return outcome;
  const { maxDaysLate } = settings.reminders;
  const overdue = await overdueProjects(db, settings.ballClock, now, maxDaysLate);
  outcome.overdue = overdue.length;

  for (const p of overdue.filter((o) => o.ball.workingDaysLate <= NOTICE_MAX_LATE)) {
    checkNotStopped(signal);
    const written = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(ballOverdueNotices)
        .values({ projectId: p.id, stage: p.stage, since: new Date(p.ball.since), noticedAt: now })
        .onConflictDoNothing()
        .returning({ projectId: ballOverdueNotices.projectId });
      if (!row) return false;
      // One notify per language: the sender's name (a column of its own) is written in the recipients'.
      const team = await validationTeam(tx);
      for (const lang of new Set(team.map((m) => toLanguage(m.language)))) {
        await notify(
          tx,
          team.filter((m) => toLanguage(m.language) === lang),
          {
            projectId: p.id,
            siteName: p.siteName,
            projectUniqueId: p.uniqueCode,
            role: '',
            userName: t(lang, 'ball.notice.from'),
            template: 'ballOverdue',
            vars: (reader) => ({
              projectCode: p.uniqueCode,
              siteName: p.siteName,
              stage: t(reader, `ball.stage.${p.stage satisfies BallStage}`),
              date: p.ball.dueDate,
            }),
          },
        );
      }
      return true;
    });
    if (written) outcome.notices++;
  }

  const day = isoDay(dayOf(now));
  for (const { holder, projects: held } of (await holdersOf(db, overdue)).values()) {
    checkNotStopped(signal);
    const lang = toLanguage(holder.language);
    const written = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(ballReminders)
        .values({ userId: holder.id, day, projects: held.length, sentAt: now })
        .onConflictDoNothing()
        .returning({ userId: ballReminders.userId });
      if (!row) return false;
      await enqueueMail(tx, {
        to: holder.email,
        lang,
        template: 'ballReminder',
        vars: {
          firstName: holder.firstName,
          count: held.length,
          projects: projectLines(settings, lang, holder, held),
          maxDays: maxDaysLate,
        },
      });
      return true;
    });
    if (written) outcome.mails++;
  }
  return outcome;
}
