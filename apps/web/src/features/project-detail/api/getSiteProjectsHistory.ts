import { useQuery } from '@tanstack/react-query';
import { API } from '../../../lib/routes';
import { call } from '../../../lib/api';

export const siteHistoryKey = (projectId: number) => ['project-detail', projectId, 'site-history'] as const;

/** GET Sites/GetAllSiteProjectsHistory/{projectId} (spec 001 §7): projects at the same site, newest first. */
export const getSiteProjectsHistory = (projectId: number) =>
  call(API.getSiteProjectsHistory, { params: { projectId } });

export const useSiteHistory = (projectId: number) =>
  useQuery({ queryKey: siteHistoryKey(projectId), queryFn: () => getSiteProjectsHistory(projectId) });
