import type { ApprovalDetail, MessageBody, ScopeRequestDetail } from '@portal/contract';
import { api } from '../../lib/api';

export interface ApprovalLink {
  Email: string;
  Token: string;
}

/** POST /users/getapprove/: the applicant's roles, name, site name, city and countries (spec 000 §3). */
export const fetchApprovalDetail = (link: ApprovalLink) =>
  api.post<ApprovalDetail>('users/getapprove/', link, { anonymous: true });

export const approveUser = (link: ApprovalLink) =>
  api.post<MessageBody>('users/approveuser', link, { anonymous: true });

export const rejectUser = (link: ApprovalLink) =>
  api.post<MessageBody>('users/rejectuser', link, { anonymous: true });

/** POST /users/getscoperequest: who asks for which markets and brands, beside those in force (DESIGN §3, §5). */
export const fetchScopeRequest = (link: ApprovalLink) =>
  api.post<ScopeRequestDetail>('users/getscoperequest', link, { anonymous: true });

export const approveScopeRequest = (link: ApprovalLink) =>
  api.post<MessageBody>('users/approvescoperequest', link, { anonymous: true });

export const rejectScopeRequest = (link: ApprovalLink) =>
  api.post<MessageBody>('users/rejectscoperequest', link, { anonymous: true });
