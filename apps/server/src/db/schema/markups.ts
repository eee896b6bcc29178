import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { MarkupShape, MarkupStatus } from '@portal/contract';
import { users } from './accounts';
import { projectDocuments, projectMessages, validationDecisions } from './design';
import { projects } from './projects';

/**
 * A reviewer's markup on one page of one version of a design document (issue 22 §2; docs/review.md). A draft
 * (no decision, no message) is seen by the reviewers only; attached to a decision or to HQ's feedback, the
 * originator sees and answers it.
 */
export const markups = pgTable(
  'markups',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** The version (a project_documents row). */
    documentId: integer('document_id')
      .notNull()
      .references(() => projectDocuments.id, { onDelete: 'cascade' }),
    page: smallint('page').notNull(),
    /** Page-relative geometry (0..1), its kind included (contract `markupShape`). */
    shape: jsonb('shape').$type<MarkupShape>().notNull(),
    note: text('note').notNull().default(''),
    authorUserId: integer('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull().default(''),
    /** The author's role when drawing (stored name), and its Validation Center project role if any. */
    authorRole: text('author_role').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    status: text('status').$type<MarkupStatus>().notNull().default('open'),
    answer: text('answer'),
    answeredByName: text('answered_by_name'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    decisionId: bigint('decision_id', { mode: 'number' }).references(() => validationDecisions.id, {
      onDelete: 'set null',
    }),
    /** Or attached to HQ's Feedback Provided message (docs/review.md): one or the other, never both. */
    messageId: integer('message_id').references(() => projectMessages.id, { onDelete: 'set null' }),
  },
  (t) => [
    // The project's list (and its open count), and a decision's attached markups.
    index('markups_project_idx').on(t.projectId, t.documentId, t.id),
    index('markups_decision_idx').on(t.decisionId),
    index('markups_message_idx').on(t.messageId),
    check('markups_one_attachment', sql`${t.decisionId} is null or ${t.messageId} is null`),
  ],
);
