import { useQuery } from '@tanstack/react-query';
import { API } from '../../../lib/routes';
import { call } from '../../../lib/api';

export const projectCommentsKey = (projectId: number) => ['projectComments', projectId] as const;

/** GET /projects/GetAllCommentByProject/{projectId} (spec 002 §7): the project's message thread. */
export const getCommentsByProject = (projectId: number) =>
  call(API.getCommentsByProject, { params: { projectId } });

export const useProjectComments = (projectId: number) =>
  useQuery({ queryKey: projectCommentsKey(projectId), queryFn: () => getCommentsByProject(projectId) });
