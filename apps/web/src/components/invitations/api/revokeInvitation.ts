import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { API } from '../../../lib/routes';
import { call } from '../../../lib/api';

/** POST /projects/invitations/{invitationId}/revoke (docs/external-parties.md): the link stops working. */
export const revokeInvitation = (invitationId: number) =>
  call(API.revokeInvitation, { params: { invitationId } });

/** Revokes an invitation; the list it was taken from (`listKey`) is read again. */
export function useRevokeInvitation(listKey: QueryKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeInvitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listKey }),
  });
}
