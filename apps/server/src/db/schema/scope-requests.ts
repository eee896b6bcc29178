import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';

export type ScopeRequestStatus = 'pending' | 'approved' | 'rejected' | 'withdrawn';

/**
 * A Retail Network Development user's request to widen its data scope (docs/access.md, docs/accounts.md): the markets and
 * brands it asked to add in My Profile. They join the user's markets and brands only when a Validation
 * Center user approves the mailed link; until then the scope stays as it was. At most one request per
 * user is pending: a new save replaces it (withdrawn), and its links stop working.
 */
export const scopeRequests = pgTable(
  'scope_requests',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Added markets (ISO codes) and brands (ids), beyond the user's scope when asked. */
    countryCodes: text('country_codes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    brandIds: integer('brand_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    status: text('status').$type<ScopeRequestStatus>().notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The approver's mailbox (from the link) for approved/rejected; the user's own for withdrawn. */
    decidedBy: text('decided_by'),
  },
  (t) => [
    index('scope_requests_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('scope_requests_one_pending_idx')
      .on(t.userId)
      .where(sql`${t.status} = 'pending'`),
  ],
);
