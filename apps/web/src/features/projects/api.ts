import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  AccountProjectRow,
  FilterDetails,
  ProjectListAnswer,
  ProjectListBody,
  SavedFilters,
} from '@portal/contract';
import { api, download } from '../../lib/api';

/** POST Projects/getallprojectsbyfilters: one page of the list within the caller's scope (spec 001 §7). */
export const getProjects = (body: ProjectListBody) =>
  api.post<ProjectListAnswer>('Projects/getallprojectsbyfilters', body);

export const projectsKey = ['projects', 'list'] as const;

export function useProjects(body: ProjectListBody, saveNonce: number, enabled: boolean) {
  return useQuery({
    // A Filter Data / Show All click is its own request (it saves the filters), even with the same filters.
    queryKey: [...projectsKey, body, body.SaveFilters ? saveNonce : 0],
    queryFn: () => getProjects(body),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** GET /home/getfilterdetails?Role=: the brand, country and status options of the filter panel. */
export const getFilterDetails = (role: string) =>
  api.get<FilterDetails>(`home/getfilterdetails?Role=${encodeURIComponent(role)}`);

export const useFilterDetails = (role: string, enabled: boolean) =>
  useQuery({
    queryKey: ['projects', 'filter-details', role],
    queryFn: () => getFilterDetails(role),
    enabled,
    staleTime: Infinity,
  });

/** GET Projects/isFilterClicked: the filters the user saved last time (Filter Data). */
export const getSavedFilters = () => api.get<SavedFilters>('Projects/isFilterClicked');

export const useSavedFilters = (enabled: boolean) =>
  useQuery({
    queryKey: ['projects', 'saved-filters'],
    queryFn: getSavedFilters,
    enabled,
    staleTime: 0,
    gcTime: 0,
  });

/**
 * GET Projects/getallprojectbyaccountname (spec 001 §7): the caller's own projects as list rows, then its
 * requests still awaiting a decision or rejected (rows with an originatorProjectRequestId).
 */
export const getAccountProjects = () => api.get<AccountProjectRow[]>('Projects/getallprojectbyaccountname');

export const pendingRequestsKey = ['projects', 'pending-requests'] as const;

export const usePendingRequests = (enabled: boolean) =>
  useQuery({
    queryKey: pendingRequestsKey,
    queryFn: getAccountProjects,
    // The panel shows the request rows; the grid has the projects (paged, sorted, filtered).
    select: (rows) => rows.filter((r) => r.originatorProjectRequestId !== null),
    enabled,
    staleTime: 0,
  });

/** POST /Projects/holdorunholdproject/{projectId}: pauses or enables a project (VC). */
export const holdOrUnholdProject = (projectId: number) =>
  api.post<{ projectId: number; isEnabled: boolean }>(`Projects/holdorunholdproject/${projectId}`);

/** POST /Projects/exportprojectscsv: every row of the filtered, sorted list as projects.csv. */
export const exportProjectsCsv = (body: Omit<ProjectListBody, 'Page' | 'PageSize' | 'SaveFilters'>) =>
  download('Projects/exportprojectscsv', 'projects.csv', { body });
