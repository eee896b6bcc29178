import { and, isNotNull, isNull, lt, or, inArray, sql, type Column } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  ballOverdueNotices,
  ballReminders,
  jobRuns,
  linkTokens,
  mailOutbox,
  notifications,
  oneTimeCodes,
  rateLimitHits,
  sessions,
  trustedDevices,
} from '../db/schema';

/**
 * The hourly clean-up (docs/production.md "Background work"): rows that only grow and that nothing reads once
 * they are past their use. Each delete is idempotent, so a run cut off and run again does no harm.
 */

const DAY_MS = 86_400_000;
/** Kept a day past their end, so that a refusal logged just before is still explained by its row. */
const EXPIRED_GRACE_MS = DAY_MS;
/** A trusted device asks for a code again once its last code is this old (OTP.trustDays, features/session/otp.ts). */
const TRUSTED_DEVICE_MS = 30 * DAY_MS;
/** Sent mails (they hold codes and links) and read notifications: kept a while for support, then removed. */
const SENT_MAIL_MS = 30 * DAY_MS;
const FAILED_MAIL_MS = 90 * DAY_MS;
const READ_NOTIFICATION_MS = 90 * DAY_MS;
/** Runs of the scheduler and reminders sent: only the day's matter. */
const JOB_HISTORY_MS = 60 * DAY_MS;
/**
 * An overdue notice is written only while a project is at most REMINDER_MAX_DAYS (≤ 120) working days late: kept
 * longer than that, a stage entry is never noticed twice.
 */
const NOTICE_MS = 200 * DAY_MS;

export type SweepCounts = Record<string, number>;

const ago = (now: Date, ms: number) => new Date(now.getTime() - ms);

/**
 * `keepMails`: in demo mode the outbox is the dev mailbox, the only place its mails are read (decision 003), and
 * the demo's invitation mails are dated weeks back: they stay.
 */
export async function sweepExpired(
  db: Db,
  now: Date,
  options: { keepMails?: boolean } = {},
): Promise<SweepCounts> {
  const expired = ago(now, EXPIRED_GRACE_MS);
  const count = async (rows: Promise<unknown[]>) => (await rows).length;
  const ended = (exp: Column, rev: Column) => or(lt(exp, expired), and(isNotNull(rev), lt(rev, expired)));
  return {
    oneTimeCodes: await count(
      db
        .delete(oneTimeCodes)
        .where(lt(oneTimeCodes.expiresAt, expired))
        .returning({ id: oneTimeCodes.sessionId }),
    ),
    // A session's codes go with it (cascade).
    sessions: await count(
      db.delete(sessions).where(ended(sessions.expiresAt, sessions.revokedAt)).returning({ id: sessions.id }),
    ),
    linkTokens: await count(
      db
        .delete(linkTokens)
        // Account links only: an invitation's tokens are its history (its state and dates are read from the
        // latest one, features/invitations/invitation-answer.ts), bounded by the invitations and their re-sends.
        .where(and(isNull(linkTokens.partyId), ended(linkTokens.expiresAt, linkTokens.revokedAt)))
        .returning({ id: linkTokens.id }),
    ),
    trustedDevices: await count(
      db
        .delete(trustedDevices)
        .where(lt(trustedDevices.lastCodeAt, ago(now, TRUSTED_DEVICE_MS)))
        .returning({ id: trustedDevices.userId }),
    ),
    rateLimitHits: await count(
      db.delete(rateLimitHits).where(lt(rateLimitHits.resetAt, now)).returning({ key: rateLimitHits.key }),
    ),
    mails: options.keepMails
      ? 0
      : await count(
          db
            .delete(mailOutbox)
            .where(
              or(
                and(inArray(mailOutbox.status, ['sent']), lt(mailOutbox.sentAt, ago(now, SENT_MAIL_MS))),
                and(
                  inArray(mailOutbox.status, ['failed']),
                  lt(mailOutbox.createdAt, ago(now, FAILED_MAIL_MS)),
                ),
              ),
            )
            .returning({ id: mailOutbox.id }),
        ),
    notifications: await count(
      db
        .delete(notifications)
        .where(and(isNotNull(notifications.readAt), lt(notifications.readAt, ago(now, READ_NOTIFICATION_MS))))
        .returning({ id: notifications.id }),
    ),
    jobRuns: await count(
      db
        .delete(jobRuns)
        .where(and(sql`${jobRuns.status} = 'done'`, lt(jobRuns.startedAt, ago(now, JOB_HISTORY_MS))))
        .returning({ job: jobRuns.job }),
    ),
    ballReminders: await count(
      db
        .delete(ballReminders)
        .where(lt(ballReminders.sentAt, ago(now, JOB_HISTORY_MS)))
        .returning({ id: ballReminders.userId }),
    ),
    ballOverdueNotices: await count(
      db
        .delete(ballOverdueNotices)
        .where(lt(ballOverdueNotices.noticedAt, ago(now, NOTICE_MS)))
        .returning({ id: ballOverdueNotices.projectId }),
    ),
  };
}
