import type { Api, CallInput } from '@portal/contract';

/** The mailed link's e-mail and token, as every decision-by-link call takes them (spec 000 §2.7, §4). */
export type ApprovalLink = CallInput<Api['getApprove']>['body'];
