import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The node and dom projects list their files by name (vitest.config.ts); a file moved or renamed
// without its entry would silently fall back to the slowest project.
describe('the unit test projects', () => {
  it('name only test files that exist', () => {
    const config = readFileSync('vitest.config.ts', 'utf8');
    const named = [...config.matchAll(/^ {2}'([^'*{]+\.test\.tsx?)',$/gm)].map((m) => m[1]!);
    expect(named.length).toBeGreaterThan(50);
    expect(named.filter((file) => !existsSync(file))).toEqual([]);
  });
});
