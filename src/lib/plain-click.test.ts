import { describe, expect, it, vi } from 'vitest';
import { followInApp, isPlainClick } from './plain-click';

const click = (over: Partial<MouseEventInit> = {}) => new MouseEvent('click', { button: 0, cancelable: true, ...over });

describe('isPlainClick', () => {
  it('takes a main-button click without modifiers', () => {
    expect(isPlainClick(click())).toBe(true);
  });

  it('leaves modified and other-button clicks to the browser', () => {
    for (const over of [
      { ctrlKey: true },
      { metaKey: true },
      { shiftKey: true },
      { altKey: true },
      { button: 1 },
      { button: 2 },
    ])
      expect(isPlainClick(click(over))).toBe(false);
  });
});

describe('followInApp', () => {
  it('opens the address in the app on a plain click and keeps the browser from following the link', () => {
    const onNavigate = vi.fn();
    const event = click();
    followInApp('/chat/hide', onNavigate)(event);
    expect(onNavigate).toHaveBeenCalledWith('/chat/hide');
    expect(event.defaultPrevented).toBe(true);
  });

  it('does nothing on a new-tab click, so the browser opens the tab', () => {
    const onNavigate = vi.fn();
    const event = click({ ctrlKey: true });
    followInApp('/chat/hide', onNavigate)(event);
    expect(onNavigate).not.toHaveBeenCalled();
    expect(event.defaultPrevented).toBe(false);
  });
});
