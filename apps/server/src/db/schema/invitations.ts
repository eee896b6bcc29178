import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { LinkParty } from '@portal/contract';
import { users } from './accounts';
import { projects } from './projects';
import { brands } from './reference';

/**
 * An external party invited by link (docs/external-parties.md): who, for which project (and brand), by whom, and where it
 * stands. The link itself is a `link_tokens` row (purpose = party, party_id = this id, hashed, 30 days,
 * revocable); a re-send issues a new token and revokes the old one.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: serial('id').primaryKey(),
    /** Null for an ARCAD party (invited from the map, for the group's locations). */
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    party: text('party').$type<LinkParty>().notNull(),
    /** A supplier's brand. */
    brandId: integer('brand_id').references(() => brands.id),
    name: text('name').notNull().default(''),
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdByEmail: text('created_by_email').notNull().default(''),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull().defaultNow(),
    openedAt: timestamp('opened_at', { withTimezone: true }),
    /** Its form was submitted: the link stays readable, and accepts nothing more. */
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('invitations_project_idx').on(t.projectId, t.party, t.createdAt)],
);
