import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type DesignValidationInfo } from '@portal/contract';
import { API } from '../../../lib/routes';
import { callMultipart } from '../../../lib/api';
import { commentTypesKey } from './getCommentTypes';
import { designValidationInfoKey } from './getDesignValidationInfo';
import { documentInfoKey } from './getDocumentInfo';
import { projectCommentsKey } from './getCommentsByProject';
import { markupsKey } from './markups';

export type ValidationCheck = 'completeness' | 'content';
export type ValidationDecision = 'approve' | 'reject';

export interface Decision {
  projectId: number;
  /** The project's user (spec 001 §1: the detail screens keep it in session storage). */
  userId: number;
  /** The acting user's e-mail (spec 001 §7). */
  updaterId: string;
  check: ValidationCheck;
  decision: ValidationDecision;
  comment: string;
  /** Draft markups attached to the comment (docs/review.md). */
  markupIds?: number[];
}

const FLAG: Record<ValidationCheck, Record<ValidationDecision, string>> = {
  completeness: { approve: 'IsCompletenessChkAccepted', reject: 'IsCompletenessChkRejected' },
  content: { approve: 'IsContentValidationAccepted', reject: 'IsContentValidationRejected' },
};
const ALL_FLAGS = Object.values(FLAG).flatMap((f) => Object.values(f));

/** The multipart fields of `projects/ValidateProjectData` (spec 001 §7): one decision flag true, the others false. */
export function decisionForm(d: Decision): FormData {
  const form = new FormData();
  form.append('UserID', String(d.userId));
  form.append('ProjectId', String(d.projectId));
  form.append('UpdaterId', d.updaterId);
  const chosen = FLAG[d.check][d.decision];
  for (const flag of ALL_FLAGS) form.append(flag, String(flag === chosen));
  form.append('ListOfComments', d.comment);
  if (d.markupIds?.length) form.append('MarkupIds', d.markupIds.join(','));
  return form;
}

/** POST projects/ValidateProjectData (multipart): one decision on the completeness or the content check. */
export const validateProjectData = (d: Decision) => callMultipart(API.validateProjectData, decisionForm(d));

export function useValidateProjectData(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: validateProjectData,
    onSuccess: (answer) => {
      // The answer is the updated validation info: show it at once, then read it again with the rest.
      const { message: _message, ...info } = answer;
      queryClient.setQueryData<DesignValidationInfo>(designValidationInfoKey(projectId), info);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: designValidationInfoKey(projectId) }),
        // The summary card, latest status (tabs) and status history of ProjectDetailPage.
        queryClient.invalidateQueries({ queryKey: ['project-detail', projectId] }),
        queryClient.invalidateQueries({ queryKey: projectCommentsKey(projectId) }),
        queryClient.invalidateQueries({ queryKey: commentTypesKey(projectId) }),
        queryClient.invalidateQueries({ queryKey: documentInfoKey(projectId) }),
        queryClient.invalidateQueries({ queryKey: markupsKey(projectId) }),
      ]);
    },
  });
}
