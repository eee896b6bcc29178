import { API } from '../../../lib/routes';
import { call } from '../../../lib/api';
import type { ApprovalLink } from './link';

/** POST /users/rejectscoperequest: the user keeps the markets and brands it had. */
export const rejectScopeRequest = (link: ApprovalLink) => call(API.rejectScopeRequest, { body: link });
