import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { SiteHistoryRow, statusHistoryRow } from '@portal/contract';
import { api } from '../../../lib/api';

export type StatusHistoryRow = z.infer<typeof statusHistoryRow>;

/** GET Sites/GetAllSiteProjectsHistory/{projectId} (spec 001 §7): projects at the same site, newest first. */
export const getSiteHistory = (projectId: number) =>
  api.get<SiteHistoryRow[]>(`Sites/GetAllSiteProjectsHistory/${projectId}`);

export const useSiteHistory = (projectId: number) =>
  useQuery({
    queryKey: ['project-detail', projectId, 'site-history'],
    queryFn: () => getSiteHistory(projectId),
  });

/** GET /projects/GetProjectStatusHistory/{projectId} (our addition): the project's status changes. */
export const getStatusHistory = (projectId: number) =>
  api.get<StatusHistoryRow[]>(`projects/GetProjectStatusHistory/${projectId}`);

export const useStatusHistory = (projectId: number) =>
  useQuery({
    queryKey: ['project-detail', projectId, 'status-history'],
    queryFn: () => getStatusHistory(projectId),
  });
