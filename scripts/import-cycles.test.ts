import { describe, expect, it } from 'vitest';
import { findImportCycles, importGraph } from './import-cycles.mjs';

/**
 * No two files of the app import each other, directly or through others, type-only and lazy imports
 * included: a type both sides need lives in a third file (see the *-props.ts files beside lazily
 * loaded menus). `node scripts/import-cycles.mjs` lists the circles.
 */
const graph = importGraph();

describe('import circles', () => {
  it('finds a circle when there is one, lazy imports included', () => {
    const small = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', ['a.ts']],
    ]);
    expect(findImportCycles(small)).toEqual([['a.ts', 'b.ts', 'c.ts']]);
  });

  it('reads the lazy and the type-only imports of the app', () => {
    expect(graph.get('src/components/ui/language-menu.tsx')).toContain('src/components/ui/language-menu-popup.tsx');
    expect(graph.get('src/features/shell/components/user-menu-popup.tsx')).toContain(
      'src/features/shell/components/user-menu-props.ts',
    );
  });

  it('has none in src, mocks and stories', () => {
    expect(findImportCycles(graph), 'move what both files need to a third file').toEqual([]);
  });
});
