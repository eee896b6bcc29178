import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { API } from '../../../lib/routes';
import { call } from '../../../lib/api';

/** POST /projects/invitations/{invitationId}/resend (docs/external-parties.md): a new 30-day link, the old one stops working. */
export const resendInvitation = (invitationId: number) =>
  call(API.resendInvitation, { params: { invitationId } });

/** Re-sends an invitation; the list it was taken from (`listKey`: a project's, or the ARCAD parties') is read again. */
export function useResendInvitation(listKey: QueryKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendInvitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listKey }),
  });
}
