import type { Api, CallInput } from '@portal/contract';
import { call } from '../../../lib/api';
import { API } from '../../../lib/routes';

export type Credentials = Omit<CallInput<Api['authenticate']>['body'], 'IsFirstTimeLogin'>;

/** POST /users/authenticate: a one-time code to enter next, or the signed-in user record. */
export const authenticate = (body: Credentials) =>
  call(API.authenticate, { body: { ...body, IsFirstTimeLogin: false } });
