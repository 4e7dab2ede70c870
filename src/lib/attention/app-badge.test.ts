import { describe, expect, it, vi } from 'vitest';
import { setAppBadge } from './app-badge';

const badging = () => ({
  setAppBadge: vi.fn(() => Promise.resolve()),
  clearAppBadge: vi.fn(() => Promise.resolve()),
});

describe('setAppBadge', () => {
  it('puts the count on the installed app icon where the browser can badge it', () => {
    const nav = badging();
    setAppBadge(3, nav);
    expect(nav.setAppBadge).toHaveBeenCalledWith(3);
    expect(nav.clearAppBadge).not.toHaveBeenCalled();
  });

  it('clears the icon when nothing is unread', () => {
    const nav = badging();
    setAppBadge(0, nav);
    expect(nav.clearAppBadge).toHaveBeenCalledTimes(1);
    expect(nav.setAppBadge).not.toHaveBeenCalled();
  });

  it('does nothing, and throws nothing, in a browser without the Badging API', () => {
    expect(() => setAppBadge(5, {})).not.toThrow();
    expect(() => setAppBadge(0, {})).not.toThrow();
  });

  it('drops a refusal of the browser (not installed, no permission) instead of an unhandled rejection', async () => {
    const refused = Promise.reject(new DOMException('not allowed', 'NotAllowedError'));
    const nav = { setAppBadge: vi.fn(() => refused) };
    setAppBadge(2, nav);
    await expect(refused.catch(() => 'handled')).resolves.toBe('handled');
    expect(nav.setAppBadge).toHaveBeenCalledWith(2);
  });
});
