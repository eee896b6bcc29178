import { useTranslation } from 'react-i18next';
import { inviteBody, type Invitation } from '@portal/contract';
import { InviteDialog as PartyInviteDialog } from '../../../components/invitations/InviteDialog';
import { inviteLabel, type InviteSlot } from '../../../components/invitations/parties';
import { useInviteParty } from '../api/inviteParty';

interface Props {
  projectId: number;
  slot: InviteSlot;
  onClose: () => void;
  onInvited: (invitation: Invitation) => void;
}

/** Invites a supplier (for its brand), the download recipient or the auditor of the project. */
export function InviteDialog({ projectId, slot, onClose, onInvited }: Props) {
  const { t } = useTranslation();
  const invite = useInviteParty(projectId);
  const party = slot.party;
  if (party === 'arcad') return null; // ARCAD parties have no project (the map's panel invites them)
  return (
    <PartyInviteDialog
      title={inviteLabel(t, slot)}
      schema={inviteBody}
      payload={(v) => ({
        ProjectId: projectId,
        Party: party,
        BrandId: slot.party === 'supplier' ? slot.brandId : undefined,
        Name: v.Name,
        Email: v.Email,
      })}
      invite={invite}
      onClose={onClose}
      onInvited={onInvited}
    />
  );
}
