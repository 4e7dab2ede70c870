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

const load = (lng: string, ns: string): Record<string, string> => flatten(JSON.parse(readFileSync(path.join(dir, lng, `${ns}.json`), 'utf8')) as Tree);
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)[^}]*\}\}/g)].map((m) => m[1]).sort();

/**
 * Values that are rightly the same as English in a given language (names, codes, words the
 * language borrows). Anything else identical to English is an untranslated placeholder.
 */
const sameAsEnglish: Record<string, string[]> = JSON.parse(readFileSync(path.join(dir, 'same-as-english.json'), 'utf8'));

describe('locales', () => {
  it('has a folder for each of the 11 languages and nothing else', () => {
    const folders = readdirSync(dir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
    expect(folders.sort()).toEqual([...LANGUAGES].sort());
  });

  for (const ns of NAMESPACES) {
    const english = load('en', ns);
    describe(ns, () => {
      for (const lng of LANGUAGES) {
        it(`${lng} has every key of en, no extra key, no empty value and the same placeholders`, () => {
          expect(existsSync(path.join(dir, lng, `${ns}.json`)), `${lng}/${ns}.json`).toBe(true);
          const other = load(lng, ns);
          expect(Object.keys(other).sort()).toEqual(Object.keys(english).sort());
          for (const [key, value] of Object.entries(other)) {
            expect(value.trim(), `${lng}/${ns}:${key} is empty`).not.toBe('');
            expect(placeholders(value), `${lng}/${ns}:${key} placeholders`).toEqual(placeholders(english[key] ?? ''));
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
