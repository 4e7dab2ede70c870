import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * The project's own lint rules, one file each in ./rules, named by the file (`local/<file name>`).
 * Each rule is its own name, so two of them never replace each other the way two
 * `no-restricted-syntax` entries for the same files would (the later entry's options win).
 */
const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'rules');
const files = (existsSync(dir) ? readdirSync(dir) : []).filter((f) => f.endsWith('.js') && !f.endsWith('.test.js'));
const rules = Object.fromEntries(
  await Promise.all(
    files.map(async (f) => [f.slice(0, -'.js'.length), (await import(pathToFileURL(path.join(dir, f)).href)).default]),
  ),
);

export default { meta: { name: 'local' }, rules };
