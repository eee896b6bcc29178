import { useQuery } from '@tanstack/react-query';
import { API } from '../../../lib/routes';
import { call } from '../../../lib/api';

export const statusHistoryKey = (projectId: number) =>
  ['project-detail', projectId, 'status-history'] as const;

/** GET /projects/GetProjectStatusHistory/{projectId} (our addition): the project's status changes. */
export const getProjectStatusHistory = (projectId: number) =>
  call(API.getProjectStatusHistory, { params: { projectId } });

export const useStatusHistory = (projectId: number) =>
  useQuery({ queryKey: statusHistoryKey(projectId), queryFn: () => getProjectStatusHistory(projectId) });
