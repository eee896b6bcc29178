import { useMutation } from '@tanstack/react-query';
import { type Api, type CallInput } from '@portal/contract';
import { API } from '../../../lib/routes';
import { call } from '../../../lib/api';

/** POST /users/userhelpdesk (spec 000 §7): the request goes to the help desk by mail. */
export const sendHelpRequest = (body: CallInput<Api['userHelpDesk']>['body']) =>
  call(API.userHelpDesk, { body });

export const useSendHelpRequest = () => useMutation({ mutationFn: sendHelpRequest });
