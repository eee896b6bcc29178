import { useQuery } from '@tanstack/react-query';
import { API } from '../../../lib/routes';
import { call } from '../../../lib/api';

export const arcadInvitationsKey = ['invitations', 'arcad'] as const;

/** GET /projects/arcadinvitations (docs/external-parties.md): the ARCAD parties invited, newest first, with their state. */
export const getArcadInvitations = () => call(API.getArcadInvitations);

export const useArcadInvitations = () =>
  useQuery({ queryKey: arcadInvitationsKey, queryFn: getArcadInvitations });
