import { useMutation } from '@tanstack/react-query';
import { type Api, type CallInput } from '@portal/contract';
import { API } from '../../../lib/routes';
import { call } from '../../../lib/api';

/**
 * POST /users/changefirsttimepassword. With the first-time session the answer carries a full session record;
 * without one (not logged in), only a message.
 */
export const changeFirstTimePassword = (body: CallInput<Api['changeFirstTimePassword']>['body']) =>
  call(API.changeFirstTimePassword, { body });

export const useChangeFirstTimePassword = () => useMutation({ mutationFn: changeFirstTimePassword });
