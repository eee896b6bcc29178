import { and, eq, inArray, isNull } from 'drizzle-orm';
import { BRANDS, type Api, type Language, type MessageBody, type ParsedBody } from '@portal/contract';
import type { Config } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import { ciBrandBlocks, invitations, projectDocuments } from '../../db/schema';
import { audit, type Actor } from '../../platform/audit';
import type { LinkContext } from '../../platform/auth';
import { refused } from '../../platform/errors';
import { t } from '../../platform/i18n';
import { lockKnownProject } from '../projects/record';
import { tellLifecycle } from '../projects/lifecycle/notifier';
import { transitionIfAllowed } from '../projects/lifecycle/transition';
import { openInvitation, sameBinding, stageOpen } from './link-checks';

/**
 * POST projects/SubmitCIImplementationForSupplier (spec 002 §3, §5; docs/external-parties.md): a supplier enters the three
 * dates of its brand and confirms the installation, once its brand's offer and order are on file. Its link
 * becomes read-only; when every CI brand of the project is covered (the lifecycle's guard: each brand's
 * active supplier confirmed), the project moves to Notification of Technical Completion. One transaction.
 */
export async function submitSupplierCi(
  ctx: { db: Db; config: Config; link: LinkContext; actor: Actor; lang: Language },
  body: ParsedBody<Api['submitSupplierCiImplementation']>,
): Promise<MessageBody> {
  const { db, link, actor } = ctx;
  sameBinding(link, { projectId: body.ProjectId, partyId: body.SupplierId, brandId: body.BrandId });
  await db.transaction(async (tx) => {
    const project = await lockKnownProject(tx, body.ProjectId);
    await openInvitation(tx, link);
    stageOpen(project, 'ciImplementation.notInStage');
    if (!(await offerAndOrderOnFile(tx, project.id, body.BrandId)))
      throw refused('ciImplementation.offerAndOrderRequired');
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
    const done = await transitionIfAllowed(
      tx,
      project.id,
      'installationConfirmedBySuppliers',
      { link },
      { actor, note: 'every supplier confirmed' },
    );
    await tellLifecycle(tx, ctx.config, {
      about: 'ciStage',
      project,
      done,
      news: {
        notification: 'supplierConfirmed',
        mailEvent: 'suppliersConfirmed',
        vars: { brandName: BRANDS.find((b) => b.id === body.BrandId)?.name ?? '' },
        byRole: 'supplier',
        byName: link.name || link.email,
      },
    });
  });
  return { statusCode: 200, message: t(ctx.lang, 'external.submitted') };
}

/** Both the offer and the order of the brand are uploaded (live versions). */
async function offerAndOrderOnFile(tx: DbOrTx, projectId: number, brandId: number): Promise<boolean> {
  const rows = await tx
    .selectDistinct({ slot: projectDocuments.slot })
    .from(projectDocuments)
    .where(
      and(
        eq(projectDocuments.projectId, projectId),
        eq(projectDocuments.brandId, brandId),
        inArray(projectDocuments.slot, ['OfferFromSupplier', 'OrderFromSupplier']),
        isNull(projectDocuments.deletedAt),
      ),
    );
  return rows.length === 2;
}
