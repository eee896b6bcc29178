import { randomInt } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { LIMITS } from '@portal/contract';
import { COMMON_PASSWORDS } from './common-passwords';

// algorithm 2 is Argon2id (a const enum in the package's types, unusable with isolated modules).
const ARGON2 = { algorithm: 2 as const, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2);
}

// Verified against when the e-mail is unknown, so both answers take the same time.
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(
  storedHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword('not-a-real-password-for-timing');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}

/** The language-pack key of the reason a password is refused, or null (docs/accounts.md). */
export function passwordProblem(email: string, password: string): string | null {
  if (password.length < LIMITS.passwordMinLength) return 'password.tooShort';
  if (password.length > LIMITS.passwordMaxLength) return 'password.tooLong';
  const local = email.split('@')[0]?.toLowerCase() ?? '';
  if (local.length >= 3 && password.toLowerCase().includes(local)) return 'password.containsEmail';
  if (COMMON_PASSWORDS.has(password.toLowerCase())) return 'password.common';
  return null;
}

const ALPHABET = {
  upper: 'ABCDEFGHJKLMNPQRSTUVWXYZ',
  lower: 'abcdefghijkmnopqrstuvwxyz',
  digit: '23456789',
  symbol: '!#%*+-=?@',
};

/** A 16-character temporary password with every character class, no look-alike letters. */
export function temporaryPassword(): string {
  const all = Object.values(ALPHABET).join('');
  const pick = (set: string) => set.charAt(randomInt(set.length));
  const chars = [pick(ALPHABET.upper), pick(ALPHABET.lower), pick(ALPHABET.digit), pick(ALPHABET.symbol)];
  while (chars.length < 16) chars.push(pick(all));
  // Shuffled by drawing the characters one at a time at random (a uniform permutation).
  const shuffled: string[] = [];
  while (chars.length) shuffled.push(...chars.splice(randomInt(chars.length), 1));
  return shuffled.join('');
}
