import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API } from '../../../lib/routes';
import { call } from '../../../lib/api';
import { adminProjectsKey } from './getAdminProjects';

/** POST Users/MapUser: makes that originator the project's originator. */
export const mapOriginator = (projectUniqueId: string, email: string) =>
  call(API.mapUser, { body: { ProjectUniqueId: projectUniqueId, Email: email } });

/** Maps the originator with this email to the project; the admin list is read again. */
export function useMapOriginator(projectUniqueId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => mapOriginator(projectUniqueId, email),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminProjectsKey }),
  });
}
