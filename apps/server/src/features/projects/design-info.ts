import { desc, eq } from 'drizzle-orm';
import { BRANDS, type BallClock, type DesignValidationInfo } from '@portal/contract';
import { readTogether, type DbOrTx } from '../../db/client';
import { designValidations, users, validationDecisions } from '../../db/schema';
import type { AuthContext } from '../../platform/auth';
import { can, dataScope } from '../../platform/policy';
import { ballOf } from './ball';
import { attachedGroups } from './markups';
import { isDossierOpen } from './dossier';
import { validationState } from './validation-state';
import type { ProjectRecord } from './record';

/**
 * The design validation info of a project as the caller sees it (spec 001 §3 "Design validation info
 * response"): both checks, counts, dates, and what the caller may do on the project now — the policy
 * (who) and the state (`validationState`, `isDossierOpen`: when). Answered by
 * GetAllDesignValidationInfoForUser and, after a decision, by ValidateProjectData.
 */

const brandName = new Map(BRANDS.map((b) => [b.id, b.name]));
const iso = (d: Date | null | undefined) => d?.toISOString() ?? null;

export async function designValidationInfoOf(
  db: DbOrTx,
  auth: Pick<AuthContext, 'userId' | 'role' | 'projectRole'>,
  project: ProjectRecord,
  clock: BallClock,
): Promise<DesignValidationInfo> {
  const [[validation], [originator], scope, decisions] = await readTogether(
    db,
    () => db.select().from(designValidations).where(eq(designValidations.projectId, project.id)),
    () =>
      project.originatorUserId
        ? db
            .select({ firstName: users.firstName, surName: users.surName, email: users.email })
            .from(users)
            .where(eq(users.id, project.originatorUserId))
        : Promise.resolve([]),
    () => dataScope(db, auth),
    () =>
      db
        .select({
          id: validationDecisions.id,
          check: validationDecisions.check,
          decision: validationDecisions.decision,
          comment: validationDecisions.comment,
          createdAt: validationDecisions.createdAt,
          firstName: users.firstName,
          surName: users.surName,
          email: validationDecisions.userEmail,
        })
        .from(validationDecisions)
        .leftJoin(users, eq(users.id, validationDecisions.userId))
        .where(eq(validationDecisions.projectId, project.id))
        .orderBy(desc(validationDecisions.createdAt), desc(validationDecisions.id)),
  );
  const user = { ...auth, scope };
  const markups = await attachedGroups(
    db,
    project.id,
    'decision',
    decisions.map((d) => d.id),
  );
  const state = validationState(project, validation);
  const dossierOpen = isDossierOpen(project);
  return {
    userName: originator ? `${originator.firstName} ${originator.surName}`.trim() : '',
    projectUniqueId: project.uniqueCode,
    completenessChkStatus: validation?.completenessStatus ?? '',
    contentValidationStatus: validation?.contentStatus ?? '',
    completenessChkRejectionNos: validation?.completenessRefusals ?? 0,
    contentValidationRejectionNos: validation?.contentRefusals ?? 0,
    completenessChkDate: iso(validation?.completenessDate),
    contentValidationDate: iso(validation?.contentDate),
    isSubmittedForApproval: project.isSubmittedForApproval,
    designSubmissionDate: iso(project.designSubmissionDate),
    projectContractBrandsList: project.brandIds.map((brandId) => ({
      brandId,
      brandName: brandName.get(brandId) ?? '',
    })),
    statusId: project.statusId,
    isDocumentationOnly: project.documentationOnly,
    isEnabled: project.isEnabled,
    feedbackType: validation?.feedbackType ?? null,
    // No row: never submitted, nothing to decide.
    canValidateCompleteness:
      !!validation && state.completenessOpen && can(user, 'validateCompleteness', project),
    canValidateContent: !!validation && state.contentOpen && can(user, 'validateContent', project),
    canSubmit: dossierOpen && can(user, 'submit', project),
    canEdit: dossierOpen && can(user, 'uploadDesign', project),
    ball: ballOf(clock, project, validation, originator?.email ?? ''),
    validationComments: decisions.map((d) => ({
      check: d.check,
      decision: d.decision,
      comment: d.comment,
      userName: d.firstName ? `${d.firstName} ${d.surName ?? ''}`.trim() : d.email,
      date: d.createdAt.toISOString(),
      markups: markups.get(d.id) ?? [],
    })),
  };
}
