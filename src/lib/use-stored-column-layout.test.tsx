import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { EMPTY_LAYOUT } from '@/components/ui/data-table/column-layout';
import { useStoredColumnLayout } from './use-stored-column-layout';

const saved = () => JSON.parse(localStorage.getItem('table_columns') ?? '{}') as Record<string, unknown>;

describe('useStoredColumnLayout', () => {
  beforeEach(() => localStorage.clear());

  it('remembers order, widths and visibility per list, beside other lists', () => {
    localStorage.setItem('table_columns', JSON.stringify({ other: { city: false } }));
    const view = renderHook(() => useStoredColumnLayout('accounts.user'));
    act(() => view.result.current[1]((l) => ({ ...l, order: ['name', 'id'] })));
    act(() => view.result.current[1]((l) => ({ ...l, sizing: { name: 240 }, visibility: { city: false } })));
    expect(saved()).toEqual({
      other: { city: false },
      'accounts.user': { visibility: { city: false }, order: ['name', 'id'], sizing: { name: 240 } },
    });
    view.unmount();
    const { result: again } = renderHook(() => useStoredColumnLayout('accounts.user'));
    expect(again.current[0]).toEqual({
      visibility: { city: false },
      order: ['name', 'id'],
      sizing: { name: 240 },
    });
  });

  it('keeps the columns hidden under the older visibility-only save', () => {
    localStorage.setItem('table_columns', JSON.stringify({ 'accounts.user': { balance: false } }));
    const { result } = renderHook(() => useStoredColumnLayout('accounts.user'));
    expect(result.current[0]).toEqual({ ...EMPTY_LAYOUT, visibility: { balance: false } });
  });

  it('reads the layout of the list it is given when the list changes', () => {
    localStorage.setItem('table_columns', JSON.stringify({ b: { visibility: {}, order: ['x'], sizing: {} } }));
    const { result, rerender } = renderHook(({ key }) => useStoredColumnLayout(key), { initialProps: { key: 'a' } });
    expect(result.current[0]).toEqual(EMPTY_LAYOUT);
    rerender({ key: 'b' });
    expect(result.current[0].order).toEqual(['x']);
  });

  it('restores the default layout on reset', () => {
    const { result } = renderHook(() => useStoredColumnLayout('l'));
    act(() => result.current[1]({ visibility: { a: false }, order: ['b', 'a'], sizing: { a: 100 } }));
    act(() => result.current[1](EMPTY_LAYOUT));
    expect(result.current[0]).toEqual(EMPTY_LAYOUT);
    expect(saved()).toEqual({ l: EMPTY_LAYOUT });
  });
});
