import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import * as zm from 'zod/mini';

// The shipped Content-Security-Policy forbids eval (see jitless.ts): parsing must compile nothing.
describe('zod under a policy that forbids eval', () => {
  it.each([
    ['zod', () => z.object({ name: z.string(), age: z.number() })],
    ['zod/mini', () => zm.object({ name: zm.string(), age: zm.number() })],
  ])('%s parses objects without compiling code', (_, build) => {
    const compile = vi.spyOn(globalThis, 'Function');
    try {
      const schema = build();
      expect(schema.parse({ name: 'a', age: 1 })).toEqual({ name: 'a', age: 1 });
      expect(schema.safeParse({ name: 'a' }).success).toBe(false);
      expect(compile).not.toHaveBeenCalled();
    } finally {
      compile.mockRestore();
    }
  });
});
