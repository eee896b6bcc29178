import type { Api, CiImplementation, ParsedBody } from '@portal/contract';
import { ciImplementations } from '../../db/schema';
import type { SignedInContext } from '../../platform/api';
import { audit } from '../../platform/audit';
import { lockKnownProject, visibleProject } from '../projects/record';
import { ciImplementationOf, policyUserOf } from './ci-data';
import { draftOpen } from './submit-retail';

/**
 * POST projects/ciimplementationcompliancechoice (issue 20 §3): the originator's full or partial choice is
 * kept with the CI draft, as its uploads are, so a reload before the submission shows it again. The
 * submission sends the choice once more and checks the evidence then.
 */
export async function saveComplianceChoice(
  ctx: SignedInContext,
  body: ParsedBody<Api['saveCiComplianceChoice']>,
): Promise<CiImplementation> {
  const { db, auth, actor } = ctx;
  await visibleProject(db, auth, body.ProjectId);
  const user = await policyUserOf(db, auth);
  await db.transaction(async (tx) => {
    const project = await lockKnownProject(tx, body.ProjectId);
    await draftOpen(tx, user, project);
    const fullCompliance = body.ImpleMentationCompletedStatus;
    await tx
      .insert(ciImplementations)
      .values({ projectId: project.id, fullCompliance })
      .onConflictDoUpdate({ target: ciImplementations.projectId, set: { fullCompliance } });
    await audit(tx, actor, 'ciSubmission.choice', 'project', project.id, { fullCompliance });
  });
  return ciImplementationOf(db, { auth, link: null }, body.ProjectId);
}
