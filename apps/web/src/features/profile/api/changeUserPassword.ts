import { useMutation } from '@tanstack/react-query';
import { type Api, type CallInput } from '@portal/contract';
import { API } from '../../../lib/routes';
import { call } from '../../../lib/api';

/** POST /users/changeuserpassword (spec 002 §7): the signed-in user's own password; other sessions end. */
export const changeUserPassword = (body: CallInput<Api['changeUserPassword']>['body']) =>
  call(API.changeUserPassword, { body });

export const useChangeUserPassword = () => useMutation({ mutationFn: changeUserPassword });
