import { z } from 'zod';
import { ROLES } from '../roles';
import { LIMITS } from '../validation';
import { timeZoneField } from '../schemas/projects';
import { route } from './define';

/** All Users: Validation Center Team and HQ/Management only (spec 002 §2, §6). */
export const ALL_USERS_ROLES = [ROLES.VC, ROLES.HQ] as const;

/** Page sizes of the All Users grid (server-side pagination). */
export const ALL_USERS_LIST = { defaultPageSize: 25, maxPageSize: 100, pageSizes: [25, 50, 100] } as const;

/** The columns the grid (and the CSV) can be sorted by: every user field of spec 002 §3 "User". */
export const ALL_USERS_SORT_FIELDS = [
  'firstName',
  'surName',
  'email',
  'company',
  'contactNumber',
  'brands',
  'markets',
  'roles',
  'acceptedUser',
  'siteName',
  'created_Date',
  'city',
] as const;
export type AllUsersSortField = (typeof ALL_USERS_SORT_FIELDS)[number];

/** The account states the list shows (spec 002 §3: Accepted or Pending; a rejected sign-up is not a user). */
export const ACCEPTED_USER_STATES = ['Accepted', 'Pending'] as const;

/**
 * The filters, sort and search of the list (our additions: the spec's call takes none and answers the whole
 * list). Role: one stored role name; AcceptedUser: one state; Search: case-insensitive "contains" over the
 * names, email, company, phone, site, city, role title, brands and countries.
 */
export const allUsersFilters = z.object({
  Search: z.string().trim().max(LIMITS.searchMaxLength).optional().default(''),
  Role: z.enum(Object.values(ROLES) as [string, ...string[]]).optional(),
  AcceptedUser: z.enum(ACCEPTED_USER_STATES).optional(),
  SortField: z.enum(ALL_USERS_SORT_FIELDS).optional().default('created_Date'),
  SortDirection: z.enum(['asc', 'desc']).optional().default('desc'),
});

export const allUsersQuery = allUsersFilters.extend({
  Page: z.coerce.number().int().min(0).max(100_000).optional().default(0),
  PageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(ALL_USERS_LIST.maxPageSize)
    .optional()
    .default(ALL_USERS_LIST.defaultPageSize),
});
export type AllUsersQuery = z.input<typeof allUsersQuery>;

/** The CSV takes the list's filters and order without paging, and the reader's time zone (UTC when absent). */
export const allUsersCsvQuery = allUsersFilters.extend({ TimeZone: timeZoneField.optional() });
export type AllUsersCsvQuery = z.input<typeof allUsersCsvQuery>;

/** One user (spec 002 §3 "User"), with our additions userSequence and the codes / names behind the lists. */
export const allUsersRow = z.object({
  /** Our addition: the row's id (the user's userSequence). */
  userSequence: z.number(),
  firstName: z.string(),
  surName: z.string(),
  email: z.string(),
  company: z.string(),
  contactNumber: z.string(),
  /** Brand names, comma separated. */
  brands: z.string(),
  /** Market (country) names, comma separated. */
  markets: z.string(),
  /** The stored role name. */
  roles: z.string(),
  acceptedUser: z.enum(ACCEPTED_USER_STATES),
  siteName: z.string(),
  /** ISO date-time of the account's creation. */
  created_Date: z.string(),
  city: z.string(),
  /** The markets' countries, comma separated (as the profile answer: the same list as markets). */
  countries: z.string(),
  /** Our addition: the market codes, so a reader sees the country names in its own language. */
  arMarkets: z.array(z.string()),
});
export type AllUsersRow = z.infer<typeof allUsersRow>;

export const allUsersAnswer = z.object({ rows: z.array(allUsersRow), total: z.number() });
export type AllUsersAnswer = z.infer<typeof allUsersAnswer>;

/** All Users (spec 002 §2 "All Users table", §6, §7). */
export const allUsersApi = {
  getAllUsers: route({
    method: 'GET',
    path: '/users/GetAllUsers',
    access: ALL_USERS_ROLES,
    tag: 'all users',
    summary:
      'One page of every accepted or pending account (our additions: Page, PageSize, SortField, SortDirection, ' +
      'Search, Role, AcceptedUser; answer {rows, total})',
    query: allUsersQuery,
    answer: allUsersAnswer,
  }),
  getAllUsersCsv: route({
    method: 'GET',
    path: '/users/GetAllUsersCSV',
    access: ALL_USERS_ROLES,
    tag: 'all users',
    summary:
      'Our addition: the filtered, sorted list as CSV (text/csv, attachment users.csv), streamed in batches, ' +
      "titled in the reader's language, dates in the reader's time zone",
    query: allUsersCsvQuery,
    answer: 'file',
  }),
};
