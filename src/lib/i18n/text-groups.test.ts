import texts from 'virtual:locale-texts';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, NAMESPACES } from '@/lib/i18n';
import { STARTUP_NAMESPACES, TEXT_GROUPS, textGroupOf } from './text-groups';

const files = import.meta.glob<Record<string, unknown>>('/locales/*/*.json', { import: 'default', eager: true });

describe('the texts as built (virtual:locale-texts)', () => {
  it.each(LANGUAGES)('%s: every namespace is in exactly one of its files, as written', async (language) => {
    const groups = await Promise.all(
      TEXT_GROUPS.map(async (group) => [group, (await texts[language]![group]()).default] as const),
    );
    for (const namespace of NAMESPACES) {
      const holders = groups.filter(([, held]) => namespace in held).map(([group]) => group);
      expect(holders).toEqual([textGroupOf(namespace)]);
      const group = groups.find(([name]) => name === textGroupOf(namespace))![1];
      expect(group[namespace]).toEqual(files[`/locales/${language}/${namespace}.json`]);
    }
  });

  it('starts the app with the sign-in, shared and error-page texts only', async () => {
    expect(Object.keys((await texts.en!.startup()).default).sort()).toEqual([...STARTUP_NAMESPACES].sort());
  });
});
