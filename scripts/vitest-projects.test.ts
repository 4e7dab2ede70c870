import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const config = readFileSync('vitest.config.ts', 'utf8');

/** The files of a list of vitest.config.ts, one `  'path',` a line between `const NAME = [` and `];`. */
function listed(name: string): string[] {
  const body = config.match(new RegExp(`^const ${name} = \\[\\n([\\s\\S]*?)^\\];`, 'm'))?.[1] ?? '';
  return [...body.matchAll(/^ {2}'([^']+)',$/gm)].map((m) => m[1]!);
}

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : testFiles(file);
    return /\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

describe('the unit test projects', () => {
  // The node and dom projects list their files by name; a file moved or renamed without its entry
  // would silently fall back to the slowest project.
  it('name only test files that exist', () => {
    const named = [...config.matchAll(/^ {2}'([^'*{]+\.test\.tsx?)',$/gm)].map((m) => m[1]!);
    expect(named.length).toBeGreaterThan(50);
    expect(named.filter((file) => !existsSync(file))).toEqual([]);
  });

  // The dom-full files share one module graph: a file that replaces or reloads modules would change
  // them for the files after it, in an order that differs from one run to the next.
  it('give a fresh module graph to every file with the full setup that replaces or reloads modules', () => {
    const fresh = listed('FRESH_GRAPH_TESTS');
    expect(fresh.length).toBeGreaterThan(0);
    const elsewhere = new Set([...listed('NODE_TESTS'), ...listed('DOM_TESTS'), ...fresh]);
    const replacing = ['src', 'mocks']
      .flatMap(testFiles)
      .filter((file) => !elsewhere.has(file))
      .filter((file) => /\bvi\.(mock|doMock|resetModules|unmock|doUnmock)\(/.test(readFileSync(file, 'utf8')));
    expect(replacing).toEqual([]);
  });
});
