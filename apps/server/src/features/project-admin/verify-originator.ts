import type { CommandContext } from '../../platform/api';
import { badRequest } from '../../platform/errors';
import { validOriginator } from './valid-originator';

/** POST Users/SendEmailToProjectOriginator/: 'Valid' when an accepted originator has this address. */
export async function verifyOriginator(
  { db }: CommandContext,
  { email }: { email: string },
): Promise<'Valid' | 'InValid'> {
  if (!email) throw badRequest('validation.invalid', { Email: 'validation.required' });
  return (await validOriginator(db, email)) ? 'Valid' : 'InValid';
}
