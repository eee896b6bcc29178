import { useQuery } from '@tanstack/react-query';
import { API } from '../../../lib/routes';
import { call } from '../../../lib/api';

export const requestsKey = ['site-approvals', 'requests'] as const;

/** GET Projects/GetAllProjectForArchitectToApprove: pending requests first, then decided ones. */
export const getRequestsToApprove = () => call(API.getRequestsToApprove);

export const useRequestsToApprove = () => useQuery({ queryKey: requestsKey, queryFn: getRequestsToApprove });
