import { useQuery } from '@tanstack/react-query';
import type { DecideRequestBody, LiteAccountBody, OriginatorRequestRow } from '@portal/contract';
import { api } from '../../lib/api';

export const requestsKey = ['site-approvals', 'requests'] as const;

/** GET Projects/GetAllProjectForArchitectToApprove: pending requests first, then decided ones. */
export const useRequestsToApprove = () =>
  useQuery({
    queryKey: requestsKey,
    queryFn: () => api.get<OriginatorRequestRow[]>('Projects/GetAllProjectForArchitectToApprove'),
  });

export interface DecideAnswer {
  statusCode: number;
  message: string;
  projectId: number | null;
  projectUniqueId: string;
}

/** POST /Projects/ApproveOrRejectOriginatorRequest/ */
export const decideRequest = (body: DecideRequestBody) =>
  api.post<DecideAnswer>('/Projects/ApproveOrRejectOriginatorRequest/', body);

export interface LiteAccountAnswer {
  statusCode: number;
  message: string;
  /** False when the email already had a Retail Location account: the project was added to it. */
  accountCreated: boolean;
  userSequence: number;
  projectId: number;
  projectUniqueId: string;
}

/** POST /users/createliteaccount (for a request) or /users/createliteaccountwithoutoriginator. */
export const createLiteAccount = (body: LiteAccountBody, withRequest: boolean) =>
  api.post<LiteAccountAnswer>(
    withRequest ? '/users/createliteaccount' : '/users/createliteaccountwithoutoriginator',
    body,
  );
