// Finds import circles among the app's own files: groups of files that import each other, directly or
// through others. Every kind of import counts (type-only ones and lazy `import()` too): a circle makes
// the order in which modules start depend on which one a page loads first, and hides which file owns
// a name. Resolution is TypeScript's own, with the app's paths (`@/`, `@mocks/`).
// Run: node scripts/import-cycles.mjs (prints each circle; exits 1 when there is one).
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const FOLDERS = ['src', 'mocks', 'stories'];
const SOURCE = /\.(ts|tsx|mts|mjs)$/;

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === 'node_modules' || entry.name === '__snapshots__' ? [] : sourceFiles(full);
    return SOURCE.test(entry.name) && !/\.d\.m?ts$/.test(entry.name) ? [full] : [];
  });
}

/**
 * Each file's imports of other files of the project, as paths relative to the root: the files of
 * `folders` (by default the app's: src, mocks, stories) and what they import. An import of a script
 * that has its types beside it (x.mjs with x.d.mts) leads to the script itself, the code that runs.
 */
export function importGraph(folders = FOLDERS) {
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(ROOT, 'tsconfig.app.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      },
    },
  );
  // Scripts (.mjs) import one another without types of their own.
  const options = { ...config.options, allowJs: true };
  const host = ts.createCompilerHost(options);
  const graph = new Map();
  for (const file of folders.flatMap((folder) => sourceFiles(path.join(ROOT, folder)))) {
    const info = ts.preProcessFile(ts.sys.readFile(file), true, true);
    const targets = new Set();
    for (const { fileName } of info.importedFiles) {
      const resolved = ts.resolveModuleName(fileName, file, options, host).resolvedModule;
      if (!resolved || resolved.isExternalLibraryImport) continue;
      let target = path.relative(ROOT, resolved.resolvedFileName);
      if (target.endsWith('.d.mts') && existsSync(path.join(ROOT, target.replace(/\.d\.mts$/, '.mjs'))))
        target = target.replace(/\.d\.mts$/, '.mjs');
      else if (/\.d\.m?ts$/.test(target)) continue;
      if (!target.startsWith('..') && target !== path.relative(ROOT, file)) targets.add(target);
    }
    graph.set(path.relative(ROOT, file), [...targets].sort());
  }
  return graph;
}

/** The circles: each a sorted list of the files that reach one another (Tarjan's strongly connected components). */
export function findImportCycles(graph = importGraph()) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const cycles = [];
  let next = 0;
  const visit = (node) => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const to of graph.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node), low.get(to)));
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node), index.get(to)));
    }
    if (low.get(node) !== index.get(node)) return;
    const group = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1) cycles.push(group.sort());
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return cycles.sort((a, b) => a[0].localeCompare(b[0]));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const cycles = findImportCycles();
  for (const cycle of cycles) console.log(`circle of ${cycle.length}:\n  ${cycle.join('\n  ')}`);
  console.log(`${cycles.length} import circle(s)`);
  process.exitCode = cycles.length ? 1 : 0;
}
