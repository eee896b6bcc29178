import { API } from '../../../lib/routes';
import { call } from '../../../lib/api';

/** POST /Projects/UpdateStatusApproveToRejected/{projectId}: Project Approved → Refused / Not Compliant. */
export const refuseApprovedProject = (projectId: number) =>
  call(API.updateStatusApproveToRejected, { params: { projectId } });
