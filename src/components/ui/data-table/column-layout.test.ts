import { describe, expect, it } from 'vitest';
import { clampWidth, dropColumn, EMPTY_LAYOUT, MAX_WIDTH, MIN_WIDTH, moveColumn, readLayout } from './column-layout';

describe('readLayout', () => {
  it('reads a saved layout, keeping widths within limits', () => {
    expect(
      readLayout({ visibility: { city: false }, order: ['name', 'id', 3], sizing: { name: 9000, id: 'x' } }),
    ).toEqual({ visibility: { city: false }, order: ['name', 'id'], sizing: { name: MAX_WIDTH } });
  });

  it('reads an older save of visibility alone as that visibility with the default order and widths', () => {
    expect(readLayout({ city: false })).toEqual({ ...EMPTY_LAYOUT, visibility: { city: false } });
  });

  it('takes anything unreadable as the default layout', () => {
    expect(readLayout(undefined)).toEqual(EMPTY_LAYOUT);
    expect(readLayout(['a'])).toEqual(EMPTY_LAYOUT);
  });
});

describe('column moves', () => {
  const ids = ['id', 'name', 'city', 'balance'];

  it('moves a column one place either way, and not past the ends', () => {
    expect(moveColumn(ids, 'city', -1)).toEqual(['id', 'city', 'name', 'balance']);
    expect(moveColumn(ids, 'city', 1)).toEqual(['id', 'name', 'balance', 'city']);
    expect(moveColumn(ids, 'id', -1)).toEqual(ids);
    expect(moveColumn(ids, 'balance', 1)).toEqual(ids);
  });

  it('drops a column where another is, from either side', () => {
    expect(dropColumn(ids, 'balance', 'name')).toEqual(['id', 'balance', 'name', 'city']);
    expect(dropColumn(ids, 'id', 'city')).toEqual(['name', 'city', 'id', 'balance']);
    expect(dropColumn(ids, 'id', 'nowhere')).toEqual(ids);
  });

  it('keeps widths between the limits', () => {
    expect(clampWidth(10)).toBe(MIN_WIDTH);
    expect(clampWidth(123.4)).toBe(123);
    expect(clampWidth(5000)).toBe(MAX_WIDTH);
  });
});
