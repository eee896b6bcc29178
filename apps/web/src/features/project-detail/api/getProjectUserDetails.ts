import { useQuery } from '@tanstack/react-query';
import { API } from '../../../lib/routes';
import { call } from '../../../lib/api';

export const projectSummaryKey = (projectId: number) => ['project-detail', projectId, 'summary'] as const;

/** GET /projects/GetProjectUserDetails/{projectId} (spec 001 §7): the summary card and brand chips. */
export const getProjectUserDetails = (projectId: number) =>
  call(API.getProjectUserDetails, { params: { projectId } });

export const useProjectSummary = (projectId: number) =>
  useQuery({ queryKey: projectSummaryKey(projectId), queryFn: () => getProjectUserDetails(projectId) });
