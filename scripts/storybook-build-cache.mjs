// Storybook is built again only when something it bundles changed: the hash of its inputs is kept in
// the build folder, and a build whose hash matches is reused.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** What the Storybook build reads: the app, the stories, the mocks, the texts, its config and the toolchain. */
const INPUTS = [
  'src',
  'stories',
  'mocks',
  'locales',
  'public',
  'config',
  '.storybook/main.ts',
  '.storybook/preview.tsx',
  '.storybook/preview-head.html',
  'index.html',
  'package-lock.json',
  'vite.config.ts',
  'tsconfig.json',
  'tsconfig.app.json',
  'tsconfig.base.json',
  'tsconfig.stories.json',
  '.env',
  '.env.local',
];
/** Files in those folders the build does not read. */
const NOT_BUNDLED = /\.test\.tsx?$/;

function* files(entry) {
  if (!existsSync(entry)) return;
  if (statSync(entry).isFile()) {
    yield entry;
    return;
  }
  for (const name of readdirSync(entry).sort()) yield* files(path.join(entry, name));
}

/** Variables of the test run itself, which the bundle does not read. */
const RUNNER_ONLY = new Set(['STORYBOOK_PORT', 'STORYBOOK_OUT', 'STORYBOOK_DISABLE_TELEMETRY']);

/** A hash of every input's path and content, plus the environment variables Vite reads. */
export function inputsHash(root = process.cwd()) {
  const hash = createHash('sha256');
  for (const input of INPUTS)
    for (const file of files(path.join(root, input))) {
      if (NOT_BUNDLED.test(file)) continue;
      hash.update(path.relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
    }
  for (const [key, value] of Object.entries(process.env).sort())
    if (key.startsWith('VITE_') || (key.startsWith('STORYBOOK_') && !RUNNER_ONLY.has(key)))
      hash.update(`${key}=${value}\n`);
  return hash.digest('hex');
}

const stampOf = (out) => path.join(out, '.inputs-hash');

/** Whether `out` holds a complete build of exactly these inputs. */
export function isCurrent(out, hash) {
  return (
    existsSync(path.join(out, 'index.json')) && existsSync(stampOf(out)) && readFileSync(stampOf(out), 'utf8') === hash
  );
}

export function stamp(out, hash) {
  writeFileSync(stampOf(out), hash);
}
