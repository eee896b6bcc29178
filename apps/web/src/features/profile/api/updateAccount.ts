import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type UpdateAccountBody } from '@portal/contract';
import { API } from '../../../lib/routes';
import { call } from '../../../lib/api';
import { userProfileKey } from './getUserProfile';

/** POST users/updateaccount (spec 002 §7). */
export const updateAccount = (body: UpdateAccountBody) => call(API.updateAccount, { body });

/** Saves the user's own record; that profile is read again. */
export function useUpdateAccount(userSequence: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAccount,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: userProfileKey(userSequence) }),
  });
}
