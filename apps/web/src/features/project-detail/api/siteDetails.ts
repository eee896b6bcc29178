import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateProjectBody, MessageBody, SiteDetails } from '@portal/contract';
import { api } from '../../../lib/api';

/** GET /projects/GetProjectDetailsForUser/{userId}/{projectId} (spec 001 §7): the Site information tab. */
export const getSiteDetails = (userId: number, projectId: number) =>
  api.get<SiteDetails>(`projects/GetProjectDetailsForUser/${userId}/${projectId}`);

export const siteDetailsKey = (projectId: number) => ['project-detail', projectId, 'site'] as const;

export const useSiteDetails = (userId: number | undefined, projectId: number) =>
  useQuery({
    queryKey: siteDetailsKey(projectId),
    queryFn: () => getSiteDetails(userId ?? 0, projectId),
    enabled: userId !== undefined,
  });

/** POST /Projects/CreateProject (DESIGN §4a): saves the site information of an existing project. */
export const saveSiteInformation = (body: CreateProjectBody) =>
  api.post<MessageBody>('Projects/CreateProject', body);

export function useSaveSiteInformation(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSiteInformation,
    // The summary card and the site history show the site's name, city and brands too.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['project-detail', projectId] }),
  });
}
