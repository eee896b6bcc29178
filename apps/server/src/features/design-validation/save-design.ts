import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  CHECK_STATUS,
  PROJECT_DATA_FIELDS,
  STATUS,
  designBrandFields,
  invalidFields,
  type Language,
  type ProjectDataField,
  type updateDesignAnswer,
  type updateDesignBody,
} from '@portal/contract';
import type { Config } from '../../config';
import type { Tx } from '../../db/client';
import { designValidations, projectBrandDesign, projectDesign, projects } from '../../db/schema';
import type { SignedInContext } from '../../platform/api';
import { audit } from '../../platform/audit';
import { badRequest, forbidden, HttpError, refused } from '../../platform/errors';
import { t } from '../../platform/i18n';
import { can } from '../../platform/policy';
import { isDossierOpen } from '../projects/dossier';
import { lockKnownProject, lockProject, visibleProject, type ProjectRecord } from '../projects/record';
import { tellLifecycle } from '../projects/lifecycle/notifier';
import { transition } from '../projects/lifecycle/transition';
import { brandStates, type BrandState } from './design-records';
import { fieldsRefusal } from './submit-rules';

type Body = z.output<typeof updateDesignBody>;
type Answer = z.infer<typeof updateDesignAnswer>;

export interface SaveDesignInput {
  body: Body;
}

type Outcome =
  { kind: 'saved' | 'submitted'; project: ProjectRecord } | { kind: 'refused'; refusal: HttpError };

/**
 * POST /Projects/UpdateDesignValidationWithDynamicBrand (spec 001 §3, §5; docs/lifecycle.md): the project's
 * originator saves the project data, the planned opening date, the brand selection and the showroom
 * surfaces while the dossier is open (paused or submitted: 405), with an audit row; a value it cannot hold
 * (letters in a number, an option not offered) is a 400 naming each field, saving nothing. With IsSubmit the
 * saved dossier is then checked against spec 001 §5 and submitted: status 1 (both checks back to Under
 * Examination, refusal counts kept, feedback cleared), or 7 for a documentation-only project, with the
 * notifications and mails, in the same transaction under the project's lock (of two simultaneous
 * submissions exactly one wins). A refused submission still commits the draft, so nothing typed is
 * lost, and then answers 405 with the rule's message.
 */
export async function saveDesign(
  { db, auth, actor, lang, config }: SignedInContext,
  { body }: SaveDesignInput,
): Promise<Answer> {
  const outcome = await db.transaction(async (tx): Promise<Outcome> => {
    await visibleProject(tx, auth, body.ProjectId);
    const project = await lockKnownProject(tx, body.ProjectId);
    if (!can(auth, 'uploadDesign', project) || (body.IsSubmit && !can(auth, 'submit', project)))
      throw forbidden();
    if (!project.isEnabled) throw refused('project.paused');
    if (!isDossierOpen(project)) throw refused('designValidation.closed');
    const states = await brandStates(tx, project.id);
    const plannedOpeningDate = plannedDate(body.PlannedOpeningDate);
    const brandRows = brandChanges(body, states);
    checkDraft(body, brandRows, states, lang);
    await saveDraft(tx, project.id, body, plannedOpeningDate, brandRows);
    const brandIds = brandRows.map((b) => b.brandId);
    // One audit row per action: a submission's row says what was saved with it (the project's Activity tab
    // shows one entry); a save alone, or a submission refused after saving, has a save row.
    const saved = (submitRefused: boolean) =>
      audit(tx, actor, 'designDossier.save', 'project', project.id, { brandIds, submitRefused });
    if (!body.IsSubmit) {
      await saved(false);
      return { kind: 'saved', project };
    }
    try {
      return {
        kind: 'submitted',
        project: await submit(tx, project, { auth, actor, config, lang }, brandIds),
      };
    } catch (err) {
      // A dossier that breaks a rule of spec 001 §5 (the lifecycle's guard, checked before anything of
      // the submission is written): the draft still commits, then the refusal answers.
      if (err instanceof HttpError && err.statusCode === 405) {
        await saved(true);
        return { kind: 'refused', refusal: err };
      }
      throw err;
    }
  });
  if (outcome.kind === 'refused') throw outcome.refusal;
  const { project } = outcome;
  const documented = project.statusId === STATUS.documented;
  return {
    statusCode: 200,
    message: t(
      lang,
      outcome.kind === 'saved'
        ? 'designValidation.saved'
        : documented
          ? 'designValidation.documented'
          : 'designValidation.submitted',
    ),
    statusId: project.statusId,
    isSubmittedForApproval: project.isSubmittedForApproval,
  };
}

/** yyyy-mm-dd of a real day, or null when empty; 400 otherwise. */
function plannedDate(value: string): string | null {
  if (!value) return null;
  const day = value.slice(0, 10);
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d)
    throw badRequest('validation.invalid', { PlannedOpeningDate: 'validation.date' });
  return day;
}

type BrandRow = Partial<Omit<typeof projectBrandDesign.$inferInsert, 'projectId'>> & { brandId: number };

/**
 * The project_brand_design values the body sets, per brand: only brands of the project (400 otherwise);
 * unknown dynamic fields are dropped.
 */
