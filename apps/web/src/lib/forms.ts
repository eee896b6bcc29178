/**
 * The e-mail rule of the forms: the shape zod's email check accepts (local part, dot-separated domain with a
 * 2+ letter TLD). Kept as a regex so the login page's bundle does not carry zod; the server re-checks with zod.
 */
const EMAIL =
  /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export function isEmail(value: string): boolean {
  return EMAIL.test(value.trim());
}
