import { useMutation } from '@tanstack/react-query';
import { type Api, type CallInput } from '@portal/contract';
import { API } from '../../../lib/routes';
import { call } from '../../../lib/api';

/** POST users/authorizeduserhelpdesk (spec 002 §7): a signed-in user's query, mailed to the help desk. */
export const sendHelpDeskQuery = (body: CallInput<Api['authorizedUserHelpDesk']>['body']) =>
  call(API.authorizedUserHelpDesk, { body });

export const useSendHelpDeskQuery = () => useMutation({ mutationFn: sendHelpDeskQuery });
