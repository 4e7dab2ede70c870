import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useOverlay } from './use-overlay';

type Row = { id: number };
const setup = () => renderHook(() => useOverlay<'edit' | 'delete' | 'add', Row>());

describe('useOverlay', () => {
  it('starts with nothing open', () => {
    const { result } = setup();
    expect(result.current.current).toBeNull();
    expect(result.current.isOpen('edit')).toBe(false);
    expect(result.current.dialogProps('edit').open).toBe(false);
  });

  it('opens one overlay with what it shows', () => {
    const { result } = setup();
    act(() => result.current.open('edit', { id: 1 }));
    expect(result.current.current).toBe('edit');
    expect(result.current.payload).toEqual({ id: 1 });
    expect(result.current.isOpen('edit')).toBe(true);
    expect(result.current.isOpen('delete')).toBe(false);
    expect(result.current.dialogProps('edit').open).toBe(true);
    expect(result.current.dialogProps('add', 'edit').open).toBe(true);
    expect(result.current.dialogProps('delete').open).toBe(false);
  });

  it('replaces the open overlay with a second one: one at a time', () => {
    const { result } = setup();
    act(() => result.current.open('edit', { id: 1 }));
    act(() => result.current.open('delete', { id: 2 }));
    expect(result.current.current).toBe('delete');
    expect(result.current.payload).toEqual({ id: 2 });
    expect(result.current.isOpen('edit')).toBe(false);
    act(() => result.current.open('add'));
    expect(result.current.current).toBe('add');
    expect(result.current.payload).toBeUndefined();
  });

  it('closes, keeping what the closing overlay showed until the next one opens', () => {
    const { result } = setup();
    act(() => result.current.open('edit', { id: 1 }));
    act(() => result.current.close());
    expect(result.current.current).toBeNull();
    expect(result.current.isOpen('edit')).toBe(false);
    expect(result.current.payload).toEqual({ id: 1 });
    act(() => result.current.open('add'));
    expect(result.current.payload).toBeUndefined();
  });

  it('closes from a kit dialog dismissing itself, and ignores its opening reports', () => {
    const { result } = setup();
    act(() => result.current.open('delete', { id: 3 }));
    act(() => result.current.dialogProps('delete').onOpenChange(true));
    expect(result.current.current).toBe('delete');
    act(() => result.current.dialogProps('delete').onOpenChange(false));
    expect(result.current.current).toBeNull();
    expect(result.current.payload).toEqual({ id: 3 });
  });

  it("runs the screen's own steps as an overlay opens and as it closes", () => {
    const onOpen = vi.fn();
    const onClose = vi.fn();
    const { result } = renderHook(() => useOverlay<'edit', Row>({ onOpen, onClose }));
    act(() => result.current.open('edit', { id: 1 }));
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();
    act(() => result.current.close());
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('keeps open and close the same functions across renders', () => {
    const { result } = setup();
    const { open, close } = result.current;
    act(() => result.current.open('edit', { id: 1 }));
    act(() => result.current.close());
    expect(result.current.open).toBe(open);
    expect(result.current.close).toBe(close);
  });
});
