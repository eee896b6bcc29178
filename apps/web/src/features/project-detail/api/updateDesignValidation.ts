import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type UpdateDesignBody } from '@portal/contract';
import { API } from '../../../lib/routes';
import { call } from '../../../lib/api';
import { designValidationInfoKey } from './getDesignValidationInfo';
import { documentInfoKey } from './getDocumentInfo';
import { projectDesignDataKey } from './getAllProjectData';

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
  });
}
