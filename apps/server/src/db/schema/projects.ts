import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { RequestStatus } from '@portal/contract';
import { users } from './accounts';
import { brands, contractTypes, countries, projectStatuses } from './reference';

/** Running number of the project unique code `{country}-{year}-{000123}`: never reused, even after a delete. */
export const projectCodeSeq = pgSequence('project_code_seq', { startWith: 1 });

/**
 * A physical retail location (the spec's Site). Site information edited on a project's Site information tab
 * is this row; every project at the location shares it (Site history lists them).
 */
export const sites = pgTable(
  'sites',
  {
    id: serial('id').primaryKey(),
    siteName: text('site_name').notNull(),
    street: text('street').notNull(),
    city: text('city').notNull(),
    zipCode: text('zip_code').notNull(),
    countryCode: text('country_code')
      .notNull()
      .references(() => countries.code),
    region: text('region').notNull().default(''),
    vatNumber: text('vat_number').notNull().default(''),
    /** ARCAD location code (AncCodeCpltVo on the project forms). */
    arcadLocationCode: text('arcad_location_code').notNull().default(''),
    rrdi: text('rrdi').notNull().default(''),
    rrdiSecondary: text('rrdi_secondary').notNull().default(''),
    retailerFullName: text('retailer_full_name').notNull().default(''),
    retailerPhone: text('retailer_phone').notNull().default(''),
    retailerEmail: text('retailer_email').notNull().default(''),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** The lite Retail Location account of this site, once created. */
    retailUserId: integer('retail_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sites_country_zip_idx').on(t.countryCode, t.zipCode),
    index('sites_name_city_idx').on(sql`lower(${t.siteName})`, sql`lower(${t.city})`),
    index('sites_retail_user_idx').on(t.retailUserId),
  ],
);

/**
 * A store-design project at a site. Site name, city and country are copied from the site (kept in step
 * when the site changes) and the brand names are kept as text, so the list filters and sorts on one table.
 */
export const projects = pgTable(
  'projects',
  {
    id: serial('id').primaryKey(),
    uniqueCode: text('unique_code').notNull().unique(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    originatorUserId: integer('originator_user_id').references(() => users.id, { onDelete: 'set null' }),
    retailUserId: integer('retail_user_id').references(() => users.id, { onDelete: 'set null' }),
    siteName: text('site_name').notNull(),
    city: text('city').notNull(),
    countryCode: text('country_code')
      .notNull()
      .references(() => countries.code),
    /** Brand names, comma-separated in brand id order (list text, search, sort). */
    brandNames: text('brand_names').notNull().default(''),
    /** The brand ids of project_brands, copied for the scope and brand filters (one GIN index, no join). */
    brandIds: integer('brand_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    statusId: smallint('status_id')
      .notNull()
      .references(() => projectStatuses.id),
    statusDate: timestamp('status_date', { withTimezone: true }).notNull().defaultNow(),
    documentationOnly: boolean('documentation_only').notNull().default(false),
    /** Created on a chosen existing location: its site fields stay locked (spec 001 §5). */
    siteInfoLocked: boolean('site_info_locked').notNull().default(false),
    isSubmittedForApproval: boolean('is_submitted_for_approval').notNull().default(false),
    designSubmissionDate: timestamp('design_submission_date', { withTimezone: true }),
    designValidationDate: timestamp('design_validation_date', { withTimezone: true }),
    plannedOpeningDate: date('planned_opening_date', { mode: 'string' }),
    /** Pause/enable (docs/lifecycle.md): a paused project is read-only for everyone but VC. */
    isEnabled: boolean('is_enabled').notNull().default(true),
    /** False once the project is completed (site compliance notified). */
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Ball in court, kept (decision 033): the open stage (a BallStage, null when nobody is expected to act) and
     * when the ball reached it. Written only by the triggers of migration 0023 from the status, the pause switch
     * and the design validation's feedback columns; the list's ball filters read them through one index.
     */
    ballStage: text('ball_stage'),
    ballSince: timestamp('ball_since', { withTimezone: true }),
  },
  (t) => [
    index('projects_created_idx').on(t.createdAt, t.id),
    // INCLUDE (country_code, brand_ids, status_id, is_enabled) in migration 0023: a ball filter's total by the index.
    index('projects_ball_idx')
      .on(t.ballStage, t.ballSince)
      .where(sql`${t.ballStage} is not null`),
    // A stage's projects in the default order (newest first): a ball filter with a stage walks that stage's rows
    // alone instead of every project's by creation (at 1,000,000 projects, RND's overdue content validations:
    // 32–49 ms through projects_created_idx, 1.4 ms through this; migration 0026).
    index('projects_ball_created_idx')
      .on(t.ballStage, t.createdAt, t.id)
      .where(sql`${t.ballStage} is not null`),
    index('projects_status_idx').on(t.statusId, t.createdAt),
    index('projects_status_id_idx').on(t.statusId, t.id),
    index('projects_country_idx').on(t.countryCode, t.createdAt),
    index('projects_country_id_idx').on(t.countryCode, t.id),
    index('projects_brand_names_idx').on(t.brandNames, t.id),
    index('projects_originator_idx').on(t.originatorUserId, t.createdAt),
    index('projects_retail_user_idx').on(t.retailUserId, t.createdAt),
    index('projects_site_idx').on(t.siteId),
    index('projects_site_name_idx').on(t.siteName, t.id),
    index('projects_city_idx').on(t.city, t.id),
    // Site names and cities follow the country (decision 030): filtered to one country, the name or city
    // index alone walked 120,000–150,000 rows of other countries before the first of the page, at 1,000,000.
    index('projects_country_site_name_idx').on(t.countryCode, t.siteName, t.id),
    index('projects_country_city_idx').on(t.countryCode, t.city, t.id),
    // The two yes / no columns the grid sorts by: without these, each sort read and sorted every row.
    index('projects_documentation_only_idx').on(t.documentationOnly, t.id),
    index('projects_is_enabled_idx').on(t.isEnabled, t.id),
    index('projects_status_date_idx').on(t.statusDate, t.id),
    index('projects_planned_opening_idx').on(t.plannedOpeningDate, t.id),
    index('projects_validation_date_idx').on(t.designValidationDate, t.id),
    index('projects_brand_ids_idx').using('gin', t.brandIds),
    // What the list and the oversight counts count by (scope and filters), INCLUDE (brand_ids, is_enabled) in
    // the migrations (0003, 0010): index-only counts.
    index('projects_list_count_idx').on(t.countryCode, t.statusId),
    // The kept counts' partial months (features/projects/kept-counts.ts): the projects created in a few days,
    // counted by the index alone, INCLUDE (status_id, is_enabled, country_code, brand_ids, site_id) in 0018.
    index('projects_created_count_idx').on(t.createdAt),
    // The list search's "contains" over the row's texts (pg_trgm): same expression as searchText.
    index('projects_search_trgm_idx').using(
      'gin',
      sql`lower(${t.siteName} || chr(1) || ${t.city} || chr(1) || ${t.uniqueCode} || chr(1) || ${t.brandNames}) gin_trgm_ops`,
    ),
  ],
);

export const projectBrands = pgTable(
  'project_brands',
  {
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    contractTypeId: smallint('contract_type_id').references(() => contractTypes.id),
    salesVolume: integer('sales_volume'),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.brandId] }),
    index('project_brands_brand_idx').on(t.brandId, t.projectId),
  ],
);

