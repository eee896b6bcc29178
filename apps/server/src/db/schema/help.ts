import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/** The signed-in help desk's FAQ (spec 002 §2, §3 "FAQ"): written in English by VC or HQ. */
export const faqs = pgTable('faqs', {
  id: serial('id').primaryKey(),
  question: text('question').notNull(),
  answer: text('answer').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  createdByEmail: text('created_by_email').notNull().default(''),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
});
