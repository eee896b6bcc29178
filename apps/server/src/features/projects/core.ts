import { and, eq, sql, type SQL } from 'drizzle-orm';
import {
  BRANDS,
  CHECK_STATUS,
  countryLabelOf,
  FEEDBACK_TYPE,
  HIDDEN_LIST_BRAND,
  isDossierStatus,
  mayHappen,
  STATUS,
  statusName,
  type CheckStatus,
  type ProjectRow,
} from '@portal/contract';
import { rowsOf, type DbOrTx } from '../../db/client';
import {
  projectBrands,
  projects,
  projectStatusHistory,
  sites,
  users,
  type RequestBrand,
} from '../../db/schema';
import { audit, type Actor } from '../../platform/audit';
import type { AuthContext } from '../../platform/auth';
import { notFound } from '../../platform/errors';
import { scopeConditionFor, scopeKindOf, type ScopeKind } from '../../platform/policy';
import { prepared } from '../../db/prepared';

/**
 * The project domain shared by the project features (list, detail, requests, admin): data scope as SQL,
 * creation with its unique code, the writing of a status change (./lifecycle decides which may happen).
 * Every write here expects to run inside the caller's transaction.
 */

export type ProjectRecord = typeof projects.$inferSelect;

/**
 * The project if the caller may see it; otherwise 404 (never 403, docs/access.md). One prepared statement
 * per kind of scope, with the RND markets and brands read inside it: every detail call starts here.
 */
export async function visibleProject(
  db: DbOrTx,
  auth: Pick<AuthContext, 'userId' | 'role'>,
  projectId: number,
): Promise<ProjectRecord> {
  const kind = scopeKindOf(auth.role);
  const name = `visible_project_${kind}`;
  const statement = prepared(db, name, (d) =>
    d.select().from(projects).where(visibleById(kind)).prepare(name),
  );
  return oneOrNotFound(await statement.execute({ projectId, userId: auth.userId }));
}

/** The project's status if the caller may see the project; otherwise 404 (reads only that column). */
export async function visibleProjectStatus(
  db: DbOrTx,
  auth: Pick<AuthContext, 'userId' | 'role'>,
  projectId: number,
): Promise<{ statusId: number }> {
  const kind = scopeKindOf(auth.role);
  const name = `visible_project_status_${kind}`;
  const statement = prepared(db, name, (d) =>
    d.select({ statusId: projects.statusId }).from(projects).where(visibleById(kind)).prepare(name),
  );
  return oneOrNotFound(await statement.execute({ projectId, userId: auth.userId }));
}

function oneOrNotFound<T>(rows: T[]): T {
  if (!rows[0]) throw notFound();
  return rows[0];
}

/** The project `projectId` (placeholder) within the scope of `userId` (placeholder). */
function visibleById(kind: ScopeKind): SQL | undefined {
  return and(eq(projects.id, sql.placeholder('projectId')), scopeConditionFor(kind));
}

/** Locks the project row for a state change (two simultaneous changes are serialised). */
export async function lockProject(tx: DbOrTx, projectId: number): Promise<ProjectRecord | undefined> {
  const [row] = await tx.select().from(projects).where(eq(projects.id, projectId)).for('update');
  return row;
}

const brandName = new Map(BRANDS.map((b) => [b.id, b.name]));

/** Brand names in brand-id order, comma-separated (stored on the project for the list). */
export function brandNamesText(brandIds: number[]): string {
  return [...new Set(brandIds)]
    .sort((a, b) => a - b)
    .map((id) => brandName.get(id) ?? '')
    .filter(Boolean)
    .join(', ');
}

/** The project's copies of its brands, for the list: names as text and ids for the scope and filters. */
export function brandCopies(brandIds: number[]): { brandNames: string; brandIds: number[] } {
  return { brandNames: brandNamesText(brandIds), brandIds: [...new Set(brandIds)].sort((a, b) => a - b) };
}

/** The list's brand text: Leapmotor is hidden there (spec 001 §2). */
export function listBrandText(brandNames: string): string {
  return brandNames
    .split(', ')
    .filter((n) => n && n !== HIDDEN_LIST_BRAND)
    .join(', ');
}

/** `{country}-{year}-{000123}` from a sequence: unique and never reused (docs/lifecycle.md). */
export async function nextProjectCode(tx: DbOrTx, countryCode: string, now = new Date()): Promise<string> {
  const result = await tx.execute(sql`select nextval('project_code_seq')::int as n`);
  const n = Number(rowsOf<{ n: number }>(result)[0]!.n);
  return `${countryCode}-${now.getUTCFullYear()}-${String(n).padStart(6, '0')}`;
}

