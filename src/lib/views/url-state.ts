import * as z from 'zod/mini';

/** A screen's view as its address holds it: every field a string or a number. */
export type UrlValues = Record<string, string | number>;

export type ParsedUrlState<T extends UrlValues> = {
  value: T;
  /** The address named a value the schema refuses: `value` is the defaults. */
  refused: boolean;
};

const text = (value: string | number) => String(value);

/** Whether the address names any of the view's fields (a plain address names none). */
export function namesView(params: URLSearchParams, defaults: UrlValues): boolean {
  return Object.keys(defaults).some((key) => params.has(key));
}

/**
 * The view an address names: the fields it leaves out keep their defaults, and the whole is read
 * through the screen's schema. One refused field refuses the link: a half-applied search could show
 * rows the sender never meant, so the screen opens on its defaults instead.
 */
export function parseUrlState<T extends UrlValues>(
  schema: z.core.$ZodType<T>,
  defaults: T,
  params: URLSearchParams,
): ParsedUrlState<T> {
  if (!namesView(params, defaults)) return { value: defaults, refused: false };
  const raw: Record<string, string | number> = { ...defaults };
  for (const key of Object.keys(defaults)) {
    const all = params.getAll(key);
    if (all.length > 1) return { value: defaults, refused: true };
    if (all.length === 1) raw[key] = all[0]!;
  }
  const parsed = z.safeParse(schema, raw);
  return parsed.success ? { value: parsed.data, refused: false } : { value: defaults, refused: true };
}

/**
 * The address of a view: every field that differs from its default, in the defaults' order, and
 * whatever else the address carried (a masked row's `ref`), so a plain view keeps a plain address.
 */
export function writeUrlState<T extends UrlValues>(value: T, defaults: T, current: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams();
  for (const [key, item] of current) if (!(key in defaults)) next.append(key, item);
  for (const key of Object.keys(defaults)) {
    const item = value[key];
    if (item !== undefined && text(item) !== text(defaults[key]!)) next.set(key, text(item));
  }
  return next;
}