export const projectStatusHistory = pgTable(
  'project_status_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    statusId: smallint('status_id')
      .notNull()
      .references(() => projectStatuses.id),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
    changedByUserId: integer('changed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    changedByEmail: text('changed_by_email').notNull().default(''),
    note: text('note').notNull().default(''),
  },
  (t) => [index('project_status_history_project_idx').on(t.projectId, t.changedAt)],
);

export interface RequestBrand {
  brandId: number;
  contractTypeId: number | null;
  salesVolume: number | null;
}

/** An originator's request for a project (docs/lifecycle.md): decided by VC on Site Approvals. */
export const originatorRequests = pgTable(
  'originator_requests',
  {
    id: serial('id').primaryKey(),
    originatorUserId: integer('originator_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Chosen existing location; null for a new location. */
    siteId: integer('site_id').references(() => sites.id),
    isNewCreation: boolean('is_new_creation').notNull(),
    isDocumentOnly: boolean('is_document_only').notNull().default(false),
    siteName: text('site_name').notNull(),
    street: text('street').notNull(),
    city: text('city').notNull(),
    zipCode: text('zip_code').notNull(),
    countryCode: text('country_code')
      .notNull()
      .references(() => countries.code),
    region: text('region').notNull().default(''),
    arcadLocationCode: text('arcad_location_code').notNull().default(''),
    rrdi: text('rrdi').notNull().default(''),
    rrdiSecondary: text('rrdi_secondary').notNull().default(''),
    retailerFullName: text('retailer_full_name').notNull().default(''),
    retailerPhone: text('retailer_phone').notNull().default(''),
    retailerEmail: text('retailer_email').notNull().default(''),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    brandDetails: jsonb('brand_details').$type<RequestBrand[]>().notNull().default([]),
    status: text('status').$type<RequestStatus>().notNull().default('pending'),
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: text('decided_by'),
  },
  (t) => [
    index('originator_requests_status_idx').on(t.status, t.createdAt),
    index('originator_requests_originator_idx').on(t.originatorUserId, t.createdAt),
  ],
);

/** The list filters a VC, HQ or RND user last applied with Filter Data (remembered server-side). */
export const userProjectFilters = pgTable('user_project_filters', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  countryCodes: text('country_codes')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  brandNames: text('brand_names')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  statusIds: integer('status_ids')
    .array()
    .notNull()
    .default(sql`'{}'::int[]`),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The statuses in which each ball-in-court stage is open (`ballStatuses` of packages/contract/src/ball.ts, from
 * the lifecycle table), copied at every start by `syncBallStages` (features/projects/kept-ball.ts) for the
 * triggers that keep `projects.ball_stage`. `rank` is the stage's place in BALL_STAGES.
 */
export const ballStageStatuses = pgTable(
  'ball_stage_statuses',
  {
    stage: text('stage').notNull(),
    rank: smallint('rank').notNull(),
    statusId: smallint('status_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.stage, t.statusId] })],
);
