import { type LiteAccountBody } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API } from '../../../lib/routes';
import { call } from '../../../lib/api';
import { requestsKey } from './getRequestsToApprove';

export const createLiteAccountKey = ['site-approvals', 'create-lite-account'] as const;

/**
 * POST /users/createliteaccount (for an originator's request) or /users/createliteaccountwithoutoriginator.
 * `accountCreated` is false when the email already had a Retail Location account: the project was added to it.
 */
export const createLiteAccount = (body: LiteAccountBody, withRequest: boolean) =>
  withRequest
    ? call(API.createLiteAccount, { body })
    : call(API.createLiteAccountWithoutOriginator, { body });

/** Creates a Retail Location account (for a request or without one); the requests are read again. */
export function useCreateLiteAccount(withRequest: boolean) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: createLiteAccountKey,
    mutationFn: (body: LiteAccountBody) => createLiteAccount(body, withRequest),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: requestsKey }),
  });
}
