import { API } from '../../../lib/routes';
import { call } from '../../../lib/api';
import type { ApprovalLink } from './link';

/** POST /users/approveuser: the account request is accepted (spec 000 §4). */
export const approveUser = (link: ApprovalLink) => call(API.approveUser, { body: link });
