import type { FeatureHandlers } from '../../platform/api';
import {
  arcadInvitations,
  externalLinkOf,
  inviteArcadParty,
  inviteParty,
  projectInvitations,
  resendInvitation,
  revokeInvitation,
} from './service';

type Names =
  | 'inviteParty'
  | 'getInvitations'
  | 'revokeInvitation'
  | 'resendInvitation'
  | 'getExternalLink'
  | 'inviteArcadParty'
  | 'getArcadInvitations';

/** External parties' invitations and the context of their links (DESIGN §6; issue 11 §2). */
export const invitationsHandlers: FeatureHandlers<Names> = {
  inviteParty: ({ db, config, auth, body, actor, lang }) => inviteParty(db, config, auth, body, actor, lang),
  getInvitations: ({ db, auth, params }) => projectInvitations(db, auth, params.projectId),
  revokeInvitation: ({ db, auth, params, actor, lang }) =>
    revokeInvitation(db, auth, params.invitationId, actor, lang),
  resendInvitation: ({ db, config, auth, params, actor, lang }) =>
    resendInvitation(db, config, auth, params.invitationId, actor, lang),
  // A link-only route: the auth hook has set the link (typed non-null by the route's access).
  getExternalLink: ({ db, link, actor }) => externalLinkOf(db, link, actor),
  inviteArcadParty: ({ db, config, auth, body, actor, lang }) =>
    inviteArcadParty(db, config, auth, body, actor, lang),
  getArcadInvitations: ({ db, auth }) => arcadInvitations(db, auth),
};
