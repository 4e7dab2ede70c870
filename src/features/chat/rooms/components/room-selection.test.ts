import { describe, expect, it } from 'vitest';
import { allSelected, keepListed, toggleAll, toggleRoom } from './room-selection';

describe('hide selection', () => {
  const codes = ['a', 'b', 'c'];

  it('toggles one room', () => {
    const one = toggleRoom(new Set(), 'b');
    expect([...one]).toEqual(['b']);
    expect([...toggleRoom(one, 'b')]).toEqual([]);
  });

  it('select all ticks every room, and unticks all once all are ticked', () => {
    const all = toggleAll(new Set(['a']), codes);
    expect([...all].sort()).toEqual(codes);
    expect(allSelected(all, codes)).toBe(true);
    expect([...toggleAll(all, codes)]).toEqual([]);
  });

  it('an empty list is never all selected', () => {
    expect(allSelected(new Set(), [])).toBe(false);
  });

  it('drops rooms that left the list', () => {
    expect([...keepListed(new Set(['a', 'x']), codes)]).toEqual(['a']);
  });
});
