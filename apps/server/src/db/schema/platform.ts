import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { extractRequests } from './extracts';

/** Every state change, who made it and from where. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorUserId: integer('actor_user_id'),
    actorEmail: text('actor_email').notNull().default(''),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull().default(''),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    ip: text('ip').notNull().default(''),
  },
  (t) => [
    index('audit_entity_idx').on(t.entity, t.entityId),
    index('audit_at_idx').on(t.at),
    // A project's timeline also reads the rows of its documents and invitations, which name it in their detail.
    index('audit_project_detail_idx').on(sql`(${t.detail}->>'projectId')`, t.id),
  ],
);

/** `sending`: claimed by a worker that is delivering it (since `claimed_at`, until `locked_until`). */
type MailStatus = 'pending' | 'sending' | 'sent' | 'failed';

/** Mails are written here in the transaction that causes them; a worker delivers them. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    template: text('template').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    status: text('status').$type<MailStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** When the last delivery started: a row still `sending` past its lock was cut off mid-send. */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
  },
  (t) => [
    index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('mail_outbox_created_idx').on(t.createdAt),
  ],
);

export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull().default(''),
    userName: text('user_name').notNull().default(''),
    siteName: text('site_name').notNull().default(''),
    projectId: integer('project_id'),
    projectUniqueId: text('project_unique_id').notNull().default(''),
    /** In the recipient's language when written; what a row without `messages` shows. */
    message: text('message').notNull(),
    /** The message in every language, so each reader reads it in the language of their screen. */
    messages: jsonb('messages').$type<Partial<Record<string, string>>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** The prepared extract a "ready" notice announces (decision 031). */
    extractId: integer('extract_id').references(() => extractRequests.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('notifications_user_unread_idx').on(t.userId, t.readAt),
    // The bell's list: a user's newest unread ones, read backwards off this index instead of every unread row
    // fetched then sorted (35 ms → 1.4 ms for a user with 3,000 unread; the 30-minute soak, README "Running in production").
    index('notifications_unread_newest_idx')
      .on(t.userId, t.createdAt, t.id)
      .where(sql`${t.readAt} is null`),
  ],
);

/**
 * The per-IP rate limits' counters (platform/rate-limits.ts), one row per call and caller, shared by every
 * instance: a window starts with the first hit and the count restarts once it has passed.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_hits_reset_idx').on(t.resetAt)],
);
