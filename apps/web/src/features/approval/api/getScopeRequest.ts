import { API } from '../../../lib/routes';
import { call } from '../../../lib/api';
import type { ApprovalLink } from './link';

/** POST /users/getscoperequest: who asks for which markets and brands, beside those in force (docs/access.md, docs/accounts.md). */
export const fetchScopeRequest = (link: ApprovalLink) => call(API.getScopeRequest, { body: link });
