import { describe, expect, it } from 'vitest';
import { dropVanished, PIN_LIMIT, pinnedFirst, togglePin } from './room-pins';

const list = ['a', 'b', 'c', 'd', 'e'].map((code) => ({ code }));

describe('pinnedFirst', () => {
  it('puts pinned rooms on top in the order pinned and keeps the rest in order', () => {
    expect(pinnedFirst(list, ['d', 'b']).map((r) => r.code)).toEqual(['d', 'b', 'a', 'c', 'e']);
  });

  it('skips pins of rooms not in the list', () => {
    expect(pinnedFirst(list, ['x', 'e']).map((r) => r.code)).toEqual(['e', 'a', 'b', 'c', 'd']);
  });
});

describe('togglePin', () => {
  it('adds a pin after the others and removes it again', () => {
    expect(togglePin(['b'], 'a')).toEqual({ pins: ['b', 'a'], refused: false });
    expect(togglePin(['b', 'a'], 'b')).toEqual({ pins: ['a'], refused: false });
  });

  it(`refuses a pin past ${PIN_LIMIT}, but still unpins`, () => {
    const ten = Array.from({ length: PIN_LIMIT }, (_, i) => `r${i}`);
    expect(togglePin(ten, 'eleventh')).toEqual({ pins: ten, refused: true });
    expect(togglePin(ten, 'r3')).toEqual({ pins: ten.filter((c) => c !== 'r3'), refused: false });
  });
});

describe('dropVanished', () => {
  it('drops pins of rooms the server no longer lists', () => {
    expect(dropVanished(['a', 'gone', 'c'], ['a', 'b', 'c'])).toEqual(['a', 'c']);
  });

  it('answers the same pins when every room is still listed', () => {
    const pins = ['a', 'c'];
    expect(dropVanished(pins, ['a', 'b', 'c'])).toBe(pins);
  });
});
