import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API } from '../../../lib/routes';
import { call } from '../../../lib/api';
import { adminProjectsKey } from './getAdminProjects';

/** DELETE /projects/deleteproject?projectUniqueId= */
export const deleteProject = (projectUniqueId: string) =>
  call(API.deleteProject, { query: { projectUniqueId } });

/** Deletes a project; the admin list is read again once it is gone. */
export function useDeleteProject(projectUniqueId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteProject(projectUniqueId),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminProjectsKey }),
  });
}
