import { ROLES } from '@portal/contract';
import { session } from '../../lib/session';

/** Test helpers of Site Approvals (not shipped: only the tests import this file). */
// mockRoutes (the site forms' lookups and the calls of a test) and the render helpers are the site forms' own.
export * from '../../test/site-form-testing';

export function signInAsVc() {
  session.signedIn({
    token: 'tok',
    email: 'vc@example.test',
    firstName: 'Vic',
    roles: ROLES.VC,
    userSequence: 3,
    isFirstTimeLogin: false,
  });
}
