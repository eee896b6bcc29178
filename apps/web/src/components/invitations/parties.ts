import type { TFunction } from 'i18next';
import type { Invitation, InvitationState, LinkParty } from '@portal/contract';

/** Whom an Invite button invites: a party, and for a supplier its brand. */
export interface InviteSlot {
  party: 'supplier' | 'auditor' | 'download' | 'arcad';
  brandId?: number;
  brandName?: string;
}

export const PARTY_LABEL: Record<LinkParty, string> = {
  supplier: 'ciScreens.party.supplier',
  auditor: 'ciScreens.party.auditor',
  download: 'ciScreens.party.download',
  arcad: 'ciScreens.party.arcad',
};

export const STATE_COLOR: Record<InvitationState, 'info' | 'primary' | 'success' | 'warning' | 'default'> = {
  sent: 'info',
  opened: 'primary',
  submitted: 'success',
  expired: 'warning',
  revoked: 'default',
};

/** The Invite button's label (and its dialog's title). */
export const inviteLabel = (t: TFunction, slot: InviteSlot) =>
  slot.party === 'supplier'
    ? t('ciScreens.invite.supplier', { brand: slot.brandName ?? '' })
    : t(`ciScreens.invite.${slot.party}`);

/** A brand's supplier is invited once until revoked (the server refuses another). */
export const slotOpen = (slot: InviteSlot, invitations: readonly Invitation[]) =>
  slot.party !== 'supplier' ||
  !invitations.some((i) => i.party === 'supplier' && i.brandId === slot.brandId && i.state !== 'revoked');

export const canResend = (i: Invitation) => i.state !== 'revoked' && i.state !== 'submitted';
export const canRevoke = (i: Invitation) => i.state !== 'revoked';
