import { eq } from 'drizzle-orm';
import { isCiStageOpen, type CiImplementation, type ParsedBody, type Api } from '@portal/contract';
import type { DbOrTx } from '../../db/client';
import { ciImplementations, users } from '../../db/schema';
import type { SignedInContext } from '../../platform/api';
import { audit } from '../../platform/audit';
import { forbidden, refused } from '../../platform/errors';
import { can, type PolicyUser } from '../../platform/policy';
import { lockKnownProject, visibleProject, type ProjectRecord } from '../projects/record';
import { tellLifecycle } from '../projects/lifecycle/notifier';
import { transitionIfAllowed } from '../projects/lifecycle/transition';
import { ciImplementationOf, ciRecordOf, policyUserOf } from './ci-data';
import { ciFilesOf } from './files';

/** The originator's CI draft may still change: its originator, not paused, in the CI stage, not submitted. */
export async function draftOpen(tx: DbOrTx, user: PolicyUser, project: ProjectRecord): Promise<void> {
  if (!can(user, 'implementCi', project)) throw forbidden();
  if (!project.isEnabled) throw refused('project.paused');
  if (!isCiStageOpen(project.statusId)) throw refused('ciImplementation.notInStage');
  if ((await ciRecordOf(tx, project.id))?.submittedAt) throw refused('ciImplementation.alreadySubmitted');
}

/**
 * POST projects/submitretailciimplementation: the originator submits the CI implementation (spec 001 §4):
 * once, with an installation photo; a partial compliance (ImpleMentationCompletedStatus false) needs its
 * evidence. The project moves to Notification of Technical Completion; the submission, its history, the
 * team's notifications and the originator's mail are one transaction.
 */
export async function submitRetailCi(
  ctx: SignedInContext,
  body: ParsedBody<Api['submitRetailCiImplementation']>,
): Promise<CiImplementation> {
  const { db, auth, actor } = ctx;
  await visibleProject(db, auth, body.ProjectId);
  const user = await policyUserOf(db, auth);
  await db.transaction(async (tx) => {
    const project = await lockKnownProject(tx, body.ProjectId);
    await draftOpen(tx, user, project);
    const files = await ciFilesOf(tx, project.id, ['InstallationPhoto', 'PartialComplianceEvidence']);
    if (!files.some((f) => f.slot === 'InstallationPhoto')) throw refused('ciImplementation.photoRequired');
    const full = body.ImpleMentationCompletedStatus;
    if (!full && !files.some((f) => f.slot === 'PartialComplianceEvidence'))
      throw refused('ciImplementation.evidenceRequired');

    const now = new Date();
    const values = { submittedAt: now, submittedByUserId: auth.userId, submittedByEmail: auth.email };
    await tx
      .insert(ciImplementations)
      .values({ projectId: project.id, ...values, fullCompliance: full })
      .onConflictDoUpdate({ target: ciImplementations.projectId, set: { ...values, fullCompliance: full } });
    await audit(tx, actor, 'ciSubmission.submit', 'project', project.id, { fullCompliance: full });
    // Its own submission covers every CI brand; at Technical Completion already, nothing moves.
    const done = await transitionIfAllowed(
      tx,
      project.id,
      'installationConfirmedByOriginator',
      { user },
      { actor, note: 'CI implementation submitted' },
    );
    const [me] = await tx
      .select({ firstName: users.firstName, surName: users.surName })
      .from(users)
      .where(eq(users.id, auth.userId));
    await tellLifecycle(tx, ctx.config, {
      about: 'ciStage',
      project,
      done,
      news: {
        notification: 'ciSubmitted',
        mailEvent: 'ciSubmitted',
        vars: {},
        byRole: auth.role,
        byName: me ? `${me.firstName} ${me.surName}`.trim() : auth.email,
      },
      exceptUserId: auth.userId,
    });
  });
  return ciImplementationOf(db, { auth, link: null }, body.ProjectId);
}
