import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CreateProjectBody } from '@portal/contract';
import { API } from '../../../lib/routes';
import { call } from '../../../lib/api';

/** POST /Projects/CreateProject (docs/lifecycle.md): saves the site information of an existing project. */
export const saveSiteInformation = (body: CreateProjectBody) => call(API.createProject, { body });

export function useSaveSiteInformation(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSiteInformation,
    // The summary card and the site history show the site's name, city and brands too.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['project-detail', projectId] }),
  });
}
