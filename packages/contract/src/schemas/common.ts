import { z } from 'zod';
import { LIMITS } from '../validation';

/** Schema messages are language-pack keys; the server and the forms translate them. */
export const requiredText = (max: number = LIMITS.nameMaxLength) =>
  z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, 'validation.required')
    .max(max, 'validation.tooLong');

export const emailField = z
  .string({ error: 'validation.required' })
  .trim()
  .toLowerCase()
  .min(1, 'validation.required')
  .max(LIMITS.emailMaxLength, 'validation.tooLong')
  .pipe(z.email('validation.email'));

export const passwordField = z
  .string({ error: 'validation.required' })
  .min(1, 'validation.required')
  .max(LIMITS.passwordMaxLength, 'validation.tooLong');

/** Error body of every failed call (docs/architecture.md). */
export const errorBody = z.object({
  statusCode: z.number(),
  error: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
  /** On a server error (5xx): the request's id, as in the server's log lines and the X-Request-Id header. */
  requestId: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

export const messageBody = z.object({ statusCode: z.number(), message: z.string() });
export type MessageBody = z.infer<typeof messageBody>;
