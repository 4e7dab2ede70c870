import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, NAMESPACES } from '@/lib/i18n';

const dir = path.resolve(__dirname);
type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Record<string, string> {
  return Object.entries(tree).reduce<Record<string, string>>((acc, [k, v]) => {
    const key = prefix ? `${prefix}.${k}` : k;
    return typeof v === 'string' ? { ...acc, [key]: v } : { ...acc, ...flatten(v, key) };
  }, {});
}

const load = (lng: string, ns: string): Record<string, string> =>
  flatten(JSON.parse(readFileSync(path.join(dir, lng, `${ns}.json`), 'utf8')) as Tree);
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)[^}]*\}\}/g)].map((m) => m[1]).sort();

/**
 * Values that are rightly the same as English in a given language (names, codes, words the
 * language borrows). Anything else identical to English is an untranslated placeholder.
 */
const sameAsEnglish: Record<string, string[]> = JSON.parse(
  readFileSync(path.join(dir, 'same-as-english.json'), 'utf8'),
);

/**
 * A text counted with i18next's `count` has one key per plural form (`_one`, `_other`, ...), and
 * each language has its own forms (Intl.PluralRules: Chinese only `other`, Russian `one`, `few`,
 * `many` and `other`): a language has exactly its own forms of every counted English text.
 */
const PLURAL = /_(zero|one|two|few|many|other)$/;
const pluralBase = (key: string) => key.replace(PLURAL, '');
function expectedKeys(english: Record<string, string>, lng: string): string[] {
  const forms = new Intl.PluralRules(lng).resolvedOptions().pluralCategories;
  const keys = new Set<string>();
  for (const key of Object.keys(english)) {
    if (PLURAL.test(key)) for (const form of forms) keys.add(`${pluralBase(key)}_${form}`);
    else keys.add(key);
  }
  return [...keys].sort();
}

describe('locales', () => {
  it('has a folder for each of the 11 languages and nothing else', () => {
    const folders = readdirSync(dir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
    expect(folders.sort()).toEqual([...LANGUAGES].sort());
  });

  for (const ns of NAMESPACES) {
    const english = load('en', ns);
    describe(ns, () => {
      for (const lng of LANGUAGES) {
        it(`${lng} has every key of en, no extra key, no empty value and the same placeholders`, () => {
          expect(existsSync(path.join(dir, lng, `${ns}.json`)), `${lng}/${ns}.json`).toBe(true);
          const other = load(lng, ns);
          expect(Object.keys(other).sort()).toEqual(expectedKeys(english, lng));
          for (const [key, value] of Object.entries(other)) {
            expect(value.trim(), `${lng}/${ns}:${key} is empty`).not.toBe('');
            expect(placeholders(value), `${lng}/${ns}:${key} placeholders`).toEqual(
              placeholders(english[key] ?? english[pluralBase(key) + '_other'] ?? ''),
            );
          }
        });
        if (lng !== 'en') {
          it(`${lng} translates every text (no English left behind)`, () => {
            const other = load(lng, ns);
            const allowed = new Set([...(sameAsEnglish['*'] ?? []), ...(sameAsEnglish[lng] ?? [])]);
            const untranslated = Object.entries(other)
              .filter(([key, value]) => value === english[key] && /[A-Za-z]{3,}/.test(value))
              .filter(([key]) => !allowed.has(`${ns}:${key}`))
              .map(([key]) => `${ns}:${key}`);
            expect(untranslated).toEqual([]);
          });
        }
      }
    });
  }
});
