import type { FieldErrors, Resolver } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { lazyResolver, RULES_UNAVAILABLE } from './lazy-resolver';

type Values = { name: string };
const options = { fields: {}, shouldUseNativeValidation: false } as Parameters<Resolver<Values>>[2];
const rules: Resolver<Values> = (values) =>
  values.name
    ? { values, errors: {} }
    : { values: {}, errors: { name: { type: 'required', message: 'required' } } as FieldErrors<Values> };

describe('lazyResolver', () => {
  it('fetches the rules once and applies them', async () => {
    const load = vi.fn(() => Promise.resolve(rules));
    const resolver = lazyResolver(load);
    expect(await resolver({ name: '' }, undefined, options)).toMatchObject({
      errors: { name: { message: 'required' } },
    });
    expect(await resolver({ name: 'a' }, undefined, options)).toEqual({ values: { name: 'a' }, errors: {} });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fetches the rules ahead on preload, once, and uses them at the check', async () => {
    const load = vi.fn(() => Promise.resolve(rules));
    const resolver = lazyResolver(load);
    resolver.preload();
    resolver.preload();
    expect(load).toHaveBeenCalledTimes(1);
    expect(await resolver({ name: 'a' }, undefined, options)).toEqual({ values: { name: 'a' }, errors: {} });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('refuses the submit with a root error when the rules cannot be fetched, and tries again next time', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(rules);
    const resolver = lazyResolver<Values, unknown, Values>(load);
    expect(await resolver({ name: 'a' }, undefined, options)).toEqual({
      values: {},
      errors: { root: { type: 'unavailable', message: RULES_UNAVAILABLE } },
    });
    expect(await resolver({ name: 'a' }, undefined, options)).toEqual({ values: { name: 'a' }, errors: {} });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
