import { describe, expect, it, vi } from 'vitest';
import { searchOlder, type OlderPage } from './search-older';

type M = { id: number; text: string };
const page = (from: number, texts: string[], hasOlder = true): OlderPage<M> => ({
  messages: texts.map((text, i) => ({ id: from + i, text })),
  hasOlder,
});
const findIn = (messages: readonly M[]) => messages.findLast((m) => m.text.includes('needle'))?.id ?? null;

describe('searching older pages', () => {
  it('reads pages until one holds a match, and goes to its newest match', async () => {
    const pages = [page(60, ['a', 'b']), page(30, ['needle 1', 'c', 'needle 2']), page(0, ['needle 0'])];
    const loadPage = vi.fn(async () => pages.shift()!);
    const progress: number[] = [];
    const result = await searchOlder({
      loadPage,
      hasOlder: true,
      findIn,
      signal: new AbortController().signal,
      onProgress: (n) => progress.push(n),
    });
    expect(result).toEqual({ outcome: 'found', target: 32 });
    expect(loadPage).toHaveBeenCalledTimes(2);
    expect(progress).toEqual([2, 5]);
  });

  it('stops at the start of the room', async () => {
    const pages = [page(30, ['a']), page(0, ['b'], false)];
    const loadPage = vi.fn(async () => pages.shift()!);
    const result = await searchOlder({ loadPage, hasOlder: true, findIn, signal: new AbortController().signal });
    expect(result).toEqual({ outcome: 'start' });
    expect(loadPage).toHaveBeenCalledTimes(2);
  });

  it('reads nothing when the room holds all its history', async () => {
    const loadPage = vi.fn(async () => page(0, ['needle']));
    const result = await searchOlder({ loadPage, hasOlder: false, findIn, signal: new AbortController().signal });
    expect(result).toEqual({ outcome: 'start' });
    expect(loadPage).not.toHaveBeenCalled();
  });

  it('cancelled while a page is read: no further page, and no match is shown', async () => {
    const controller = new AbortController();
    let release: (p: OlderPage<M>) => void = () => {};
    const loadPage = vi.fn(() => new Promise<OlderPage<M>>((resolve) => (release = resolve)));
    const running = searchOlder({ loadPage, hasOlder: true, findIn, signal: controller.signal });
    controller.abort();
    release(page(0, ['needle']));
    await expect(running).resolves.toEqual({ outcome: 'cancelled' });
    expect(loadPage).toHaveBeenCalledTimes(1);
  });

  it('a page that fails ends the search as failed', async () => {
    const loadPage = vi.fn(async (): Promise<OlderPage<M>> => {
      throw new Error('offline');
    });
    const result = await searchOlder({ loadPage, hasOlder: true, findIn, signal: new AbortController().signal });
    expect(result).toEqual({ outcome: 'failed' });
  });
});
