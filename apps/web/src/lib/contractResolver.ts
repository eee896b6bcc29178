import { zodResolver } from '@hookform/resolvers/zod';
import { set, type FieldErrors, type FieldValues, type Resolver } from 'react-hook-form';
import type { z } from 'zod';

export interface ContractResolverOptions<TForm> {
  /** Payload names the form calls otherwise (first path segment): { BrandDetail: 'Brands' }. */
  rename?: Record<string, string>;
  /**
   * The form's own rules that its payload cannot express ({ path: languageKey }), e.g. a choice the payload
   * turns into a boolean; on their path they come before the schema's.
   */
  own?: (values: TForm) => Record<string, string>;
}

type Outcome<TForm extends FieldValues, TOut> = { errors: FieldErrors<TForm>; parsed: TOut | undefined };

/**
 * Forms are checked with the contract's schema of the request they send, the one the server applies
 * (zodResolver): the form's values become the payload (`toPayload`) and each issue lands on the form's field
 * (`rename`). Issues of fields the form does not have are left to the server's answer. Messages are language
 * keys (show them with t / fieldMessage).
 */
function checker<TForm extends FieldValues, S extends z.ZodType>(
  schema: S,
  toPayload: (values: TForm) => z.input<S>,
  { rename = {}, own }: ContractResolverOptions<TForm> = {},
) {
  const check = zodResolver(schema as never) as unknown as Resolver<FieldValues, unknown, z.output<S>>;
  return async (
    values: TForm,
    context: unknown,
    options: Parameters<Resolver<TForm>>[2],
  ): Promise<Outcome<TForm, z.output<S>>> => {
    const result = await check(toPayload(values) as FieldValues, context, {
      ...options,
      names: undefined,
      shouldUseNativeValidation: false,
    } as never);
    const errors: Record<string, unknown> = {};
    for (const [name, error] of Object.entries(result.errors)) {
      const field = rename[name] ?? name;
      if (field in values) errors[field] = error;
    }
    for (const [path, message] of Object.entries(own?.(values) ?? {}))
      set(errors, path, { type: 'validate', message });
    const valid = Object.keys(result.errors).length === 0;
    return {
      errors: errors as FieldErrors<TForm>,
      parsed: valid ? (result.values as z.output<S>) : undefined,
    };
  };
}

/** A resolver handing the submit handler the form's own values (it builds the payload when sending). */
export function contractResolver<TForm extends FieldValues, S extends z.ZodType>(
  schema: S,
  toPayload: (values: TForm) => z.input<S>,
  options?: ContractResolverOptions<TForm>,
): Resolver<TForm> {
  const run = checker(schema, toPayload, options);
  return async (values, context, opts) => {
    const { errors } = await run(values, context, opts);
    return Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} };
  };
}

/**
 * A resolver handing the submit handler the payload as the schema parsed it (trimmed, ISO codes, …). When
 * only fields the form does not have are refused, the payload goes as built and the server's answer says why.
 */
export function payloadResolver<TForm extends FieldValues, S extends z.ZodType>(
  schema: S,
  toPayload: (values: TForm) => z.input<S>,
  options?: ContractResolverOptions<TForm>,
): Resolver<TForm, unknown, z.output<S>> {
  const run = checker(schema, toPayload, options);
  return async (values, context, opts) => {
    const { errors, parsed } = await run(values, context, opts);
    if (Object.keys(errors).length) return { values: {}, errors };
    return { values: parsed ?? (toPayload(values) as z.output<S>), errors: {} };
  };
}
