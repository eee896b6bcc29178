import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type InviteBody } from '@portal/contract';
import { API } from '../../../lib/routes';
import { call } from '../../../lib/api';
import { invitationsKey } from './getInvitations';

/** POST /projects/invitations (docs/external-parties.md): invites a supplier (per brand), the download recipient or an auditor. */
export const inviteParty = (body: InviteBody) => call(API.inviteParty, { body });

export function useInviteParty(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteParty,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationsKey(projectId) }),
  });
}
