import { type LiteAccountBody } from '@portal/contract';
import { API } from '../../../lib/routes';
import { call } from '../../../lib/api';

export const createLiteAccountKey = ['site-approvals', 'create-lite-account'] as const;

/**
 * POST /users/createliteaccount (for an originator's request) or /users/createliteaccountwithoutoriginator.
 * `accountCreated` is false when the email already had a Retail Location account: the project was added to it.
 */
export const createLiteAccount = (body: LiteAccountBody, withRequest: boolean) =>
  withRequest
    ? call(API.createLiteAccount, { body })
    : call(API.createLiteAccountWithoutOriginator, { body });
