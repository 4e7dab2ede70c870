import type { expect as jestExpect } from '@jest/globals';
import type { TestRunnerConfig } from '@storybook/test-runner';
import { getStoryContext, waitForPageReady } from '@storybook/test-runner';
import { checkA11y, injectAxe } from 'axe-playwright';
import { toMatchImageSnapshot, type MatchImageSnapshotOptions } from 'jest-image-snapshot';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pixelmatch from 'pixelmatch';
import type { Page } from 'playwright';
import { PNG } from 'pngjs';
import { findClippedText, settle, storyBox, type Box } from './test-runner-page.ts';

// Jest's global `expect` (the test-runner runs under Jest); only its type is imported.
declare const expect: typeof jestExpect;
declare module 'expect' {
  interface Matchers<R> {
    toMatchImageSnapshot(options?: MatchImageSnapshotOptions): R;
  }
}

const snapshotsDir = path.join(process.cwd(), '__snapshots__');

/**
 * The picture shows the rested state as a keyboard user sees it:
 * - whether a button focused by a script shows `:focus-visible` is the browser's guess from the user's
 *   last input, which a busy machine's timing can change, so the focused element is given the state;
 * - a colour transition still running (a focus ring fades in from the text colour, white on white)
 *   would be caught half-way, so transitions end at once.
 * Both go through the DevTools protocol and last as long as its session: the story's DOM is not
 * touched and no focus or blur event reaches it; afterwards every element is itself again.
 */
async function asRested<T>(page: Page, take: () => Promise<T>): Promise<T> {
  const client = await page.context().newCDPSession(page);
  let styleSheetId: string | undefined;
  try {
    await client.send('DOM.enable');
    await client.send('CSS.enable');
    const { frameTree } = await client.send('Page.getFrameTree');
    ({ styleSheetId } = await client.send('CSS.createStyleSheet', { frameId: frameTree.frame.id }));
    await client.send('CSS.setStyleSheetText', {
      styleSheetId,
      text: '*, *::before, *::after { transition: none !important; }',
    });
    await client.send('DOM.getDocument', { depth: 0 });
    const { result } = await client.send('Runtime.evaluate', {
      expression: 'document.activeElement === document.body ? null : document.activeElement',
    });
    if (result.objectId) {
      const { nodeId } = await client.send('DOM.requestNode', { objectId: result.objectId });
      await client.send('CSS.forcePseudoState', { nodeId, forcedPseudoClasses: ['focus', 'focus-visible'] });
    }
    return await take();
  } finally {
    // The sheet may outlive the session: emptied, the next story runs with its transitions.
    if (styleSheetId) await client.send('CSS.setStyleSheetText', { styleSheetId, text: '' });
    await client.detach();
  }
}

/** pixelmatch's per-pixel colour tolerance absorbs anti-aliasing only; any changed glyph fails. */
const diffConfig = { threshold: 0.1 };

/** The differing pixels of two same-sized pictures and the box around them, by the baseline's measure. */
function difference(a: Buffer, b: Buffer): { pixels: number; box?: string } {
  const one = PNG.sync.read(a);
  const two = PNG.sync.read(b);
  if (one.width !== two.width || one.height !== two.height)
    return { pixels: Infinity, box: `size ${one.width}x${one.height} against ${two.width}x${two.height}` };
  const diff = new PNG({ width: one.width, height: one.height });
  const pixels = pixelmatch(one.data, two.data, diff.data, one.width, one.height, diffConfig);
  if (!pixels) return { pixels };
  // pixelmatch paints a differing pixel red (255, 0, 0); the rest is a faded copy of the picture.
  let [left, top, right, bottom] = [one.width, one.height, -1, -1];
  for (let y = 0; y < one.height; y++)
    for (let x = 0; x < one.width; x++) {
      const i = (y * one.width + x) * 4;
      if (diff.data[i] !== 255 || diff.data[i + 1] !== 0 || diff.data[i + 2] !== 0) continue;
      [left, top, right, bottom] = [Math.min(left, x), Math.min(top, y), Math.max(right, x), Math.max(bottom, y)];
    }
  return { pixels, box: `x ${left}-${right}, y ${top}-${bottom}` };
}

/**
 * The story's picture once the page is at rest. A first picture that matches its baseline is taken as
 * is. One that does not may have been taken while something was still arriving on a busy machine (the
 * last rows of a list, a count, a font, a focus ring), which the DOM-quiet wait cannot always see: as
 * Playwright's own screenshot assertion does, pictures are taken again, 400 ms apart, until one matches
 * the baseline or 15 s have passed, and the last one is compared. The comparison itself is unchanged:
 * a page that rests in a different state still fails, and the failure says where the pixels differ.
 */
