import { useQuery } from '@tanstack/react-query';
import { API } from '../../../lib/routes';
import { call } from '../../../lib/api';

export const pendingRequestsKey = ['projects', 'pending-requests'] as const;

/**
 * GET Projects/getallprojectbyaccountname (spec 001 §7): the caller's own projects as list rows, then its
 * requests still awaiting a decision or rejected (rows with an originatorProjectRequestId).
 */
export const getAccountProjects = () => call(API.getProjectByAccountName);

export const usePendingRequests = (enabled: boolean) =>
  useQuery({
    queryKey: pendingRequestsKey,
    queryFn: getAccountProjects,
    // The panel shows the request rows; the grid has the projects (paged, sorted, filtered).
    select: (rows) => rows.filter((r) => r.originatorProjectRequestId !== null),
    enabled,
    staleTime: 0,
  });
