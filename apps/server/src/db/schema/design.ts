import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { CheckStatus } from '@portal/contract';
import { users } from './accounts';
import { invitations } from './invitations';
import { storedFiles } from './library';
import { projects } from './projects';
import { brands } from './reference';

/**
 * The design dossier and its validation (docs/lifecycle.md). Files live in the storage interface (`stored_files`);
 * these tables hold what they are to the project.
 */

/** One version of a project file in a slot (design dossier, docs/lifecycle.md; or CI stage, CI_DOCUMENTS) (at most MAX_SLOT_VERSIONS live per slot; soft delete). */
export const projectDocuments = pgTable(
  'project_documents',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** DocumentName (DOCUMENT_SLOTS). */
    slot: text('slot').notNull(),
    fileId: integer('file_id')
      .notNull()
      .references(() => storedFiles.id),
    uploadedByUserId: integer('uploaded_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    uploadedByEmail: text('uploaded_by_email').notNull().default(''),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** CI stage files (CI_DOCUMENTS): a supplier's offer, order and invoice are per brand. */
    brandId: integer('brand_id').references(() => brands.id),
    /** Uploaded through an external party's link (docs/external-parties.md): which invitation. */
    invitationId: integer('invitation_id').references(() => invitations.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('project_documents_slot_idx').on(t.projectId, t.slot, t.uploadedAt),
    index('project_documents_file_idx').on(t.fileId),
  ],
);

/** Project data of the design validation tab (spec 001 §3 "Project data"); planned opening is on projects. */
export const projectDesign = pgTable('project_design', {
  projectId: integer('project_id')
    .primaryKey()
    .references(() => projects.id, { onDelete: 'cascade' }),
  buildingSurface: text('building_surface').notNull().default(''),
  terrainSurface: text('terrain_surface').notNull().default(''),
  workshopSurface: text('workshop_surface').notNull().default(''),
  sparePartsSurface: text('spare_parts_surface').notNull().default(''),
  otherSurface: text('other_surface').notNull().default(''),
  handOverArea: text('hand_over_area').notNull().default(''),
  afterSales: text('after_sales').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A brand of the project on the design validation tab: enabled or not, its typology, CI workstreams and
 * other dynamic fields, and its showroom surfaces (spec 001 §3, spec 002 §3).
 */
export const projectBrandDesign = pgTable(
  'project_brand_design',
  {
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    enabled: boolean('enabled').notNull().default(true),
    typology: text('typology').notNull().default(''),
    ciWorkstreams: text('ci_workstreams')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Other dynamic fields by name: a string, or a list for a multi-select. */
    fieldValues: jsonb('field_values').$type<Record<string, string | string[]>>().notNull().default({}),
    surfaceNewVehicle: text('surface_new_vehicle').notNull().default(''),
    surfaceSecondVehicle: text('surface_second_vehicle').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.brandId] })],
);

/** The two checks of a submitted design (docs/lifecycle.md), one row per project once submitted. */
export const designValidations = pgTable(
  'design_validations',
  {
    projectId: integer('project_id')
      .primaryKey()
      .references(() => projects.id, { onDelete: 'cascade' }),
    completenessStatus: text('completeness_status').$type<CheckStatus>().notNull().default(''),
    contentStatus: text('content_status').$type<CheckStatus>().notNull().default(''),
    completenessRefusals: integer('completeness_refusals').notNull().default(0),
    contentRefusals: integer('content_refusals').notNull().default(0),
    completenessDate: timestamp('completeness_date', { withTimezone: true }),
    contentDate: timestamp('content_date', { withTimezone: true }),
    /** 1 feedback requested from HQ, 2 provided; null none (the pending feedback lists). */
    feedbackType: smallint('feedback_type'),
    feedbackRequestedAt: timestamp('feedback_requested_at', { withTimezone: true }),
    feedbackProvidedAt: timestamp('feedback_provided_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('design_validations_feedback_requested_idx').on(t.feedbackType, t.feedbackRequestedAt, t.projectId),
    index('design_validations_feedback_provided_idx').on(t.feedbackType, t.feedbackProvidedAt, t.projectId),
  ],
);

/** A decision on one check with its comment (spec 001 §5 "Validation comment"). */
export const validationDecisions = pgTable(
  'validation_decisions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    check: text('check').$type<'completeness' | 'content'>().notNull(),
    decision: text('decision').$type<'approved' | 'rejected'>().notNull(),
    comment: text('comment').notNull().default(''),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    userEmail: text('user_email').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('validation_decisions_project_idx').on(t.projectId, t.createdAt)],
);

/** A message of a project's thread (spec 002 message tool). */
export const projectMessages = pgTable(
  'project_messages',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** COMMENT_TYPE: 0 comment, 1 feedback request, 2 feedback provided. */
    commentTypeId: smallint('comment_type_id').notNull().default(0),
    text: text('text').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    userEmail: text('user_email').notNull().default(''),
    userName: text('user_name').notNull().default(''),
    /** The role at the time of writing (stored name, docs/access.md). */
    userRole: text('user_role').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('project_messages_project_idx').on(t.projectId, t.createdAt)],
);

export const messageAttachments = pgTable(
  'message_attachments',
  {
    id: serial('id').primaryKey(),
    messageId: integer('message_id')
      .notNull()
      .references(() => projectMessages.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => storedFiles.id),
  },
  (t) => [
    index('message_attachments_message_idx').on(t.messageId),
    index('message_attachments_file_idx').on(t.fileId),
  ],
);
