import { useQuery } from '@tanstack/react-query';
import type { ProjectUserDetails } from '@portal/contract';
import { api } from '../../../lib/api';

/** GET /projects/GetProjectUserDetails/{projectId} (spec 001 §7): the summary card and brand chips. */
export const getProjectSummary = (projectId: number) =>
  api.get<ProjectUserDetails>(`projects/GetProjectUserDetails/${projectId}`);

export const projectSummaryKey = (projectId: number) => ['project-detail', projectId, 'summary'] as const;

export const useProjectSummary = (projectId: number) =>
  useQuery({ queryKey: projectSummaryKey(projectId), queryFn: () => getProjectSummary(projectId) });