export interface NewProject {
  siteId: number;
  originatorUserId: number | null;
  retailUserId: number | null;
  brands: RequestBrand[];
  documentationOnly: boolean;
  /** Created on a chosen existing location: its site information stays locked. */
  siteInfoLocked: boolean;
}

/** Creates a project at a site with status 0 (or 6 when documentation-only), its brands and first history row. */
export async function createProject(tx: DbOrTx, input: NewProject, actor: Actor): Promise<ProjectRecord> {
  const [site] = await tx.select().from(sites).where(eq(sites.id, input.siteId));
  if (!site) throw notFound();
  const statusId = input.documentationOnly ? STATUS.registeredDocumentationOnly : STATUS.registered;
  const uniqueCode = await nextProjectCode(tx, site.countryCode);
  const [project] = await tx
    .insert(projects)
    .values({
      uniqueCode,
      siteId: site.id,
      originatorUserId: input.originatorUserId,
      retailUserId: input.retailUserId ?? site.retailUserId,
      siteName: site.siteName,
      city: site.city,
      countryCode: site.countryCode,
      ...brandCopies(input.brands.map((b) => b.brandId)),
      statusId,
      documentationOnly: input.documentationOnly,
      siteInfoLocked: input.siteInfoLocked,
    })
    .returning();
  if (input.brands.length)
    await tx.insert(projectBrands).values(
      input.brands.map((b) => ({
        projectId: project!.id,
        brandId: b.brandId,
        contractTypeId: b.contractTypeId,
        salesVolume: b.salesVolume,
      })),
    );
  await tx.insert(projectStatusHistory).values({
    projectId: project!.id,
    statusId,
    changedByUserId: actor.userId ?? null,
    changedByEmail: actor.email ?? '',
  });
  await audit(tx, actor, 'projectLifecycle.create', 'project', project!.id, {
    uniqueCode,
    siteId: site.id,
    statusId,
  });
  return project!;
}

/** Replaces a project's brands and its brand text. */
export async function replaceProjectBrands(
  tx: DbOrTx,
  projectId: number,
  list: RequestBrand[],
): Promise<void> {
  await tx.delete(projectBrands).where(eq(projectBrands.projectId, projectId));
  if (list.length)
    await tx.insert(projectBrands).values(
      list.map((b) => ({
        projectId,
        brandId: b.brandId,
        contractTypeId: b.contractTypeId,
        salesVolume: b.salesVolume,
      })),
    );
  await tx
    .update(projects)
    .set({ ...brandCopies(list.map((b) => b.brandId)), updatedAt: new Date() })
    .where(eq(projects.id, projectId));
}

/** Keeps the list copies (site name, city, country) of every project at a site in step with the site. */
export async function syncSiteCopies(tx: DbOrTx, siteId: number): Promise<void> {
  const [site] = await tx.select().from(sites).where(eq(sites.id, siteId));
  if (!site) return;
  await tx
    .update(projects)
    .set({ siteName: site.siteName, city: site.city, countryCode: site.countryCode, updatedAt: new Date() })
    .where(eq(projects.siteId, siteId));
}

/**
 * Writes a project's new status: the project row, a history row and an audit row. Only the lifecycle's
 * `transition()` (./lifecycle/transition.ts), which checks that the move is legal, calls it (and test
 * fixtures that put a project in a status).
 */
export async function changeStatus(
  tx: DbOrTx,
  projectId: number,
  statusId: number,
  actor: Actor,
  note = '',
): Promise<void> {
  const now = new Date();
  await tx
    .update(projects)
    .set({
      statusId,
      statusDate: now,
      updatedAt: now,
      ...(statusId === STATUS.siteCompliance ? { isActive: false } : {}),
    })
    .where(eq(projects.id, projectId));
  await tx.insert(projectStatusHistory).values({
    projectId,
    statusId,
    changedAt: now,
    changedByUserId: actor.userId ?? null,
    changedByEmail: actor.email ?? '',
    note,
  });
  await audit(tx, actor, 'projectLifecycle.status', 'project', projectId, {
    statusId,
    status: statusName(statusId),
    note,
  });
}

/**
 * When the design dossier can change (docs/lifecycle.md), shared by the documents, the design data and the
 * submission: while the lifecycle lets it be submitted (before submission, and again after a refusal),
 * not submitted yet, and the project enabled. Who may change it is the policy's question (`uploadDesign`,
 * `submit`).
 */
export function isDossierOpen(
  project: Pick<ProjectRecord, 'isEnabled' | 'isSubmittedForApproval' | 'statusId'>,
): boolean {
  return project.isEnabled && !project.isSubmittedForApproval && isDossierStatus(project.statusId);
}

