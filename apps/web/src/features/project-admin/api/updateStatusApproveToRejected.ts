import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API } from '../../../lib/routes';
import { call } from '../../../lib/api';
import { adminProjectsKey } from './getAdminProjects';

/** POST /Projects/UpdateStatusApproveToRejected/{projectId}: Project Approved → Refused / Not Compliant. */
export const refuseApprovedProject = (projectId: number) =>
  call(API.updateStatusApproveToRejected, { params: { projectId } });

/** Refuses an approved project; the admin list is read again when the server says it changed. */
export function useRefuseApprovedProject(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => refuseApprovedProject(projectId),
    onSuccess: (ok) => {
      if (ok) void queryClient.invalidateQueries({ queryKey: adminProjectsKey });
    },
  });
}
