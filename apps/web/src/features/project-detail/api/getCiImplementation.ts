import { useQuery } from '@tanstack/react-query';
import { API } from '../../../lib/routes';
import { call } from '../../../lib/api';

export const ciImplementationKey = (projectId: number) => ['ciImplementation', projectId] as const;

/** GET /projects/getallciimplementationdata/{userId}/{projectId} (spec 001 §7): the CI screen's data. */
export const getCiImplementation = (userId: number, projectId: number) =>
  call(API.getCiImplementation, { params: { userId, projectId } });

export const useCiImplementation = (userId: number, projectId: number) =>
  useQuery({
    queryKey: ciImplementationKey(projectId),
    queryFn: () => getCiImplementation(userId, projectId),
  });
