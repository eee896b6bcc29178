import { useQuery } from '@tanstack/react-query';
import { API } from '../../../lib/routes';
import { call } from '../../../lib/api';

export const adminProjectsKey = ['admin-projects'] as const;

/** GET Projects/GetAdminproject/{search}: projects whose code or id matches; without search the newest ones. */
export const getAdminProjects = (search: string) => call(API.getAdminProjects, { params: { search } });

export const useAdminProjects = (search: string) =>
  useQuery({
    queryKey: [...adminProjectsKey, search],
    queryFn: () => getAdminProjects(search),
    staleTime: 0,
  });
