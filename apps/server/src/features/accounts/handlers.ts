import type { FeatureHandlers } from '../../platform/api';
import { bearerToken } from '../../platform/auth';
import { accountExists } from './account-exists';
import { approvalDetail } from './approval-detail';
import { changeFirstTimePassword } from './change-first-time-password';
import { createAccount } from './create-account';
import { decideAccount } from './decide-account';
import { forgotPassword } from './forgot-password';
import { listBrands } from './list-brands';
import { listContractTypes } from './list-contract-types';
import { listMarkets } from './list-markets';
import { resetPassword } from './reset-password';

type Names =
  | 'getMarkets'
  | 'getBrands'
  | 'getContractTypes'
  | 'createAccount'
  | 'getAccountDetail'
  | 'getApprove'
  | 'approveUser'
  | 'rejectUser'
  | 'forgotPassword'
  | 'changePasswordByLink'
  | 'changeFirstTimePassword';

/**
 * Sign-up lookups, approval by link and the password flows (spec 000 §7, docs/accounts.md), one command or
 * query per call beside this file. The rest of the folder is shared with the session, profile and
 * site-request features: account rows (users.ts), the lockout, approvers, markets and brands.
 */
export const accountsHandlers: FeatureHandlers<Names> = {
  getMarkets: (ctx) => listMarkets(ctx),
  getBrands: (ctx) => listBrands(ctx),
  getContractTypes: (ctx) => listContractTypes(ctx),
  createAccount: (ctx) => createAccount(ctx, ctx.body),
  getAccountDetail: (ctx) => accountExists(ctx, { email: ctx.body.email }),
  getApprove: (ctx) => approvalDetail(ctx, { email: ctx.body.Email, token: ctx.body.Token }),
  approveUser: (ctx) =>
    decideAccount(ctx, { email: ctx.body.Email, token: ctx.body.Token, decision: 'approve' }),
  rejectUser: (ctx) =>
    decideAccount(ctx, { email: ctx.body.Email, token: ctx.body.Token, decision: 'reject' }),
  forgotPassword: (ctx) => forgotPassword(ctx, { email: ctx.body.Email }),
  changePasswordByLink: (ctx) =>
    resetPassword(ctx, {
      email: ctx.body.Email,
      newPassword: ctx.body.NewPassword,
      linkToken: bearerToken(ctx.request),
    }),
  changeFirstTimePassword: (ctx) => changeFirstTimePassword(ctx, ctx.body),
};
