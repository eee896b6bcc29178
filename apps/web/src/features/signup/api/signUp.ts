import { useMutation } from '@tanstack/react-query';
import { ROLES, type CreateAccountBody } from '@portal/contract';
import { accountExists } from './accountExists';
import { createAccount } from './createAccount';

export type SignupOutcome = 'created' | 'exists';

/** The originator's sign-up checks the address first (spec 000 §4); the others create the account at once. */
export async function signUp(body: CreateAccountBody): Promise<SignupOutcome> {
  if (body.Roles === ROLES.ORIGINATOR && (await accountExists(body.Email))) return 'exists';
  await createAccount(body);
  return 'created';
}

export const useSignUp = () => useMutation({ mutationFn: signUp });
