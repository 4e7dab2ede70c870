/* eslint-disable testing-library/no-node-access -- the helper moves the document's focus by hand; the test reads where it is. */
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CHAT_COMPOSER_ATTRIBUTE } from '@/lib/chat-composer';
import { focusComposerWhenReady } from './focus-composer';

const box = () => {
  const el = document.createElement('textarea');
  el.setAttribute(CHAT_COMPOSER_ATTRIBUTE, '');
  return el;
};

describe('focusComposerWhenReady', () => {
  afterEach(() => document.body.replaceChildren());

  it('takes the focus from the box of the room being left at once, and gives it to the next room’s box', async () => {
    const old = box();
    document.body.append(old);
    old.focus();
    focusComposerWhenReady();
    // What is typed before the next room is drawn goes to no room rather than to the one being left.
    expect(document.activeElement).not.toBe(old);
    const next = box();
    old.replaceWith(next);
    await waitFor(() => expect(document.activeElement).toBe(next));
  });

  it('leaves the focus where the user put it meanwhile', async () => {
    const old = box();
    const search = document.createElement('input');
    document.body.append(old, search);
    focusComposerWhenReady();
    search.focus();
    const next = box();
    old.replaceWith(next);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(document.activeElement).toBe(search);
  });
});
