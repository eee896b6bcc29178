import { type DecideRequestBody } from '@portal/contract';
import { API } from '../../../lib/routes';
import { call } from '../../../lib/api';

/** POST /Projects/ApproveOrRejectOriginatorRequest: approve (the project is created) or reject. */
export const decideRequest = (body: DecideRequestBody) => call(API.decideRequest, { body });
