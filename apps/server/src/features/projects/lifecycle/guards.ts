import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { CHECK_STATUS, isCiBrand, STATUS, type Language, type LifecycleGuard } from '@portal/contract';
import { readTogether, type DbOrTx } from '../../../db/client';
import { ciImplementations, designValidations, invitations } from '../../../db/schema';
import { HttpError, refused } from '../../../platform/errors';
import { ciFilesOf } from '../../ci-implementation/files';
import { brandStates, designOf, filledSlots } from '../../design-validation/design-records';
import { submitProblem } from '../../design-validation/submit-rules';
import { validationState } from '../validation-state';
import type { ProjectRecord } from '../record';

/**
 * The guards of the lifecycle table (packages/contract/src/lifecycle.ts): what an event needs beyond the
 * project's status, read in the transition's transaction with the project locked. Each answers the
 * refusal (405 with the reason) or null when the event may happen.
 */

export interface GuardInput {
  tx: DbOrTx;
  project: ProjectRecord;
  lang: Language;
}
type Guard = (input: GuardInput) => Promise<HttpError | null>;

async function validationOf(tx: DbOrTx, projectId: number) {
  const [row] = await tx.select().from(designValidations).where(eq(designValidations.projectId, projectId));
  return row;
}

/** Spec 001 §5 "Submit for validation", on the dossier as saved. */
const dossierComplete: Guard = async ({ tx, project, lang }) => {
  const [brands, design, filled] = await readTogether(
    tx,
    () => brandStates(tx, project.id),
    () => designOf(tx, project.id),
    () => filledSlots(tx, project.id),
  );
  const problem = submitProblem(
    {
      brands,
      design,
      plannedOpeningDate: project.plannedOpeningDate,
      filled,
      documentationOnly: project.statusId === STATUS.registeredDocumentationOnly,
    },
    lang,
  );
  return problem ? new HttpError(405, problem.key, problem.vars, problem.fields) : null;
};

// No validation row: the design was never submitted, so nothing can be decided.
const completenessPending: Guard = async ({ tx, project }) => {
  const validation = await validationOf(tx, project.id);
  return validation && validationState(project, validation).completenessOpen
    ? null
    : refused('review.notOpen.completeness');
};

const contentPending: Guard = async ({ tx, project }) => {
  const validation = await validationOf(tx, project.id);
  if (validation && validationState(project, validation).contentOpen) return null;
  return refused(
    validation?.contentStatus === CHECK_STATUS.feedbackRequested
      ? 'review.waitingForFeedback'
      : 'review.notOpen.content',
  );
};

const feedbackAwaited: Guard = async ({ tx, project }) => {
  const validation = await validationOf(tx, project.id);
  return validation && validationState(project, validation).feedbackAnswerOpen
    ? null
    : refused('message.typeNotAllowed');
};

/**
 * Every CI brand of the project is covered: by the originator's own CI submission (all of them), or
 * each by the confirmation of its active supplier (a revoked supplier covers nothing; a brand without
 * a supplier waits for the originator). The supplier's confirmation itself needs its offer and order.
 */
const everyCiBrandCovered: Guard = async ({ tx, project }) => {
  const [submitted] = await tx
    .select({ id: ciImplementations.projectId })
    .from(ciImplementations)
    .where(and(eq(ciImplementations.projectId, project.id), isNotNull(ciImplementations.submittedAt)));
  if (submitted) return null;
  const confirmed = await tx
    .select({ brandId: invitations.brandId })
    .from(invitations)
    .where(
      and(
        eq(invitations.projectId, project.id),
        eq(invitations.party, 'supplier'),
        isNull(invitations.revokedAt),
        isNotNull(invitations.submittedAt),
      ),
    );
  const covered = new Set(confirmed.map((c) => c.brandId));
  return project.brandIds.filter(isCiBrand).every((b) => covered.has(b))
    ? null
    : refused('ciImplementation.brandsNotCovered');
};

const auditReportOnFile: Guard = async ({ tx, project }) =>
  (await ciFilesOf(tx, project.id, ['ComplianceReportFromAuditor'])).length
    ? null
    : refused('complianceAudit.reportRequired');

export const GUARDS: Record<LifecycleGuard, Guard> = {
  dossierComplete,
  completenessPending,
  contentPending,
  feedbackAwaited,
  everyCiBrandCovered,
  auditReportOnFile,
};
