import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useUrlState } from './use-url-state';

const schema = z.object({ kind: z.enum(['a', 'b']), page: z.coerce.number().int().min(1) });
const defaults = { kind: 'a', page: 1 } as z.infer<typeof schema>;

function setup(address: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[address]}>{children}</MemoryRouter>
  );
  return renderHook(() => ({ state: useUrlState(schema, { ...defaults }), location: useLocation() }), { wrapper });
}

describe('useUrlState', () => {
  it('reads the view from the address and writes changes without the defaults', () => {
    const { result } = setup('/list?kind=b&page=2');
    expect(result.current.state.value).toEqual({ kind: 'b', page: 2 });
    act(() => result.current.state.set({ kind: 'a', page: 3 }, 'push'));
    expect(result.current.location.search).toBe('?page=3');
    act(() => result.current.state.set(defaults, 'replace'));
    expect(result.current.location.search).toBe('');
  });

  it('replaces a refused link by the plain address, reports it, and forgets it on the next change', () => {
    const { result } = setup('/list?kind=zzz&ref=r1');
    expect(result.current.state.value).toEqual(defaults);
    expect(result.current.state.refused).toBe(true);
    expect(result.current.location.search).toBe('?ref=r1');
    act(() => result.current.state.set({ kind: 'b', page: 1 }, 'push'));
    expect(result.current.state.refused).toBe(false);
    expect(result.current.location.search).toBe('?ref=r1&kind=b');
  });
});
