import { z } from 'zod';
import { LINK_PARTIES } from '../api/define';
import { LIMITS } from '../validation';
import { emailField, requiredText } from './common';
import { dbId } from './ids';

/**
 * Invitations of external parties (docs/external-parties.md): a supplier per brand and the validated-design download
 * recipient (CI Implementation tab: VC or the project's originator), an auditor (Compliance Audit tab:
 * VC). Each invitation is mailed a link; it can be revoked and re-sent, and its state is shown.
 */

/** The parties invited from a project's tabs (ARCAD parties are invited from the map, without a project). */
export const PROJECT_PARTIES = ['supplier', 'auditor', 'download'] as const;
export type ProjectParty = (typeof PROJECT_PARTIES)[number];

export const INVITATION_STATES = ['sent', 'opened', 'submitted', 'expired', 'revoked'] as const;
export type InvitationState = (typeof INVITATION_STATES)[number];

/** POST /projects/invitations */
export const inviteBody = z.object({
  ProjectId: dbId,
  Party: z.enum(PROJECT_PARTIES, { error: 'invitation.validation.party' }),
  /** Required for a supplier (one per brand of the project), absent otherwise. */
  BrandId: dbId.optional().nullable(),
  Name: requiredText(LIMITS.nameMaxLength),
  Email: emailField,
});
export type InviteBody = z.input<typeof inviteBody>;

export const invitation = z.object({
  invitationId: z.number(),
  projectId: z.number().nullable(),
  party: z.enum(LINK_PARTIES),
  brandId: z.number().nullable(),
  brandName: z.string(),
  name: z.string(),
  email: z.string(),
  state: z.enum(INVITATION_STATES),
  invitedBy: z.string(),
  createdAt: z.string(),
  lastSentAt: z.string(),
  expiresAt: z.string(),
  openedAt: z.string().nullable(),
  submittedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type Invitation = z.infer<typeof invitation>;

export const invitationParams = z.object({ invitationId: dbId });

/**
 * GET /projects/externallink: what an external page's link token opens (its page compares the ids of its
 * address with these; any mismatch is "Incorrect URL copied or Session has expired.").
 */
export const externalLink = z.object({
  party: z.enum(LINK_PARTIES),
  invitationId: z.number(),
  projectId: z.number().nullable(),
  /** The project's originator (the `userid` of the page's address). */
  userId: z.number().nullable(),
  brandId: z.number().nullable(),
  brandName: z.string(),
  projectUniqueId: z.string(),
  siteName: z.string(),
  name: z.string(),
  email: z.string(),
  /** Submitted: the page shows what was sent and accepts nothing more (docs/external-parties.md). */
  readOnly: z.boolean(),
});
export type ExternalLink = z.infer<typeof externalLink>;
