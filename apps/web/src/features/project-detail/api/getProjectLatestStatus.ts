import { useQuery } from '@tanstack/react-query';
import { API } from '../../../lib/routes';
import { call } from '../../../lib/api';

export const latestStatusKey = (projectId: number) => ['project-detail', projectId, 'latest-status'] as const;

/** GET /projects/GetProjectLatestStatus/{projectId} (spec 001 §7): decides which tabs are open. */
export const getProjectLatestStatus = (projectId: number) =>
  call(API.getProjectLatestStatus, { params: { projectId } });

export const useLatestStatus = (projectId: number) =>
  useQuery({ queryKey: latestStatusKey(projectId), queryFn: () => getProjectLatestStatus(projectId) });
