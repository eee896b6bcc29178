import { API } from '../../../lib/routes';
import { call } from '../../../lib/api';
import type { ApprovalLink } from './link';

/** POST /users/getapprove: the applicant's roles, name, site name, city and countries (spec 000 §3). */
export const fetchApprovalDetail = (link: ApprovalLink) => call(API.getApprove, { body: link });
