import { API } from '../../../lib/routes';
import { call } from '../../../lib/api';
import type { ApprovalLink } from './link';

/** POST /users/approvescoperequest: the wider markets and brands are granted. */
export const approveScopeRequest = (link: ApprovalLink) => call(API.approveScopeRequest, { body: link });
