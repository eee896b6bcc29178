import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { decideRequestAnswer, decideRequestBody } from '@portal/contract';
import { theRow } from '../../../db/client';
import { originatorRequests, sites, users } from '../../../db/schema';
import type { SignedInContext } from '../../../platform/api';
import { audit } from '../../../platform/audit';
import { refused } from '../../../platform/errors';
import { t } from '../../../platform/i18n';
import { createProject } from '../../projects/create';
import { mailRequestApproved, mailRequestRejected } from '../mails';
import { lockPendingRequest } from '../pending-request';

export interface DecideRequestInput {
  body: z.output<typeof decideRequestBody>;
}

/**
 * POST /Projects/ApproveOrRejectOriginatorRequest/ (VC; spec 002 §4, §7): rejects a pending request, or
 * approves one for an existing location, which creates its project. A new location is never approved as
 * is: it is created with its lite account (create-lite-account.ts). One transaction with the mail to the
 * originator and the audit row; of two simultaneous decisions exactly one wins.
 */
export async function decideRequest(
  { db, config, auth, actor, lang }: SignedInContext,
  { body }: DecideRequestInput,
): Promise<z.infer<typeof decideRequestAnswer>> {
  return db.transaction(async (tx) => {
    const request = await lockPendingRequest(tx, body.OriginatorProjectRequestId);
    const originator = theRow(
      await tx.select().from(users).where(eq(users.id, request.originatorUserId)),
      "the request's originator",
    );
    const decided = { decidedAt: new Date(), decidedBy: auth.email };
    if (body.status === 'Rejected') {
      await tx
        .update(originatorRequests)
        .set({ status: 'rejected', ...decided })
        .where(eq(originatorRequests.id, request.id));
      await mailRequestRejected(tx, config, { originator, request });
      await audit(tx, actor, 'siteRequest.reject', 'originatorRequest', request.id);
      return { statusCode: 200, message: t(lang, 'request.rejected'), projectId: null, projectUniqueId: '' };
    }
    if (request.isNewCreation || !request.siteId) throw refused('request.useCreate');
    const [site] = await tx.select().from(sites).where(eq(sites.id, request.siteId));
    const project = await createProject(
      tx,
      {
        siteId: request.siteId,
        originatorUserId: request.originatorUserId,
        retailUserId: site?.retailUserId ?? null,
        brands: request.brandDetails,
        documentationOnly: request.isDocumentOnly,
        siteInfoLocked: true,
      },
      actor,
    );
    await tx
      .update(originatorRequests)
      .set({ status: 'approved', projectId: project.id, ...decided })
      .where(eq(originatorRequests.id, request.id));
    await mailRequestApproved(tx, config, {
      originator,
      request,
      projectCode: project.uniqueCode,
    });
    await audit(tx, actor, 'siteRequest.approve', 'originatorRequest', request.id, {
      projectId: project.id,
      uniqueCode: project.uniqueCode,
    });
    return {
      statusCode: 200,
      message: t(lang, 'request.approved', { projectCode: project.uniqueCode }),
      projectId: project.id,
      projectUniqueId: project.uniqueCode,
    };
  });
}
