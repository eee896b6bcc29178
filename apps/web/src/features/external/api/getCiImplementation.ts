import { useQuery } from '@tanstack/react-query';
import { API } from '../../../lib/routes';
import { call } from '../../../lib/api';
import { takeEarly } from '../early';

export const ciKey = (projectId: number) => ['external', 'ci', projectId] as const;

/** GET /projects/getallciimplementationdata/{userId}/{projectId}: a supplier's link gets its brand's block. */
export const getCiImplementation = (userId: number, projectId: number, token: string) =>
  call(API.getCiImplementation, { params: { userId, projectId } }, { token });

export const useCiImplementation = (userId: number, projectId: number, token: string) =>
  useQuery({
    queryKey: ciKey(projectId),
    queryFn: () => takeEarly('ci', token, () => getCiImplementation(userId, projectId, token)),
  });
