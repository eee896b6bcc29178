import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { ExtractKind, ExtractStatus, ParsedOversightFilters } from '@portal/contract';
import { users } from './accounts';

/**
 * The dashboard's full extracts prepared in the background (features/dashboard/prepared/; decision 031). A
 * request is a row; a worker on any instance claims it (`running`, `owner`, a lease in `locked_until`), writes
 * the workbook into the storage and marks it `ready` with its key in one transaction with the notice and the
 * mail. A run cut off leaves the row `running` past its lease: another instance takes it again. The file is
 * deleted by the hourly sweep once `expires_at` has passed (`expired`, key cleared).
 */
export const extractRequests = pgTable(
  'extract_requests',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ExtractKind>().notNull(),
    /** The dashboard filters as validated at the request (the scope is the requester's when it is made). */
    filters: jsonb('filters').$type<ParsedOversightFilters>().notNull(),
    language: text('language').notNull(),
    timeZone: text('time_zone').notNull().default('UTC'),
    status: text('status').$type<ExtractStatus>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    owner: text('owner'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    storageKey: text('storage_key').unique(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    sha256: text('sha256'),
    rowCount: integer('row_count'),
    lastError: text('last_error'),
  },
  (t) => [
    // The queue: waiting requests, and those whose worker's lease ran out.
    index('extract_requests_queue_idx')
      .on(t.id)
      .where(sql`${t.status} in ('queued', 'running')`),
    index('extract_requests_user_idx').on(t.userId, t.requestedAt),
    index('extract_requests_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'ready'`),
  ],
);
