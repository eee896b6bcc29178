import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type RetailCiBody } from '@portal/contract';
import { API } from '../../../lib/routes';
import { call } from '../../../lib/api';
import { ciImplementationKey } from './getCiImplementation';

/** POST projects/submitretailciimplementation (spec 001 §7): the originator submits; the project moves to 10. */
export const submitRetailCiImplementation = (body: RetailCiBody) =>
  call(API.submitRetailCiImplementation, { body });

export function useSubmitRetailCiImplementation(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitRetailCiImplementation,
    onSuccess: (answer) => {
      queryClient.setQueryData(ciImplementationKey(projectId), answer);
      // The summary card, the latest status and the status history.
      return queryClient.invalidateQueries({ queryKey: ['project-detail', projectId] });
    },
  });
}
