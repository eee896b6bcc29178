import { useQuery } from '@tanstack/react-query';
import { API } from '../../../lib/routes';
import { call } from '../../../lib/api';

export const projectLocationKey = (projectId: number) => ['project-detail', projectId, 'location'] as const;

/** GET users/getuserbyid/{userId}?projectId= (spec 001 §7): the project site's coordinates. */
export const getProjectLocation = (userId: number, projectId: number) =>
  call(API.getUserById, { params: { userId }, query: { projectId } });

export const useProjectLocation = (userId: number | undefined, projectId: number) =>
  useQuery({
    queryKey: projectLocationKey(projectId),
    queryFn: () => getProjectLocation(userId ?? 0, projectId),
    enabled: userId !== undefined,
  });
