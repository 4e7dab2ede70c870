import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { TEXT_GROUPS, textGroupOf } from '../src/lib/i18n/text-groups.ts';

const ID = 'virtual:locale-texts';
const GROUP_ID = /^\0virtual:locale-texts\/([^/]+)\/([^/]+)$/;
const TEXT_FILE = /\/locales\/([^/]+)\/([^/]+)\.json$/;

/**
 * `virtual:locale-texts`: for every language under locales/, one loader per group of namespaces
 * (src/lib/i18n/text-groups.ts), each a module holding that group's JSON files. The app carries this short
 * map (a loader a group) instead of a loader per file, and fetches a language's texts in a file a
 * group; nothing of the other languages is fetched.
 */
export function localeTexts(root = process.cwd()): Plugin {
  const dir = path.join(root, 'locales');
  const languages = () =>
    readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
  const namespaces = (language: string) =>
    readdirSync(path.join(dir, language))
      .filter((file) => file.endsWith('.json'))
      .map((file) => file.slice(0, -'.json'.length))
      .sort();
  return {
    name: 'backoffice:locale-texts',
    resolveId(id) {
      return id === ID || id.startsWith(`${ID}/`) ? `\0${id}` : null;
    },
    load(id) {
      if (id === `\0${ID}`) {
        const entries = languages().map((language) => {
          const loaders = TEXT_GROUPS.map((group) => `${group}: () => import('${ID}/${language}/${group}')`);
          return `  ${JSON.stringify(language)}: { ${loaders.join(', ')} },`;
        });
        return `export default {\n${entries.join('\n')}\n};\n`;
      }
      const match = GROUP_ID.exec(id);
      if (!match) return null;
      const [, language, group] = match as unknown as [string, string, string];
      const names = namespaces(language).filter((name) => textGroupOf(name) === group);
      const imports = names.map((name, i) => `import t${i} from '/locales/${language}/${name}.json';`);
      const fields = names.map((name, i) => `  ${JSON.stringify(name)}: t${i},`);
      return `${imports.join('\n')}\nexport default {\n${fields.join('\n')}\n};\n`;
    },
  };
}

/** The chunk a language's texts are built into: texts-<language>-<group>. */
export function localeChunk(id: string): string | null {
  const group = GROUP_ID.exec(id);
  if (group) return `texts-${group[1]}-${group[2]}`;
  const file = TEXT_FILE.exec(id);
  return file ? `texts-${file[1]}-${textGroupOf(file[2]!)}` : null;
}
