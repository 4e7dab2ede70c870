import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useUnreadBadges } from './use-unread-badges';

type Badging = { setAppBadge?: unknown; clearAppBadge?: unknown };

/** Gives jsdom's navigator the Badging API (jsdom has none), for one test. */
function stubBadging() {
  const api = { setAppBadge: vi.fn(() => Promise.resolve()), clearAppBadge: vi.fn(() => Promise.resolve()) };
  Object.assign(navigator, api);
  return api;
}

afterEach(() => {
  delete (navigator as Badging).setAppBadge;
  delete (navigator as Badging).clearAppBadge;
});

describe('useUnreadBadges on the installed app icon', () => {
  it('shows the same total as the tab title, and clears it when nothing is unread or the chat closes', () => {
    const api = stubBadging();
    const { rerender, unmount } = renderHook(({ total }) => useUnreadBadges(total, null), {
      initialProps: { total: 3 },
    });
    expect(document.title).toMatch(/3/);
    expect(api.setAppBadge).toHaveBeenLastCalledWith(3);
    rerender({ total: 0 });
    expect(api.clearAppBadge).toHaveBeenCalledTimes(1);
    rerender({ total: 12 });
    expect(api.setAppBadge).toHaveBeenLastCalledWith(12);
    unmount();
    expect(api.clearAppBadge).toHaveBeenCalledTimes(2);
  });

  it('keeps the tab title and icon counts in a browser without the Badging API', () => {
    expect('setAppBadge' in navigator).toBe(false);
    const { unmount } = renderHook(() => useUnreadBadges(4, null));
    expect(document.title).toMatch(/4/);
    unmount();
  });

  it('writes the tab title once per new total, straight from one count to the next', () => {
    const { rerender, unmount } = renderHook(({ total }) => useUnreadBadges(total, null), {
      initialProps: { total: 2 },
    });
    const titles: string[] = [];
    const own = Object.getOwnPropertyDescriptor(Document.prototype, 'title')!;
    const spy = vi.spyOn(document, 'title', 'set').mockImplementation((value: string) => {
      titles.push(value);
      own.set!.call(document, value);
    });
    rerender({ total: 5 });
    rerender({ total: 5 });
    expect(titles).toHaveLength(1);
    expect(titles[0]).toMatch(/5/);
    spy.mockRestore();
    unmount();
    expect(document.title).not.toMatch(/5/);
  });
});