async function restedPicture(page: Page, box: Box, baseline: string): Promise<Buffer> {
  const take = async () => {
    await page.evaluate(settle, { quietMs: 120, maxMs: 3000 });
    const clip = (await page.evaluate(storyBox)) ?? box;
    return asRested(page, () => page.screenshot({ clip, fullPage: true, animations: 'disabled', caret: 'hide' }));
  };
  let image = await take();
  if (!existsSync(baseline)) return image;
  const expected = readFileSync(baseline);
  const until = Date.now() + 15_000;
  let last = difference(image, expected);
  while (last.pixels && Date.now() < until) {
    await page.waitForTimeout(400);
    image = await take();
    last = difference(image, expected);
  }
  if (last.pixels) console.error(`${path.basename(baseline)}: ${last.pixels} pixels differ (${last.box})`);
  return image;
}

/** The whole set runs a second time in this language (play + axe + clipping, no pictures). */
const locale = process.env.STORY_LOCALE;
const selfCheck = process.env.SELF_CHECK === '1';
const pictures = !locale && process.env.SNAPSHOTS !== '0';

/**
 * Every story: its play test (run by the test-runner), an axe check over the whole document
 * (Headless UI dialogs and menus render in portals outside #storybook-root) that fails on serious or
 * critical violations, and a picture of the story's own content (the root's and the open portals'
 * boxes) compared with the committed baseline, with no tolerance beyond anti-aliasing: a blank render,
 * a removed button or a changed label fails. `parameters.snapshot = false` skips the picture for
 * stories whose pixels are not stable (a running clock, a canvas of random art).
 *
 * Stories tagged `self-check` are deliberately broken copies of real stories; they are left out of
 * the normal set and run by scripts/test-storybook.mjs, which fails when any of them passes.
 */
const config: TestRunnerConfig = {
  tags: selfCheck ? { include: ['self-check'] } : { exclude: ['self-check'] },
  setup() {
    expect.extend({ toMatchImageSnapshot });
  },
  async prepare({ page }) {
    const iframe = new URL('iframe.html', process.env.TARGET_URL).toString();
    await page.goto(iframe, { waitUntil: 'load' });
    if (!locale) return;
    // The designer's toolbar switch: every story after this renders in that language.
    await page.waitForFunction(() =>
      Boolean(
        (globalThis as { __STORYBOOK_PREVIEW__?: { storyStoreValue?: unknown } }).__STORYBOOK_PREVIEW__
          ?.storyStoreValue,
      ),
    );
    await page.evaluate((lng) => {
      const channel = (
        globalThis as unknown as { __STORYBOOK_ADDONS_CHANNEL__: { emit: (e: string, p: unknown) => void } }
      ).__STORYBOOK_ADDONS_CHANNEL__;
      channel.emit('updateGlobals', { globals: { locale: lng } });
    }, locale);
  },
  async preVisit(page) {
    await injectAxe(page);
    // The page is reused from story to story, and whether focus set by a script shows its ring depends
    // on the user's last input. Nothing focused and a real key press (Shift, which no story acts on)
    // before each story make that the same for every story, whatever ran before it: focus shows its
    // ring, as it does for the keyboard users the rings are for.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('Shift');
  },
  async postVisit(page, context) {
    const story = await getStoryContext(page, context);
    // A story that pins its own language (story-level globals) is exempt from the language check.
    const pinned = (story as { storyGlobals?: { locale?: string } }).storyGlobals?.locale;
    if (locale && !pinned) {
      const lang = await page.evaluate(() => document.documentElement.lang);
      if (lang !== locale) throw new Error(`Story rendered in "${lang}", not in ${locale}`);
    }
    if (story.parameters?.a11y?.disable !== true) {
      await checkA11y(page, undefined, {
        includedImpacts: ['serious', 'critical'],
        detailedReport: true,
        detailedReportOptions: { html: true },
        verbose: false,
        axeOptions: { rules: { region: { enabled: false } } },
      });
    }
    if (locale) {
      const clipped = await page.evaluate(findClippedText);
      if (clipped.length) throw new Error(`Text clipped in ${locale}:\n${clipped.join('\n')}`);
    }
    if (!pictures || story.parameters?.snapshot === false) return;
    await waitForPageReady(page);
    await page.evaluate(() => document.fonts.ready);
    const box = await page.evaluate(storyBox);
    if (!box) throw new Error('The story rendered nothing visible');
    const of = (story.parameters?.snapshotOf as string | undefined) ?? context.id;
    const identifier = `${of}-${process.platform}`;
    const image = await restedPicture(page, box, path.join(snapshotsDir, `${identifier}.png`));
    expect(image).toMatchImageSnapshot({
      customSnapshotsDir: snapshotsDir,
      customSnapshotIdentifier: identifier,
      customDiffConfig: diffConfig,
      failureThreshold: 0,
      failureThresholdType: 'pixel',
    });
  },
};

export default config;
