import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { latestStatus } from '@portal/contract';
import { api } from '../../../lib/api';

export type LatestStatus = z.infer<typeof latestStatus>;

/** GET /projects/GetProjectLatestStatus/{projectId} (spec 001 §7): decides which tabs are open. */
export const getLatestStatus = (projectId: number) =>
  api.get<LatestStatus>(`projects/GetProjectLatestStatus/${projectId}`);

export const useLatestStatus = (projectId: number) =>
  useQuery({
    queryKey: ['project-detail', projectId, 'latest-status'],
    queryFn: () => getLatestStatus(projectId),
  });
