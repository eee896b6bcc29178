import { ROLES } from '@portal/contract';
import { API } from '../../lib/routes';
import { session } from '../../lib/session';
import { on, stubRoutes, type RouteStub } from '../../test/fetch-stub';
import { BRANDS, CONTRACT_TYPES, MARKETS } from '../../test/site-form-testing';

/** Test helpers of Site Approvals (not shipped: only the tests import this file). */
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

/** Stubs fetch with the site forms' lookups and `stubs` (calls of the route table); answers the calls made. */
export function mockRoutes(stubs: RouteStub[]) {
  return stubRoutes([
    on(API.getMarkets, {}, MARKETS),
    on(API.getBrands, {}, BRANDS),
    on(API.getContractTypes, {}, CONTRACT_TYPES),
    ...stubs,
  ]).calls;
}
