import { boolean, date, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { invitations } from './invitations';
import { projects } from './projects';
import { brands } from './reference';

/**
 * The CI stage of an approved project (spec 001 §3, §4; docs/lifecycle.md, docs/external-parties.md). Its files (offers, orders,
 * invoices, photos, evidence, implementation documents, audit reports) are `project_documents` rows in the
 * CI slots; these tables hold the dates, the confirmations and the submissions.
 */

/** Per-brand CI block: the dates a supplier enters and its confirmation of the installation. */
export const ciBrandBlocks = pgTable(
  'ci_brand_blocks',
  {
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    plannedDeliveryDate: date('planned_delivery_date', { mode: 'string' }),
    plannedInstallationDate: date('planned_installation_date', { mode: 'string' }),
    installationCompletedDate: date('installation_completed_date', { mode: 'string' }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    confirmedByInvitationId: integer('confirmed_by_invitation_id').references(() => invitations.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.brandId] })],
);

/** The originator's CI submission and the compliance audit of a project. */
export const ciImplementations = pgTable('ci_implementations', {
  projectId: integer('project_id')
    .primaryKey()
    .references(() => projects.id, { onDelete: 'cascade' }),
  submittedAt: timestamp('submitted_at', { withTimezone: true }),
  submittedByUserId: integer('submitted_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  submittedByEmail: text('submitted_by_email').notNull().default(''),
  /** ImpleMentationCompletedStatus: true full CI compliance, false partial (with evidence). */
  fullCompliance: boolean('full_compliance'),
  auditDate: date('audit_date', { mode: 'string' }),
  auditSubmittedAt: timestamp('audit_submitted_at', { withTimezone: true }),
  auditInvitationId: integer('audit_invitation_id').references(() => invitations.id, {
    onDelete: 'set null',
  }),
});
