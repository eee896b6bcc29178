import { z } from 'zod';
import { ROLES } from '../roles';
import { messageBody } from '../schemas/common';
import { dbId } from '../schemas/ids';
import { externalLink, invitation, invitationParams, inviteBody } from '../schemas/invitations';
import { LINK_PARTIES, route } from './define';

const INVITERS = [ROLES.VC, ROLES.ORIGINATOR] as const;

/** Invitations of external parties and the context of their links (docs/external-parties.md; issue 11 §2). */
export const invitationsApi = {
  inviteParty: route({
    method: 'POST',
    path: '/projects/invitations',
    access: INVITERS,
    tag: 'external parties',
    summary:
      'Invites a supplier (per brand), the download recipient (VC or the originator) or an auditor (VC)',
    body: inviteBody,
    answer: invitation,
  }),
  getInvitations: route({
    method: 'GET',
    path: '/projects/invitations/:projectId',
    access: 'user',
    tag: 'external parties',
    summary: "The project's invitations with their state (sent, opened, submitted, expired, revoked)",
    params: z.object({ projectId: dbId }),
    answer: z.array(invitation),
  }),
  revokeInvitation: route({
    method: 'POST',
    path: '/projects/invitations/:invitationId/revoke',
    access: INVITERS,
    tag: 'external parties',
    params: invitationParams,
    answer: messageBody,
  }),
  resendInvitation: route({
    method: 'POST',
    path: '/projects/invitations/:invitationId/resend',
    access: INVITERS,
    tag: 'external parties',
    summary: 'Mails a new link (the old one stops working) and restarts the 30 days',
    params: invitationParams,
    answer: invitation,
  }),
  getExternalLink: route({
    method: 'GET',
    path: '/projects/externallink',
    access: { link: LINK_PARTIES },
    tag: 'external parties',
    summary: "What the caller's link token opens; marks the invitation opened",
    answer: externalLink,
  }),
};
