import { i18next } from '@/lib/i18n';

/**
 * Play tests and unit tests find elements by what the user reads in the story's current language,
 * so the same test passes in every locale. `t` translates at call time (after the story's loader
 * switched the language); `tx` gives a RegExp for a translated text inside a longer one.
 */
export function t(key: string, options?: Record<string, unknown>): string {
  if (!i18next.exists(key, options)) throw new Error(`No translation for ${key}`);
  return i18next.t(key, options) as unknown as string;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A case-sensitive RegExp that matches the translated text anywhere in an element's name or text. */
export function tx(key: string, options?: Record<string, unknown>): RegExp {
  return new RegExp(escape(t(key, options)));
}
