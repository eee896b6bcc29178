/**
 * A value the seed put there itself (a list item, a map entry, a generated date): a missing one is a bug in
 * the seed data, said plainly instead of reading `undefined` further on.
 */
export function present<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`seed: missing ${what}`);
  return value;
}
