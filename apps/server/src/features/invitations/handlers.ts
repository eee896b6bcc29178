import type { FeatureHandlers } from '../../platform/api';
import { inviteArcadParty } from './invite-arcad-party';
import { inviteParty } from './invite-party';
import { arcadInvitations, projectInvitations } from './list-invitations';
import { openExternalLink } from './open-external-link';
import { resendInvitation } from './resend-invitation';
import { revokeInvitation } from './revoke-invitation';

type Names =
  | 'inviteParty'
  | 'getInvitations'
  | 'revokeInvitation'
  | 'resendInvitation'
  | 'getExternalLink'
  | 'inviteArcadParty'
  | 'getArcadInvitations';

/**
 * External parties' invitations and the context of their links (docs/external-parties.md; issue 11 §2): one command or
 * query per call beside this file, each given the call's context and its typed input. A re-send replaces
 * the link token, a revocation kills both the invitation and its token.
 */
export const invitationsHandlers: FeatureHandlers<Names> = {
  inviteParty: (ctx) => inviteParty(ctx, ctx.body),
  getInvitations: (ctx) => projectInvitations(ctx, ctx.params.projectId),
  revokeInvitation: (ctx) => revokeInvitation(ctx, ctx.params.invitationId),
  resendInvitation: (ctx) => resendInvitation(ctx, ctx.params.invitationId),
  // A link-only route: the auth hook has set the link (typed non-null by the route's access).
  getExternalLink: (ctx) => openExternalLink(ctx, ctx.link),
  inviteArcadParty: (ctx) => inviteArcadParty(ctx, ctx.body),
  getArcadInvitations: (ctx) => arcadInvitations(ctx),
};
