import { and, asc, desc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { packs } from '@portal/contract/i18n';
import {
  ACCOUNT_STATUS_LABELS,
  ALL_ROLES,
  COUNTRIES,
  countryKey,
  LANGUAGES,
  roleKey,
  type AccountStatus,
  type AllUsersRow,
  type AllUsersSortField,
} from '@portal/contract';
import { users } from '../../db/schema';
import { containsPattern } from '../../platform/like';

/**
 * The All Users list as SQL (spec 002 §2, §3 "User"): one WHERE (state, role, search) and one ORDER BY on
 * `users`, the brand and market lists as correlated sub-selects (one statement per page, no N+1). Used by
 * the paged list and the CSV export, so both show the same rows in the same order.
 */

export interface UserFilters {
  Search: string;
  Role?: string | undefined;
  AcceptedUser?: 'Accepted' | 'Pending' | undefined;
}
export type SortDirection = 'asc' | 'desc';

/** Stored status of each state the list shows; a rejected sign-up is not a user and is never listed. */
const STATUS_OF: Record<'Accepted' | 'Pending', AccountStatus> = { Accepted: 'accepted', Pending: 'pending' };

/**
 * The outer row's id, always qualified: drizzle writes a column of a single-table select unqualified, and a bare
 * "id" inside a sub-select would name the sub-select's own table (brands.id).
 */
const userId = sql.raw('"users"."id"');

/** Brand names of the user, comma separated in the brand list's order ('' when none). */
const brandList = sql<string>`coalesce((select string_agg(b.name, ', ' order by b.id) from user_brands ub join brands b on b.id = ub.brand_id where ub.user_id = ${userId}), '')`;
/** Market (country) names of the user, comma separated by name ('' when none). */
const marketList = sql<string>`coalesce((select string_agg(c.label, ', ' order by c.label) from user_markets um join countries c on c.code = um.country_code where um.user_id = ${userId}), '')`;
/** Market codes of the user, in the order of marketList. */
const marketCodes = sql<
  string[]
>`coalesce((select array_agg(c.code order by c.label) from user_markets um join countries c on c.code = um.country_code where um.user_id = ${userId}), '{}')`;

export const userColumns = {
  id: users.id,
  firstName: users.firstName,
  surName: users.surName,
  email: users.email,
  company: users.company,
  contactNumber: users.contactNumber,
  role: users.role,
  status: users.status,
  siteName: users.siteName,
  city: users.city,
  createdAt: users.createdAt,
  brands: brandList,
  markets: marketList,
  marketCodes,
};
export interface SelectedUser {
  id: number;
  firstName: string;
  surName: string;
  email: string;
  company: string;
  contactNumber: string;
  role: string;
  status: AccountStatus;
  siteName: string;
  city: string;
  createdAt: Date;
  brands: string;
  markets: string;
  marketCodes: string[];
}

export function toUserRow(r: SelectedUser): AllUsersRow {
  return {
    userSequence: r.id,
    firstName: r.firstName,
    surName: r.surName,
    email: r.email,
    company: r.company,
    contactNumber: r.contactNumber,
    brands: r.brands,
    markets: r.markets,
    roles: r.role,
    acceptedUser: ACCOUNT_STATUS_LABELS[r.status] === 'Accepted' ? 'Accepted' : 'Pending',
    siteName: r.siteName,
    created_Date: r.createdAt.toISOString(),
    city: r.city,
    countries: r.markets,
    arMarkets: r.marketCodes ?? [],
  };
}

/** The searchable texts of a user on `users`, separated so that a search never spans two of them. */
const searchText = sql`lower(${users.firstName} || chr(1) || ${users.surName} || chr(1) || ${users.email} || chr(1) || ${users.company} || chr(1) || ${users.contactNumber} || chr(1) || ${users.siteName} || chr(1) || ${users.city} || chr(1) || ${users.role})`;

/**
 * State, role and search as one condition on `users`. The search is a case-insensitive "contains" over the
 * row's texts, the role titles and country names in every language (what a French reader sees finds as the
 * English does), and the brand names.
 */
export function userCondition(filters: UserFilters): SQL {
  const notRejected = ne(users.status, 'rejected');
  const conditions: (SQL | undefined)[] = [];
  if (filters.AcceptedUser) conditions.push(eq(users.status, STATUS_OF[filters.AcceptedUser]));
  if (filters.Role) conditions.push(eq(users.role, filters.Role));
  if (filters.Search) conditions.push(searchCondition(filters.Search));
  return and(notRejected, ...conditions) ?? notRejected;
}

function searchCondition(search: string): SQL {
  const pattern = containsPattern(search);
  const needle = search.toLowerCase();
  const named = (key: string) => LANGUAGES.some((l) => packs[l][key]?.toLowerCase().includes(needle));
  const roles = ALL_ROLES.filter((r) => named(roleKey(r)));
  const codes = COUNTRIES.filter(
    (c) => named(countryKey(c.code)) || c.label.toLowerCase().includes(needle),
  ).map((c) => c.code);
  const inText = sql`${searchText} like lower(${pattern})`;
  return (
    or(
      inText,
      roles.length ? inArray(users.role, roles) : undefined,
      codes.length
        ? sql`exists (select 1 from user_markets um where um.user_id = ${userId} and um.country_code in (${sql.join(
            codes.map((c) => sql`${c}`),
            sql`, `,
          )}))`
        : undefined,
      sql`exists (select 1 from user_brands ub join brands b on b.id = ub.brand_id where ub.user_id = ${userId} and lower(b.name) like lower(${pattern}))`,
    ) ?? inText
  );
}

/** A sort column: its expression and SQL type (for keyset cursors). No sort value is ever null. */
interface SortSpec {
  expr: SQL | AnyPgColumn;
  type: 'text' | 'timestamptz';
}

export const SORTS: Record<AllUsersSortField, SortSpec> = {
  firstName: { expr: users.firstName, type: 'text' },
  surName: { expr: users.surName, type: 'text' },
  email: { expr: users.email, type: 'text' },
  company: { expr: users.company, type: 'text' },
  contactNumber: { expr: users.contactNumber, type: 'text' },
  brands: { expr: brandList, type: 'text' },
  markets: { expr: marketList, type: 'text' },
  roles: { expr: users.role, type: 'text' },
  // 'accepted' < 'pending' as 'Accepted' < 'Pending'.
  acceptedUser: { expr: users.status, type: 'text' },
  siteName: { expr: users.siteName, type: 'text' },
  created_Date: { expr: users.createdAt, type: 'timestamptz' },
  city: { expr: users.city, type: 'text' },
};

/** ORDER BY the column then the id, both in the chosen direction. */
export function orderOf(field: AllUsersSortField, direction: SortDirection): SQL[] {
  const by = direction === 'asc' ? asc : desc;
  return [by(SORTS[field].expr), by(users.id)];
}

/** Keyset condition for the export: the rows after `(value, id)` in the list's order. */
export function afterCursor(
  field: AllUsersSortField,
  direction: SortDirection,
  cursor: { value: string; id: number } | null,
): SQL | undefined {
  if (!cursor) return undefined;
  const spec = SORTS[field];
  const op = direction === 'asc' ? sql`>` : sql`<`;
  return sql`(${spec.expr}, ${users.id}) ${op} (cast(${cursor.value} as ${sql.raw(spec.type)}), ${cursor.id})`;
}

/** The text form of the sort value (exact, microseconds included) to continue after it. */
export const cursorValue = (field: AllUsersSortField): SQL<string> =>
  sql<string>`(${SORTS[field].expr})::text`;
