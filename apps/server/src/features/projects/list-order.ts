import { asc, desc, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { COUNTRIES, type ProjectSortField } from '@portal/contract';
import { projects, users } from '../../db/schema';

/**
 * The project list's order: every sortable column with its SQL type and nullability, the id breaking ties.
 * The paged list, its keyset pages (keyset.ts) and the CSV exports (list-rows.ts) all order by it.
 */

export type SortDirection = 'asc' | 'desc';

/** A sort column: its expression, its SQL type (for keyset cursors) and whether it may be null. */
export interface SortSpec {
  expr: SQL | AnyPgColumn;
  type: 'text' | 'boolean' | 'timestamptz' | 'date' | 'integer';
  nullable: boolean;
}

export interface RowOrder {
  SortField: ProjectSortField;
  SortDirection: SortDirection;
}

/** `array_position(ARRAY[...], column)`: orders codes by the label the grid shows. */
function rankBy(column: AnyPgColumn, ordered: string[]): SQL {
  const items = ordered.map((v) => `'${v.replace(/'/g, "''")}'`).join(',');
  return sql`array_position(${sql.raw(`ARRAY[${items}]::text[]`)}, ${column}::text)`;
}

const countryOrder = [...COUNTRIES].sort((a, b) => a.label.localeCompare(b.label)).map((c) => c.code);

export const SORTS: Record<ProjectSortField, SortSpec> = {
  siteName: { expr: projects.siteName, type: 'text', nullable: false },
  brands: { expr: projects.brandNames, type: 'text', nullable: false },
  documentationOnly: { expr: projects.documentationOnly, type: 'boolean', nullable: false },
  createdOn: { expr: projects.createdAt, type: 'timestamptz', nullable: false },
  plannedOpeningDate: { expr: projects.plannedOpeningDate, type: 'date', nullable: true },
  city: { expr: projects.city, type: 'text', nullable: false },
  country: { expr: rankBy(projects.countryCode, countryOrder), type: 'integer', nullable: true },
  // Statuses sort in their lifecycle order (Registered ... Site Compliance), by id: index-friendly.
  status: { expr: projects.statusId, type: 'integer', nullable: false },
  statusDate: { expr: projects.statusDate, type: 'timestamptz', nullable: false },
  designValidationDate: { expr: projects.designValidationDate, type: 'timestamptz', nullable: true },
  projectUniqueId: { expr: projects.uniqueCode, type: 'text', nullable: false },
  architectEmail: { expr: users.email, type: 'text', nullable: true },
  isEnabled: { expr: projects.isEnabled, type: 'boolean', nullable: false },
};

/** ORDER BY the column then the id, both in the chosen direction (PostgreSQL: nulls last asc, first desc). */
export function orderOf(field: ProjectSortField, direction: SortDirection): SQL[] {
  const by = direction === 'asc' ? asc : desc;
  return [by(SORTS[field].expr), by(projects.id)];
}
