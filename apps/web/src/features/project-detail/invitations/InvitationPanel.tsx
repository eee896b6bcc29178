import type { LinkParty } from '@portal/contract';
import { InvitationManager } from '../../../components/invitations/InvitationManager';
import type { InviteSlot } from '../../../components/invitations/parties';
import { invitationsKey, useInvitations } from '../api/getInvitations';
import { Panel } from '../ci/Panel';
import { InviteDialog } from './InviteDialog';

interface Props {
  id: string;
  projectId: number;
  title: string;
  /** The parties this panel lists. */
  parties: readonly LinkParty[];
  /** The Invite buttons (a supplier's disappears while its brand has one not revoked). */
  slots: readonly InviteSlot[];
}

/** The external parties of a project's tab (docs/external-parties.md), shown to those who may invite them. */
export function InvitationPanel({ id, projectId, title, parties, slots }: Props) {
  const list = useInvitations(projectId);
  return (
    <Panel id={id} title={title}>
      <InvitationManager
        id={id}
        listKey={invitationsKey(projectId)}
        list={list}
        parties={parties}
        slots={slots}
        inviteDialog={(slot, onClose, onInvited) => (
          <InviteDialog projectId={projectId} slot={slot} onClose={onClose} onInvited={onInvited} />
        )}
      />
    </Panel>
  );
}
