import { API } from '../../../lib/routes';
import { call } from '../../../lib/api';
import type { ApprovalLink } from './link';

/** POST /users/rejectuser: the account request is refused (spec 000 §4). */
export const rejectUser = (link: ApprovalLink) => call(API.rejectUser, { body: link });
