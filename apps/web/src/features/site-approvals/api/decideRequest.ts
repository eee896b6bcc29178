import { type DecideRequestBody } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API } from '../../../lib/routes';
import { call } from '../../../lib/api';
import { requestsKey } from './getRequestsToApprove';

/** POST /Projects/ApproveOrRejectOriginatorRequest: approve (the project is created) or reject. */
export const decideRequest = (body: DecideRequestBody) => call(API.decideRequest, { body });

/** Approves or rejects a request; the list is read again whatever the answer. */
export function useDecideRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideRequest,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: requestsKey }),
  });
}
