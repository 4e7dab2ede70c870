import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/** The root error a form shows when its rules could not be fetched; the message is an i18n key. */
export const RULES_UNAVAILABLE = 'common:errors.network';

/**
 * A form resolver whose rules (zod and the schema) are fetched with the first validation, so a
 * page that must show fast (the sign-in page) does not wait for them. Until then nothing is
 * validated or sent; if they cannot be fetched, the form gets a root error (RULES_UNAVAILABLE),
 * nothing is submitted, and the next attempt fetches again.
 */
export function lazyResolver<T extends FieldValues, C, O>(load: () => Promise<Resolver<T, C, O>>): Resolver<T, C, O> {
  let loading: Promise<Resolver<T, C, O>> | undefined;
  return async (values, context, options) => {
    loading ??= load();
    let resolver: Resolver<T, C, O>;
    try {
      resolver = await loading;
    } catch {
      loading = undefined;
      const errors = { root: { type: 'unavailable', message: RULES_UNAVAILABLE } } as FieldErrors<T>;
      return { values: {}, errors };
    }
    return resolver(values, context, options);
  };
}
