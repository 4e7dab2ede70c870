import { z } from 'zod';
import * as zm from 'zod/mini';
import { describe, expect, it } from 'vitest';

describe('zod as the app imports it', () => {
  it('is jitless without anyone asking, through either entry', () => {
    expect(z.config().jitless).toBe(true);
    expect(zm.config().jitless).toBe(true);
  });

  it('still parses objects', () => {
    const schema = z.object({ a: z.number() });
    expect(schema.parse({ a: 1 })).toEqual({ a: 1 });
    expect(schema.safeParse({ a: 'x' }).success).toBe(false);
  });
});
