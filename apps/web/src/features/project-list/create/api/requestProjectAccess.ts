import { type RequestProjectAccessBody } from '@portal/contract';
import { API } from '../../../../lib/routes';
import { call } from '../../../../lib/api';

export const requestProjectAccessKey = ['projects', 'request-project-access'] as const;

/** POST /DynamicBrand/RequestProjectAccess: records an originator request (docs/lifecycle.md). */
export const requestProjectAccess = (body: RequestProjectAccessBody) =>
  call(API.requestProjectAccess, { body });
