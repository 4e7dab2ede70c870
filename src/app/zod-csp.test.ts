import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import mainSource from './main.tsx?raw';
import './zod-csp';

describe('zod under a policy that forbids eval', () => {
  it('parses objects without compiling code', () => {
    expect(z.config().jitless).toBe(true);
    const compile = vi.spyOn(globalThis, 'Function');
    try {
      const schema = z.object({ name: z.string(), age: z.number() });
      expect(schema.parse({ name: 'a', age: 1 })).toEqual({ name: 'a', age: 1 });
      expect(schema.safeParse({ name: 'a' }).success).toBe(false);
      expect(compile).not.toHaveBeenCalled();
    } finally {
      compile.mockRestore();
    }
  });

  it('is set by the entry before anything else is imported', () => {
    const firstImport = /^import\s[^;]*;/m.exec(mainSource)?.[0];
    expect(firstImport).toBe("import './zod-csp';");
  });
});
