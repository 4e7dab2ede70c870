import type { TFunction } from 'i18next';

/**
 * A field's error as the user reads it. Schemas give their messages as i18n keys (so one schema
 * serves every language); `values` fills the numbers a message names (a length's bounds).
 */
export function fieldError(
  t: TFunction,
  message: string | undefined,
  values: Record<string, unknown> = {},
): string | undefined {
  return message ? t(message, values) : undefined;
}
