import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type RequestProjectAccessBody } from '@portal/contract';
import { API } from '../../../../lib/routes';
import { call } from '../../../../lib/api';
import { pendingRequestsKey } from '../../api/getProjectByAccountName';

export const requestProjectAccessKey = ['projects', 'request-project-access'] as const;

/** POST /DynamicBrand/RequestProjectAccess: records an originator request (docs/lifecycle.md). */
export const requestProjectAccess = (body: RequestProjectAccessBody) =>
  call(API.requestProjectAccess, { body });

/** Records a request; the originator's pending requests are read again. */
export function useRequestProjectAccess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: requestProjectAccessKey,
    mutationFn: requestProjectAccess,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: pendingRequestsKey }),
  });
}
