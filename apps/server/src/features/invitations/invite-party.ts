import { and, eq, isNull } from 'drizzle-orm';
import { isCiBrand, isCiStage, type Api, type Invitation, type ParsedBody } from '@portal/contract';
import { theRow } from '../../db/client';
import { invitations } from '../../db/schema';
import { audit } from '../../platform/audit';
import type { SignedInContext } from '../../platform/api';
import { badRequest, refused } from '../../platform/errors';
import { refuseWhilePaused } from '../projects/paused';
import { lockKnownProject, visibleProject } from '../projects/record';
import { answerOf } from './invitation-answer';
import { sendLink } from './invitation-links';
import { mayInvite } from './managed-invitation';

/**
 * POST /projects/invitations: VC or the project's originator invites a supplier per brand or the download
 * recipient, VC an auditor. The invitation is one row plus its live link token (hashed, 30 days); the
 * clear token only ever goes into the mail: no answer and no audit row carries it.
 */
export async function inviteParty(
  ctx: SignedInContext,
  body: ParsedBody<Api['inviteParty']>,
): Promise<Invitation> {
  const { db, config, auth, actor, lang } = ctx;
  await visibleProject(db, auth, body.ProjectId);
  return db.transaction(async (tx) => {
    const project = await lockKnownProject(tx, body.ProjectId);
    mayInvite(auth, body.Party, project);
    refuseWhilePaused(project, auth);
    // Parties are invited in any status of the CI stage (the lifecycle table's), Project Approved on.
    if (!isCiStage(project.statusId)) throw refused('invitation.notApproved');
    const brandId = body.BrandId ?? null;
    if (body.Party === 'supplier') {
      if (brandId === null)
        throw badRequest('invitation.brandRequired', { BrandId: 'invitation.brandRequired' });
      if (!project.brandIds.includes(brandId))
        throw badRequest('invitation.brandNotInProject', { BrandId: 'invitation.brandNotInProject' });
      if (!isCiBrand(brandId))
        throw badRequest('ciImplementation.notCiBrand', { BrandId: 'ciImplementation.notCiBrand' });
      const [live] = await tx
        .select({ id: invitations.id })
        .from(invitations)
        .where(
          and(
            eq(invitations.projectId, project.id),
            eq(invitations.party, 'supplier'),
            eq(invitations.brandId, brandId),
            isNull(invitations.revokedAt),
          ),
        )
        .limit(1);
      if (live) throw refused('invitation.supplierExists');
    } else if (brandId !== null) {
      throw badRequest('invitation.brandNotAllowed', { BrandId: 'invitation.brandNotAllowed' });
    }
    const row = theRow(
      await tx
        .insert(invitations)
        .values({
          projectId: project.id,
          party: body.Party,
          brandId,
          name: body.Name,
          email: body.Email,
          createdByUserId: auth.userId,
          createdByEmail: auth.email,
        })
        .returning(),
      'the new invitation',
    );
    await sendLink(tx, config, lang, auth, project, row);
    await audit(tx, actor, 'invitations.invite', 'invitation', row.id, {
      projectId: project.id,
      party: row.party,
      brandId,
      email: row.email,
    });
    return answerOf(tx, row);
  });
}
