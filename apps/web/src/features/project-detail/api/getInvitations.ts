import { useQuery } from '@tanstack/react-query';
import { API } from '../../../lib/routes';
import { call } from '../../../lib/api';

export const invitationsKey = (projectId: number) => ['invitations', projectId] as const;

/** GET /projects/invitations/{projectId} (docs/external-parties.md): the project's invitations with their state. */
export const getInvitations = (projectId: number) => call(API.getInvitations, { params: { projectId } });

export const useInvitations = (projectId: number, enabled = true) =>
  useQuery({ queryKey: invitationsKey(projectId), queryFn: () => getInvitations(projectId), enabled });
