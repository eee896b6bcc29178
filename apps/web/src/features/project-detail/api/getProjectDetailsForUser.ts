import { useQuery } from '@tanstack/react-query';
import { API } from '../../../lib/routes';
import { call } from '../../../lib/api';

export const siteDetailsKey = (projectId: number) => ['project-detail', projectId, 'site'] as const;

/** GET /projects/GetProjectDetailsForUser/{userId}/{projectId} (spec 001 §7): the Site information tab. */
export const getProjectDetailsForUser = (userId: number, projectId: number) =>
  call(API.getProjectDetailsForUser, { params: { userId, projectId } });

export const useSiteDetails = (userId: number | undefined, projectId: number) =>
  useQuery({
    queryKey: siteDetailsKey(projectId),
    queryFn: () => getProjectDetailsForUser(userId ?? 0, projectId),
    enabled: userId !== undefined,
  });
