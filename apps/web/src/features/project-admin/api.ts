import { useQuery } from '@tanstack/react-query';
import type { AdminProjectRow, MessageBody } from '@portal/contract';
import { api } from '../../lib/api';

/** GET Projects/GetAdminproject/{search}: projects whose code or id matches; without search the newest ones. */
export const getAdminProjects = (search: string) =>
  api.get<AdminProjectRow[]>(`Projects/GetAdminproject/${encodeURIComponent(search)}`);

export const adminProjectsKey = ['admin-projects'] as const;

export const useAdminProjects = (search: string) =>
  useQuery({
    queryKey: [...adminProjectsKey, search],
    queryFn: () => getAdminProjects(search),
    staleTime: 0,
  });

/** POST /Projects/UpdateStatusApproveToRejected/{projectId}: Project Approved → Refused / Not Compliant. */
export const refuseApprovedProject = (projectId: number) =>
  api.post<boolean>(`Projects/UpdateStatusApproveToRejected/${projectId}`);

/** DELETE /projects/deleteproject?projectUniqueId= */
export const deleteProject = (projectUniqueId: string) =>
  api.delete<MessageBody>(`projects/deleteproject?projectUniqueId=${encodeURIComponent(projectUniqueId)}`);

/** POST Users/SendEmailToProjectOriginator/: 'Valid' when an accepted Project Originator has this email. */
export const verifyOriginator = (email: string) =>
  api.post<'Valid' | 'InValid'>('Users/SendEmailToProjectOriginator/', { Email: email });

/** POST Users/MapUser: makes that originator the project's originator. */
export const mapOriginator = (projectUniqueId: string, email: string) =>
  api.post<MessageBody>('Users/MapUser', { ProjectUniqueId: projectUniqueId, Email: email });
