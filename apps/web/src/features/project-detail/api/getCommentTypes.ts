import { useQuery } from '@tanstack/react-query';
import { API } from '../../../lib/routes';
import { call } from '../../../lib/api';

export const commentTypesKey = (projectId: number) => ['commentTypes', projectId] as const;

/**
 * GET /projects/GetAllCommentType/{userSequence}?projectId= (spec 002 §7; docs/lifecycle.md): the comment types the
 * caller may use on the project now (Comment always; Feedback Request / Provided when the state allows).
 */
export const getCommentTypes = (userSequence: number, projectId: number) =>
  call(API.getCommentTypes, { params: { userSequence }, query: { projectId } });

export const useCommentTypes = (userSequence: number, projectId: number) =>
  useQuery({
    queryKey: commentTypesKey(projectId),
    queryFn: () => getCommentTypes(userSequence, projectId),
  });
