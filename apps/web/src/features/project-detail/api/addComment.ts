import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CommentTypeId } from '@portal/contract';
import { API } from '../../../lib/routes';
import { callMultipart } from '../../../lib/api';
import { commentTypesKey } from './getCommentTypes';
import { designValidationInfoKey } from './getDesignValidationInfo';
import { projectCommentsKey } from './getCommentsByProject';
import { markupsKey } from './markups';

export interface NewComment {
  projectId: number;
  commentType: CommentTypeId;
  text: string;
  /** The author as the spec sends it; the server takes who comments from the session. */
  commentedBy: string;
  commenterName: string;
  commenterRole: string;
  attachments: readonly File[];
  /** HQ's draft markups sent with its Feedback Provided (docs/review.md). */
  markupIds?: readonly number[];
}

/** The multipart fields of `projects/AddCommentsByUsers/` (spec 002 §7), each attachment a `ListOfAttachments` part. */
export function commentForm(c: NewComment): FormData {
  const form = new FormData();
  form.append('ProjectId', String(c.projectId));
  form.append('CommentType', String(c.commentType));
  form.append('CommentedBy', c.commentedBy);
  form.append('ListOfComments', c.text);
  form.append('CommenterName', c.commenterName);
  form.append('CommenterRole', c.commenterRole);
  for (const file of c.attachments) form.append('ListOfAttachments', file, file.name);
  if (c.markupIds?.length) form.append('MarkupIds', c.markupIds.join(','));
  return form;
}

/** POST projects/AddCommentsByUsers/ (multipart, several attachments). */
export const addComment = (c: NewComment) => callMultipart(API.addComment, commentForm(c));

export function useAddComment(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addComment,
    // A feedback request or answer changes the content status and the types allowed next.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: projectCommentsKey(projectId) }),
        queryClient.invalidateQueries({ queryKey: commentTypesKey(projectId) }),
        queryClient.invalidateQueries({ queryKey: designValidationInfoKey(projectId) }),
        // Markups sent with HQ's feedback are no longer drafts.
        queryClient.invalidateQueries({ queryKey: markupsKey(projectId) }),
      ]),
  });
}
