import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/** The root error a form shows when its rules could not be fetched; the message is an i18n key. */
export const RULES_UNAVAILABLE = 'common:errors.network';

/** A resolver whose rules arrive later, with `preload` to fetch them as the user reaches for the form. */
export type LazyResolver<T extends FieldValues, C, O> = Resolver<T, C, O> & { preload: () => void };

/**
 * A form resolver whose rules (zod and the schema) are fetched when the user reaches for the form
 * (`preload`, on its first focus or hover) or at the latest with the first validation, so a page
 * that must show fast (the sign-in page) does not wait for them. Until then nothing is validated or
 * sent; if they cannot be fetched, the form gets a root error (RULES_UNAVAILABLE), nothing is
 * submitted, and the next attempt fetches again.
 */
export function lazyResolver<T extends FieldValues, C, O>(
  load: () => Promise<Resolver<T, C, O>>,
): LazyResolver<T, C, O> {
  let loading: Promise<Resolver<T, C, O>> | undefined;
  const start = () => (loading ??= load());
  const resolver: Resolver<T, C, O> = async (values, context, options) => {
    let rules: Resolver<T, C, O>;
    try {
      rules = await start();
    } catch {
      loading = undefined;
      const errors = { root: { type: 'unavailable', message: RULES_UNAVAILABLE } } as FieldErrors<T>;
      return { values: {}, errors };
    }
    return rules(values, context, options);
  };
  // A failed early fetch is left for the submit to retry and report.
  const preload = () =>
    void start().catch(() => {
      loading = undefined;
    });
  return Object.assign(resolver, { preload });
}
