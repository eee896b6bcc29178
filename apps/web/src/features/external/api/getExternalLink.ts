import { API } from '../../../lib/routes';
import { call } from '../../../lib/api';

/** GET /projects/externallink: what the link token opens (DESIGN §6); marks the invitation opened. */
export const getExternalLink = (token: string) => call(API.getExternalLink, {}, { token });
