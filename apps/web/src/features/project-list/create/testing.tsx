import { ROLES } from '@portal/contract';
import { session } from '../../../lib/session';

/** Test helpers of the create flow (not shipped: only the tests import this file). */
export * from '../../../test/site-form-testing';

export function signInAsOriginator() {
  session.signedIn({
    token: 'tok',
    email: 'architect@example.test',
    firstName: 'Ann',
    roles: ROLES.ORIGINATOR,
    userSequence: 7,
    isFirstTimeLogin: false,
  });
}
