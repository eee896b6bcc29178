import type { Api, CallInput } from '@portal/contract';
import { call, wireOf } from '../../../lib/api';

/** The login page's bundle carries no schema (DESIGN §12): the call by its wire part, typed from the table. */
const authenticateCall = wireOf<'authenticate'>({
  method: 'POST',
  path: '/users/authenticate',
  access: 'public',
});

export type Credentials = Omit<CallInput<Api['authenticate']>['body'], 'IsFirstTimeLogin'>;

/** POST /users/authenticate: a one-time code to enter next, or the signed-in user record. */
export const authenticate = (body: Credentials) =>
  call(authenticateCall, { body: { ...body, IsFirstTimeLogin: false } });
