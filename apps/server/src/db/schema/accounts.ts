import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { AccountStatus } from '@portal/contract';
import { brands, countries } from './reference';

/** One row per person; `id` is the spec's userSequence. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull().unique(),
    firstName: text('first_name').notNull(),
    surName: text('sur_name').notNull(),
    role: text('role').notNull(),
    projectRole: text('project_role'),
    company: text('company').notNull().default(''),
    contactNumber: text('contact_number').notNull().default(''),
    siteName: text('site_name').notNull().default(''),
    city: text('city').notNull().default(''),
    status: text('status').$type<AccountStatus>().notNull(),
    passwordHash: text('password_hash'),
    isFirstTimeLogin: boolean('is_first_time_login').notNull().default(false),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    language: text('language').notNull().default('en'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: text('decided_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('users_role_status_idx').on(t.role, t.status), index('users_created_idx').on(t.createdAt)],
);

export const userMarkets = pgTable(
  'user_markets',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    countryCode: text('country_code')
      .notNull()
      .references(() => countries.code),
  },
  (t) => [primaryKey({ columns: [t.userId, t.countryCode] })],
);

export const userBrands = pgTable(
  'user_brands',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
  },
  (t) => [primaryKey({ columns: [t.userId, t.brandId] })],
);

/** Failed-login counter per e-mail, known or not, so unknown addresses behave exactly like known ones. */
export const loginThrottle = pgTable('login_throttle', {
  email: text('email').primaryKey(),
  failedCount: integer('failed_count').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  lastFailedAt: timestamp('last_failed_at', { withTimezone: true })
    .notNull()
    .default(sql`now()`),
});

/**
 * Per-address counters that hold across sessions, IPs and instances (issue 20 §7): sign-in calls in the
 * current minute, and wrong one-time codes in the current hour. Not cleared by a right password.
 */
export const signInCounters = pgTable('sign_in_counters', {
  email: text('email').primaryKey(),
  signIns: integer('sign_ins').notNull().default(0),
  signInsSince: timestamp('sign_ins_since', { withTimezone: true })
    .notNull()
    .default(sql`now()`),
  wrongCodes: integer('wrong_codes').notNull().default(0),
  wrongCodesSince: timestamp('wrong_codes_since', { withTimezone: true })
    .notNull()
    .default(sql`now()`),
});