/** The two checks of a submitted design as `validationState` reads them (a design_validations row). */
export interface ValidationChecks {
  completenessStatus: CheckStatus | string;
  contentStatus: CheckStatus | string;
  feedbackType: number | null;
}

/**
 * Which validation step is open on the project now (docs/lifecycle.md), whoever the caller: the state half
 * of "may act now", shared by the design validation info, the decisions and the message tool's comment
 * types. Who may act is the policy's question (`validateCompleteness`, `validateContent`,
 * `requestFeedback`, `giveFeedback`). No row means no check has started (both statuses ''). A paused
 * project is read-only for everyone but VC (docs/lifecycle.md): the VC steps stay open, HQ's answer does not.
 * - completenessOpen: status 1 and completeness ''.
 * - contentOpen: status 2, completeness Approved and content '' (also after HQ answered a feedback
 *   request, which puts content back to '').
 * - feedbackRequestOpen: as contentOpen (a content validator may ask HQ instead of deciding).
 * - feedbackAnswerOpen: status 2 and feedback requested (feedback type 1, content status
 *   'Feedback Request for Content Validation').
 */
export function validationState(
  project: Pick<ProjectRecord, 'statusId' | 'isEnabled'>,
  validation: ValidationChecks | null | undefined,
): {
  completenessOpen: boolean;
  contentOpen: boolean;
  feedbackRequestOpen: boolean;
  feedbackAnswerOpen: boolean;
} {
  const completeness = validation?.completenessStatus ?? CHECK_STATUS.pending;
  const content = validation?.contentStatus ?? CHECK_STATUS.pending;
  const completenessOpen =
    mayHappen(project.statusId, 'completenessApproved') && completeness === CHECK_STATUS.pending;
  const contentOpen =
    mayHappen(project.statusId, 'contentApproved') &&
    completeness === CHECK_STATUS.approved &&
    content === CHECK_STATUS.pending;
  const feedbackAnswerOpen =
    project.isEnabled &&
    mayHappen(project.statusId, 'feedbackProvided') &&
    validation?.feedbackType === FEEDBACK_TYPE.requested &&
    content === CHECK_STATUS.feedbackRequested;
  return { completenessOpen, contentOpen, feedbackRequestOpen: contentOpen, feedbackAnswerOpen };
}

// ---- the list row (project list, its export, the pending feedback lists) ----

/** The grid's columns as selected from `projects` left-joined to the originator. */
export const rowColumns = {
  id: projects.id,
  originatorUserId: projects.originatorUserId,
  siteName: projects.siteName,
  brandNames: projects.brandNames,
  documentationOnly: projects.documentationOnly,
  createdAt: projects.createdAt,
  plannedOpeningDate: projects.plannedOpeningDate,
  city: projects.city,
  countryCode: projects.countryCode,
  statusId: projects.statusId,
  statusDate: projects.statusDate,
  designValidationDate: projects.designValidationDate,
  uniqueCode: projects.uniqueCode,
  isEnabled: projects.isEnabled,
  isActive: projects.isActive,
  architectEmail: users.email,
};

export interface SelectedRow {
  id: number;
  originatorUserId: number | null;
  siteName: string;
  brandNames: string;
  documentationOnly: boolean;
  createdAt: Date;
  plannedOpeningDate: string | null;
  city: string;
  countryCode: string;
  statusId: number;
  statusDate: Date;
  designValidationDate: Date | null;
  uniqueCode: string;
  isEnabled: boolean;
  isActive: boolean;
  architectEmail: string | null;
}

export function toProjectRow(r: SelectedRow): ProjectRow {
  return {
    projectId: r.id,
    userId: r.originatorUserId,
    siteName: r.siteName,
    brands: listBrandText(r.brandNames),
    documentationOnly: r.documentationOnly,
    createdOn: r.createdAt.toISOString(),
    plannedOpeningDate: r.plannedOpeningDate,
    city: r.city,
    country: countryLabelOf(r.countryCode),
    countryCode: r.countryCode,
    statusId: r.statusId,
    status: statusName(r.statusId),
    statusDate: r.statusDate.toISOString(),
    designValidationDate: r.designValidationDate?.toISOString() ?? null,
    projectUniqueId: r.uniqueCode,
    architectEmail: r.architectEmail ?? '',
    isEnabled: r.isEnabled,
    isActive: r.isActive ? 'Yes' : 'No',
  };
}

const brandIdByName = new Map(BRANDS.map((b) => [b.name.toLowerCase(), b.id]));

/** Brand ids of brand names (case-insensitive); unknown names are dropped. */
export function brandIdsOf(names: string[]): number[] {
  return [...new Set(names.map((n) => brandIdByName.get(n.trim().toLowerCase())).filter((id) => id != null))];
}