function brandChanges(body: Body, states: readonly BrandState[]): BrandRow[] {
  const known = new Map(states.map((b) => [b.brandId, b]));
  const rows = new Map<number, BrandRow>();
  const invalid = (field: string, key: string) => badRequest('validation.invalid', { [field]: key });
  for (const brand of body.projectContractBrandsList) {
    if (!known.has(brand.brandId) || rows.has(brand.brandId))
      throw invalid('projectContractBrandsList', 'validation.unknownBrand');
    const fieldValues: Record<string, string | string[]> = {};
    for (const def of designBrandFields(brand.brandId)) {
      if (def.fieldName === 'typology' || def.fieldName === 'ciWorkstream') continue;
      const value = brand.fields[def.fieldName];
      if (value !== undefined) fieldValues[def.fieldName] = value;
    }
    rows.set(brand.brandId, {
      brandId: brand.brandId,
      enabled: brand.brandEnabled,
      typology: brand.typology,
      ciWorkstreams: [...new Set(brand.ciWorkstream)],
      fieldValues,
    });
  }
  const byName = new Map(states.map((b) => [b.brandName.toLowerCase(), b.brandId]));
  const surfaced = new Set<number>();
  for (const s of body.SurfaceShowroomData) {
    const brandId = byName.get(s.brandName.trim().toLowerCase());
    if (brandId === undefined || surfaced.has(brandId))
      throw invalid('SurfaceShowroomData', 'validation.unknownBrand');
    surfaced.add(brandId);
    const row = rows.get(brandId) ?? { brandId };
    rows.set(brandId, {
      ...row,
      surfaceNewVehicle: s.surfaceNewVehicle,
      surfaceSecondVehicle: s.surfaceSecondVehicle,
    });
  }
  return [...rows.values()];
}

/**
 * A draft may be incomplete, never invalid (the contract's `invalidFields`): numbers numeric, options
 * among the field's. 400 naming every field at fault (`brand.<id>.<field>` for a brand's), nothing saved.
 */
function checkDraft(body: Body, rows: readonly BrandRow[], states: readonly BrandState[], lang: Language) {
  const data = Object.fromEntries(PROJECT_DATA_FIELDS.map((name) => [name, body[name]])) as Record<
    ProjectDataField,
    string
  >;
  const problems = invalidFields({
    data,
    plannedOpeningDate: body.PlannedOpeningDate,
    brands: rows.map((r) => ({
      brandId: r.brandId,
      enabled: r.enabled ?? true,
      values: { ...r.fieldValues, typology: r.typology ?? '', ciWorkstream: r.ciWorkstreams ?? [] },
      surfaceNewVehicle: r.surfaceNewVehicle ?? '',
      surfaceSecondVehicle: r.surfaceSecondVehicle ?? '',
    })),
  });
  const names = new Map(states.map((b) => [b.brandId, b.brandName]));
  const refusal = fieldsRefusal(problems, names, lang);
  if (refusal) throw new HttpError(400, refusal.key, refusal.vars, refusal.fields);
}

async function saveDraft(
  tx: Tx,
  projectId: number,
  body: Body,
  plannedOpeningDate: string | null,
  brandRows: BrandRow[],
): Promise<void> {
  const now = new Date();
  const data = {
    buildingSurface: body.BuildingSurface,
    terrainSurface: body.TerrainSurface,
    workshopSurface: body.WorkshopSurface,
    sparePartsSurface: body.SparePartShopSurface,
    otherSurface: body.OtherSurface,
    handOverArea: body.HandOverArea,
    afterSales: body.AfterSales,
    updatedAt: now,
  };
  await tx
    .insert(projectDesign)
    .values({ projectId, ...data })
    .onConflictDoUpdate({ target: projectDesign.projectId, set: data });
  await tx.update(projects).set({ plannedOpeningDate, updatedAt: now }).where(eq(projects.id, projectId));
  for (const { brandId, ...values } of brandRows)
    await tx
      .insert(projectBrandDesign)
      .values({ projectId, brandId, ...values })
      .onConflictDoUpdate({
        target: [projectBrandDesign.projectId, projectBrandDesign.brandId],
        set: values,
      });
}

/**
 * Submits the dossier (the lifecycle checks it against spec 001 §5 before anything is written): to 7 for a
 * documentation-only project, else to 1 with the two checks reset (refusal counts kept). Returns the
 * project as it now is.
 */
async function submit(
  tx: Tx,
  project: ProjectRecord,
  { auth, actor, config, lang }: Pick<SignedInContext, 'auth' | 'actor'> & { config: Config; lang: Language },
  brandIds: number[],
): Promise<ProjectRecord> {
  const at = new Date();
  const event = project.statusId === STATUS.registeredDocumentationOnly ? 'documentOnly' : 'submit';
  const resubmission = project.statusId === STATUS.refusedNotCompliant || project.statusId === STATUS.refused;
  const done = await transition(tx, project.id, event, { user: auth }, { actor, lang });
  const documented = done.to === STATUS.documented;
  await tx
    .update(projects)
    .set({ isSubmittedForApproval: true, designSubmissionDate: at })
    .where(eq(projects.id, project.id));
  if (!documented) {
    const reset = {
      completenessStatus: CHECK_STATUS.pending,
      contentStatus: CHECK_STATUS.pending,
      completenessDate: null,
      contentDate: null,
      feedbackType: null,
      feedbackRequestedAt: null,
      feedbackProvidedAt: null,
      updatedAt: at,
    };
    await tx
      .insert(designValidations)
      .values({ projectId: project.id, ...reset })
      .onConflictDoUpdate({ target: designValidations.projectId, set: reset });
  }
  await audit(
    tx,
    actor,
    documented ? 'designDossier.document' : 'designDossier.submit',
    'project',
    project.id,
    {
      fromStatusId: done.from,
      statusId: done.to,
      resubmission,
      brandIds,
    },
  );
  await tellLifecycle(tx, config, { about: 'submission', done, by: auth, resubmission, at });
  return (await lockProject(tx, project.id)) ?? { ...done.project, isSubmittedForApproval: true };
}
