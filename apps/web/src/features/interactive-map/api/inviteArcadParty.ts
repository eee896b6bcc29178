import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type InviteArcadBody } from '@portal/contract';
import { API } from '../../../lib/routes';
import { call } from '../../../lib/api';
import { arcadInvitationsKey } from './getArcadInvitations';

/** POST /projects/arcadinvitations (docs/external-parties.md): mails an ARCAD party its upload link. */
export const inviteArcadParty = (body: InviteArcadBody) => call(API.inviteArcadParty, { body });

export function useInviteArcadParty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteArcadParty,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: arcadInvitationsKey }),
  });
}
