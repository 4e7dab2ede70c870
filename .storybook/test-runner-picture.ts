import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { CDPSession, Page } from 'playwright';
import { restedBox, type Box } from './test-runner-page.ts';

/**
 * The picture shows the rested state as a keyboard user sees it:
 * - whether a button focused by a script shows `:focus-visible` is the browser's guess from the user's
 *   last input, which a busy machine's timing can change, so the focused element is given the state;
 * - a colour transition still running (a focus ring fades in from the text colour, white on white)
 *   would be caught half-way, so transitions end at once.
 * Both go through the DevTools protocol, for the picture only: the story's DOM is not touched and no
 * focus or blur event reaches it; afterwards every element is itself again. One session per page (the
 * runner opens a page per story file) serves all its pictures: enabling the DOM and CSS domains, which
 * sends every style sheet's header, is paid once.
 */
type Session = { client: CDPSession; styleSheetId: string };
const sessions = new WeakMap<Page, Promise<Session>>();

async function openSession(page: Page): Promise<Session> {
  const client = await page.context().newCDPSession(page);
  await client.send('DOM.enable');
  await client.send('CSS.enable');
  const { frameTree } = await client.send('Page.getFrameTree');
  const { styleSheetId } = await client.send('CSS.createStyleSheet', { frameId: frameTree.frame.id });
  return { client, styleSheetId };
}

async function asRested<T>(page: Page, take: () => Promise<T>): Promise<T> {
  if (!sessions.has(page)) sessions.set(page, openSession(page));
  const { client, styleSheetId } = await sessions.get(page)!;
  let focused: number | undefined;
  // One session handles its commands in the order sent: those that need no answer before the next go
  // out together, each round trip to a busy browser costing what its queue does.
  try {
    const [, { result }] = await Promise.all([
      client.send('CSS.setStyleSheetText', {
        styleSheetId,
        text: '*, *::before, *::after { transition: none !important; }',
      }),
      client.send('Runtime.evaluate', {
        expression: 'document.activeElement === document.body ? null : document.activeElement',
      }),
    ]);
    if (result.objectId) {
      const [, node] = await Promise.all([
        client.send('DOM.getDocument', { depth: 0 }),
        client.send('DOM.requestNode', { objectId: result.objectId }),
      ]);
      focused = node.nodeId;
      await client.send('CSS.forcePseudoState', { nodeId: focused, forcedPseudoClasses: ['focus', 'focus-visible'] });
    }
    return await take();
  } finally {
    // The next story runs with its transitions and its own focus.
    await Promise.all([
      client.send('CSS.setStyleSheetText', { styleSheetId, text: '' }),
      focused && client.send('CSS.forcePseudoState', { nodeId: focused, forcedPseudoClasses: [] }).catch(() => {}),
    ]);
  }
}

/** pixelmatch's per-pixel colour tolerance absorbs anti-aliasing only; any changed glyph fails. */
export const diffConfig = { threshold: 0.1 };

type Difference = { pixels: number; box?: string };
type Comparer = {
  worker: Worker;
  next: number;
  waiting: Map<number, (answer: { result?: Difference; error?: string }) => void>;
};

/**
 * One comparing thread per test process (./picture-difference.mjs says why it is a thread), kept on the
 * process: the runner gives each story file a fresh module registry, and a thread per file would be
 * started 200 times. It keeps the process alive only while it is asked something.
 */
function comparer(): Comparer {
  const host = process as unknown as { __pictureComparer?: Comparer };
  if (host.__pictureComparer) return host.__pictureComparer;
  const worker = new Worker(path.join(process.cwd(), '.storybook', 'picture-difference.mjs'), {
    workerData: { diffConfig },
  });
  const made: Comparer = { worker, next: 0, waiting: new Map() };
  worker.on('message', ({ id, ...answer }: { id: number; result?: Difference; error?: string }) => {
    made.waiting.get(id)?.(answer);
    made.waiting.delete(id);
    if (!made.waiting.size) worker.unref();
  });
  worker.on('error', (error) => {
    for (const settle of made.waiting.values()) settle({ error: String(error) });
    made.waiting.clear();
    host.__pictureComparer = undefined;
  });
  host.__pictureComparer = made;
  return made;
}

/** The differing pixels of two same-sized pictures and the box around them, by the baseline's measure. */
async function difference(a: Buffer, b: Buffer): Promise<Difference> {
  // The same pixels encode to the same bytes: most pictures match without being decoded.
  if (a.equals(b)) return { pixels: 0 };
  const thread = comparer();
  const id = thread.next++;
  const answer = await new Promise<{ result?: Difference; error?: string }>((resolve) => {
    thread.waiting.set(id, resolve);
    thread.worker.ref();
    thread.worker.postMessage({ id, a, b });
  });
  if (answer.error !== undefined || !answer.result) throw new Error(`Comparing the picture failed: ${answer.error}`);
  return answer.result;
}

/**
 * How long nothing in the page must change before a picture is taken. A baseline is the rested state
 * as it is, with nothing to compare it to, so it waits the longer; a check's first picture may be
 * taken sooner, since one that caught a late change is taken again (below) until it matches.
 */
const QUIET_MS = { baseline: 120, check: 50 };

/**
 * The story's picture once the page is at rest, or null when the story shows nothing. A first picture
 * that matches its baseline is taken as is. One that does not may have been taken while something was
 * still arriving on a busy machine (the last rows of a list, a count, a font, a focus ring), which the
 * DOM-quiet wait cannot always see: as Playwright's own screenshot assertion does, pictures are taken
 * again, 400 ms apart, until one matches the baseline or 15 s have passed, and the last one is
 * compared. The comparison itself is unchanged: a page that rests in a different state still fails,
 * and the failure says where the pixels differ. `matches` tells whether the picture returned is the
 * baseline's, pixel for pixel within anti-aliasing.
 */
export async function restedPicture(
  page: Page,
  baseline: string,
  { retake = true }: { retake?: boolean } = {},
): Promise<{ image: Buffer; matches: boolean } | null> {
  const checking = retake && existsSync(baseline);
  const quietMs = checking ? QUIET_MS.check : QUIET_MS.baseline;
  let clip = await page.evaluate(restedBox, { quietMs, maxMs: 3000 });
  if (!clip) return null;
  const take = (box: Box) =>
    asRested(page, () => page.screenshot({ clip: box, fullPage: true, animations: 'disabled', caret: 'hide' }));
  let image = await take(clip);
  // A new baseline is the rested state as it is: nothing to wait for.
  if (!checking) return { image, matches: false };
  const expected = readFileSync(baseline);
  const until = Date.now() + 15_000;
  let last = await difference(image, expected);
  while (last.pixels && Date.now() < until) {
    await page.waitForTimeout(400);
    clip = (await page.evaluate(restedBox, { quietMs, maxMs: 3000 })) ?? clip;
    image = await take(clip);
    last = await difference(image, expected);
  }
  if (last.pixels) console.error(`${path.basename(baseline)}: ${last.pixels} pixels differ (${last.box})`);
  return { image, matches: !last.pixels };
}
