import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API } from '../../../lib/routes';
import { call } from '../../../lib/api';
import { projectsKey } from './getProjectsByFilters';

/** POST /Projects/holdorunholdproject/{projectId}: pauses or enables a project (VC). */
export const holdOrUnholdProject = (projectId: number) =>
  call(API.holdOrUnholdProject, { params: { projectId } });

/**
 * Pauses or enables a row's project; the list is read again before the mutation settles, so the row's switch
 * stays busy until it shows the new state.
 */
export function useHoldOrUnholdProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (row: { projectId: number }) => holdOrUnholdProject(row.projectId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectsKey }),
  });
}
