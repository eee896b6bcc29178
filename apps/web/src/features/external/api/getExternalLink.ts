import { API } from '../../../lib/routes';
import { call } from '../../../lib/api';

/** GET /projects/externallink: what the link token opens (docs/external-parties.md); marks the invitation opened. */
export const getExternalLink = (token: string) => call(API.getExternalLink, {}, { token });
