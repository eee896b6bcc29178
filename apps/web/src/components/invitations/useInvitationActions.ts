import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { API } from '../../lib/routes';
import { call } from '../../lib/api';

/** POST /projects/invitations/{invitationId}/resend (docs/external-parties.md): a new 30-day link, the old one stops working. */
export const resendInvitation = (invitationId: number) =>
  call(API.resendInvitation, { params: { invitationId } });

/** POST /projects/invitations/{invitationId}/revoke (docs/external-parties.md): the link stops working. */
export const revokeInvitation = (invitationId: number) =>
  call(API.revokeInvitation, { params: { invitationId } });

/** Re-send and revoke, refreshing the list they were taken from (a project's, or the ARCAD parties'). */
export function useInvitationActions(listKey: QueryKey) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: listKey });
  return {
    resend: useMutation({ mutationFn: resendInvitation, onSuccess: refresh }),
    revoke: useMutation({ mutationFn: revokeInvitation, onSuccess: refresh }),
  };
}
