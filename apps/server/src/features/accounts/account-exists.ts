import type { CommandContext } from '../../platform/api';
import { userByEmail } from './users';

/** POST /users/getaccountdetail/: 1 when an account with this address exists (spec 000 §4). */
export async function accountExists({ db }: CommandContext, { email }: { email: string }): Promise<number> {
  return (await userByEmail(db, email)) ? 1 : 0;
}
