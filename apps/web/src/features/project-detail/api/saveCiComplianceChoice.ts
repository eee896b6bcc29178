import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type RetailCiBody } from '@portal/contract';
import { API } from '../../../lib/routes';
import { call } from '../../../lib/api';
import { ciImplementationKey } from './getCiImplementation';

/** POST projects/ciimplementationcompliancechoice: the full or partial choice kept with the CI draft. */
export const saveCiComplianceChoice = (body: RetailCiBody) => call(API.saveCiComplianceChoice, { body });

export function useSaveCiComplianceChoice(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCiComplianceChoice,
    onSuccess: (answer) => queryClient.setQueryData(ciImplementationKey(projectId), answer),
  });
}
