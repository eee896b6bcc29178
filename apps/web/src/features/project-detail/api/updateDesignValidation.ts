import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DOCUMENT_SLOTS, type UpdateDesignBody } from '@portal/contract';
import { API } from '../../../lib/routes';
import { ApiError, call } from '../../../lib/api';
import { designValidationInfoKey } from './getDesignValidationInfo';
import { documentInfoKey } from './getDocumentInfo';
import { projectDesignDataKey } from './getAllProjectData';
import { projectSummaryKey } from './getProjectUserDetails';

/**
 * POST /Projects/UpdateDesignValidationWithDynamicBrand (spec 001 §7; docs/lifecycle.md): saves the project data,
 * the brands and the showroom surfaces; with IsSubmit it also submits (refused with 405 and the spec's message).
 */
export const updateDesignValidation = (body: UpdateDesignBody) => call(API.updateDesignValidation, { body });

export function useUpdateDesignValidation(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDesignValidation,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: designValidationInfoKey(projectId) }),
        // The brands decide which document slots show and which are required.
        queryClient.invalidateQueries({ queryKey: documentInfoKey(projectId) }),
        queryClient.invalidateQueries({ queryKey: projectDesignDataKey(projectId) }),
        queryClient.invalidateQueries({ queryKey: ['brandDetails', projectId] }),
        // The summary card (status, planned opening date), latest status (tabs) and status history.
        queryClient.invalidateQueries({ queryKey: ['project-detail', projectId] }),
      ]),
    onError: (err, body) => {
      if (!body.IsSubmit || !(err instanceof ApiError) || err.status !== 405) return;
      // A refused submission saved the draft first: the summary card (planned opening date) shows what is
      // saved now; a refusal for missing documents (its fields name the slots) has the slots read again.
      void queryClient.invalidateQueries({ queryKey: projectSummaryKey(projectId) });
      if (DOCUMENT_SLOTS.some((slot) => slot in err.fields))
        void queryClient.invalidateQueries({ queryKey: documentInfoKey(projectId) });
    },
  });
}
