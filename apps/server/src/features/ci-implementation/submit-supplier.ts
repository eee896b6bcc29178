import { and, eq, isNull } from 'drizzle-orm';
import {
  BRANDS,
  CI_SUBMIT_STATUSES,
  STATUS,
  type Api,
  type Language,
  type MessageBody,
  type ParsedBody,
} from '@portal/contract';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { ciBrandBlocks, invitations } from '../../db/schema';
import { audit, type Actor } from '../../platform/audit';
import type { LinkContext } from '../../platform/auth';
import { t } from '../../platform/i18n';
import { lockProject } from '../projects/core';
import { openInvitation, sameBinding, stageOpen } from './link-checks';
import { advanceTo, tellCiEvent } from './stage';

/**
 * POST projects/SubmitCIImplementationForSupplier (spec 002 §3, §5; DESIGN §6): a supplier enters the three
 * dates of its brand and confirms the installation. Its link becomes read-only; when every supplier
 * invited on the project (not revoked) has confirmed, the project moves to Notification of Technical
 * Completion. One transaction.
 */
export async function submitSupplierCi(
  ctx: { db: Db; config: Config; link: LinkContext; actor: Actor; lang: Language },
  body: ParsedBody<Api['submitSupplierCiImplementation']>,
): Promise<MessageBody> {
  const { db, link, actor } = ctx;
  sameBinding(link, { projectId: body.ProjectId, partyId: body.SupplierId, brandId: body.BrandId });
  await db.transaction(async (tx) => {
    const project = (await lockProject(tx, body.ProjectId))!;
    await openInvitation(tx, link);
    stageOpen(project, 'ciImplementation.notInStage', CI_SUBMIT_STATUSES);
    const now = new Date();
    const dates = {
      plannedDeliveryDate: body.PlannedDeliveryDate,
      plannedInstallationDate: body.PlannedInstallationDate,
      installationCompletedDate: body.DateOfInstallationCompleted,
      confirmedAt: now,
      confirmedByInvitationId: link.invitationId,
    };
    await tx
      .insert(ciBrandBlocks)
      .values({ projectId: project.id, brandId: body.BrandId, ...dates })
      .onConflictDoUpdate({ target: [ciBrandBlocks.projectId, ciBrandBlocks.brandId], set: dates });
    await tx.update(invitations).set({ submittedAt: now }).where(eq(invitations.id, link.invitationId));
    await audit(tx, actor, 'ciSubmission.supplierConfirm', 'invitation', link.invitationId, {
      invitationId: link.invitationId,
      projectId: project.id,
      brandId: body.BrandId,
      ...dates,
      confirmedAt: now.toISOString(),
    });
    const waiting = await tx
      .select({ id: invitations.id })
      .from(invitations)
      .where(
        and(
          eq(invitations.projectId, project.id),
          eq(invitations.party, 'supplier'),
          isNull(invitations.revokedAt),
          isNull(invitations.submittedAt),
        ),
      )
      .limit(1);
    const moved =
      waiting.length === 0 &&
      (await advanceTo(tx, project, STATUS.technicalCompletion, actor, 'every supplier confirmed'));
    await tellCiEvent(tx, ctx.config, project, {
      notification: 'supplierConfirmed',
      mailEvent: 'suppliersConfirmed',
      vars: { brandName: BRANDS.find((b) => b.id === body.BrandId)?.name ?? '' },
      byRole: 'supplier',
      byName: link.name || link.email,
      movedTo: moved ? STATUS.technicalCompletion : null,
    });
  });
  return { statusCode: 200, message: t(ctx.lang, 'external.submitted') };
}
