import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ProjectListBody } from '@portal/contract';
import { API } from '../../../lib/routes';
import { call } from '../../../lib/api';

export const projectsKey = ['projects', 'list'] as const;

/** POST Projects/getallprojectsbyfilters: one page of the list within the caller's scope (spec 001 §7). */
export const getProjectsByFilters = (body: ProjectListBody) => call(API.getProjectsByFilters, { body });

export function useProjects(body: ProjectListBody, saveNonce: number, enabled: boolean) {
  return useQuery({
    // A Filter Data / Show All click is its own request (it saves the filters), even with the same filters.
    queryKey: [...projectsKey, body, body.SaveFilters ? saveNonce : 0],
    queryFn: () => getProjectsByFilters(body),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
