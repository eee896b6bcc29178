import type { FeatureHandlers } from '../../platform/api';
import { createLiteAccount } from './commands/create-lite-account';
import { decideRequest } from './commands/decide-request';
import { requestProjectAccess } from './commands/request-project-access';
import { requestsToApprove } from './commands/requests-to-approve';
import { sitesForPicker } from './commands/sites-for-picker';

type Names =
  | 'requestProjectAccess'
  | 'getSitesAndRepresentatives'
  | 'getRequestsToApprove'
  | 'decideRequest'
  | 'createLiteAccount'
  | 'createLiteAccountWithoutOriginator';

/**
 * Originator requests, Site Approvals and lite location accounts (docs/lifecycle.md; spec 001 §7, 002 §7): one
 * command per call (commands/), each given the call's context and its typed input.
 */
export const siteRequestHandlers: FeatureHandlers<Names> = {
  requestProjectAccess: (ctx) => requestProjectAccess(ctx, { body: ctx.body }),
  getSitesAndRepresentatives: (ctx) => sitesForPicker(ctx, { query: ctx.query }),
  getRequestsToApprove: (ctx) => requestsToApprove(ctx),
  decideRequest: (ctx) => decideRequest(ctx, { body: ctx.body }),
  createLiteAccount: (ctx) =>
    createLiteAccount(ctx, { body: ctx.body, requestId: ctx.body.OriginatorProjectRequestId }),
  createLiteAccountWithoutOriginator: (ctx) => createLiteAccount(ctx, { body: ctx.body, requestId: null }),
};
