import type { expect as jestExpect } from '@jest/globals';
import type { TestRunnerConfig } from '@storybook/test-runner';
import { injectAxe } from 'axe-playwright';
import { toMatchImageSnapshot, type MatchImageSnapshotOptions } from 'jest-image-snapshot';
import path from 'node:path';
import type { Page } from 'playwright';
import { LANGUAGE_RULES } from './axe-rules.ts';
import { diffConfig, restedPicture } from './test-runner-picture.ts';
import {
  axeViolations,
  beginVisit,
  checksScript,
  clippedOnceFontsReady,
  endVisit,
  obscuredFocus,
  replayIn,
  restedBox,
} from './test-runner-page.ts';
import { phaseTimes, timed, writeStoryRecord } from './test-runner-report.ts';

/**
 * The running story file's Jest `expect`. The hooks load once per worker, outside the files' own module
 * registries (./test-runner-environment.mjs), so each file hands its own over when it starts.
 */
const expect = (...args: Parameters<typeof jestExpect>) =>
  (globalThis as unknown as { __storyFileExpect: typeof jestExpect }).__storyFileExpect(...args);
const extendExpect = (matchers: Parameters<typeof jestExpect.extend>[0]) =>
  (globalThis as unknown as { __storyFileExpect: typeof jestExpect }).__storyFileExpect.extend(matchers);
declare module 'expect' {
  interface Matchers<R> {
    toMatchImageSnapshot(options?: MatchImageSnapshotOptions): R;
  }
}

const snapshotsDir = path.join(process.cwd(), '__snapshots__');
/** The language of the second visit: the longest texts of the 11. */
const SECOND = process.env.STORY_LOCALE ?? 'ta-in';
const selfCheck = process.env.SELF_CHECK === '1';
const pictures = process.env.SNAPSHOTS !== '0';
/** The picture baselines are being rewritten (`--update`). */
const updating = process.env.STORY_LANGUAGES === 'en';
/** `STORY_LANGUAGES=en` (the picture update) checks English only. */
const bothLanguages = !selfCheck && process.env.STORY_LANGUAGES !== 'en';

/** When the current story's visit began (preVisit), for its total. */
let visitStarted = 0;

/**
 * A visit starts with the focus let go, in `locale` (none: the language set stays), its render phases
 * noted from then on. A new page gets axe and the page's helpers first.
 *
 * Whether focus set by a script shows its ring depends on the user's last input, as the page's focus
 * trackers (Headless UI's, React Aria's) saw it: every story starts after a key press, whatever the one
 * before it clicked. React Aria does not count a modifier alone (Shift is pressed to come back to a tab),
 * so the key is one no screen or browser binds.
 */
async function startVisit(page: Page, locale: string | null) {
  if (!(await page.evaluate(beginVisit, locale))) {
    await injectAxe(page);
    await page.evaluate(checksScript());
    if (!(await page.evaluate(beginVisit, locale))) throw new Error('The page did not take the test helpers');
  }
  await page.keyboard.press('F9');
}

/** A menu or list of options the user opened, drawn over the page (Headless UI portals them). */
const POPUP = '#headlessui-portal-root :is([role="menu"], [role="listbox"])';

/** axe over the whole document (./test-runner-page.ts); serious and critical violations fail, each named. */
async function axe(page: Page, only?: readonly string[]) {
  const violations = await page.evaluate(axeViolations, { only: only ? [...only] : null, popup: POPUP });
  if (!violations.length) return;
  const lines = violations.flatMap((v) => [
    `${v.id} (${v.impact}): ${v.help}`,
    ...v.nodes.map((n) => `  ${n.target.join(' ')}: ${n.failureSummary?.split('\n').slice(1).join(' ').trim() ?? ''}`),
  ]);
  throw new Error(
    `${violations.length} accessibility violation${violations.length > 1 ? 's' : ''} (${violations.map((v) => v.id).join(', ')})\n${lines.join('\n')}`,
  );
}

/** The focused element is not hidden behind the page's own content (WCAG 2.2's 2.4.11; axe has no rule). */
async function focusInSight(page: Page) {
  if (!(await page.evaluate(obscuredFocus))) return;
  // The focus may be on its way (a dialog opening over the page takes it a frame later): a hidden focus
  // is judged again once the page is at rest, as its picture is.
  await page.evaluate(restedBox, { quietMs: 120, maxMs: 3000 });
  const hidden = await page.evaluate(obscuredFocus);
  if (hidden) throw new Error(`The focus is hidden: ${hidden}`);
}

/** The story's picture compared with its baseline, with no tolerance beyond anti-aliasing. */
async function picture(page: Page, of: string) {
  // Not the test-runner's waitForPageReady: its wait for the network to be idle waits, in the first story
  // of a file, for a call the story keeps unanswered (a loading state) until the app gives up on it 20 s
  // later and shows its timeout message. The page is loaded; fonts and a page at rest are what count.
  const identifier = `${of}-${process.platform}`;
  const taken = await restedPicture(page, path.join(snapshotsDir, `${identifier}.png`), { retake: !updating });
  if (!taken) throw new Error('The story rendered nothing visible');
  const { image, matches } = taken;
  // A picture that matches its baseline needs no second comparison; one that does not (or has no
  // baseline yet, or is being updated) goes to jest-image-snapshot, which fails it with a diff image or
  // writes the baseline.
  if (matches && !updating) return;
  expect(image).toMatchImageSnapshot({
    customSnapshotsDir: snapshotsDir,
    customSnapshotIdentifier: identifier,
    customDiffConfig: diffConfig,
    failureThreshold: 0,
    failureThresholdType: 'pixel',
  });
}

/** The same story drawn again from the start in the second language: play, language, axe, clipping, focus. */
async function secondLanguage(page: Page, storyId: string, ms: Record<string, number>) {
  await startVisit(page, null);
  await timed(ms, `${SECOND} visit`, () => page.evaluate(replayIn, { storyId, locale: SECOND }));
  const { phases, lang } = await page.evaluate(endVisit, storyId);
  Object.assign(ms, phaseTimes(phases, `${SECOND} `));
  playEnded(phases);
  if (lang !== SECOND) throw new Error(`Story rendered in "${lang}", not in ${SECOND}`);
  await timed(ms, `${SECOND} axe`, () => axe(page, LANGUAGE_RULES));
  const clipped = await page.evaluate(clippedOnceFontsReady);
  if (clipped.length) throw new Error(`Text clipped in ${SECOND}:\n${clipped.join('\n')}`);
  await focusInSight(page);
}

/**
 * The story's play ran to its end before the visit was taken as finished. A story drawn again while its
 * play runs (its args updated) reports a finished render of its own, which the runner takes for the
 * story's; the play would go on unwatched, its checks never counted, and fail into a later story.
 */
function playEnded(phases: { phase: string }[]) {
  const started = phases.findLastIndex((p) => p.phase === 'playing');
  if (started < 0 || phases.slice(started).some((p) => p.phase === 'played' || p.phase === 'errored')) return;
  throw new Error(
    `The story was drawn again before its play ended (${phases.map((p) => p.phase).join(' → ')}): a play must end before its story reports finished`,
  );
}

const firstLine = (error: unknown) => String((error as Error)?.message ?? error).split('\n')[0] ?? '';

/**
 * One visit per story checks it in both languages. English: its play test (run by the test-runner), axe
 * with every rule, the focus in sight, and a picture of the story's content (the root's and the open
 * portals' boxes) compared with the committed baseline: a blank render, a removed button or a changed
 * label fails. Then, in the same page, the story is drawn again from the start in Tamil (the longest
 * texts): its play test again, axe with the rules the language can change (./axe-rules.ts), no clipped
 * button or cell text, and the focus in sight. `parameters.snapshot = false` skips the picture of a
 * story whose pixels are not stable.
 *
 * Stories tagged `self-check` are deliberately broken copies of real stories; they are left out of the
 * normal set and run by scripts/test-storybook.mjs, which fails when any of them passes.
 */
const config: TestRunnerConfig = {
  tags: selfCheck ? { include: ['self-check'] } : { exclude: ['self-check'] },
  setup() {
    extendExpect({ toMatchImageSnapshot });
  },
  async prepare({ page }) {
    await page.goto(new URL('iframe.html', process.env.TARGET_URL).toString(), { waitUntil: 'load' });
  },
  async preVisit(page) {
    visitStarted = performance.now();
    await startVisit(page, 'en');
  },
  async postVisit(page, context) {
    const { pageLoad, phases, story } = await page.evaluate(endVisit, context.id);
    const ms: Record<string, number> = { 'page load': pageLoad };
    Object.assign(ms, phaseTimes(phases));
    const results: Record<string, string> = {};
    const errors: Record<string, string> = {};
    let english: unknown;
    // The play test failed: the test-runner reports that error itself once this hook returns.
    const playFailed = (context as { hasFailure?: boolean }).hasFailure === true;
    if (playFailed) {
      results.en = 'failed';
      errors.en = 'play test (see the test-runner message)';
    } else {
      try {
        playEnded(phases);
        if (story.a11y) await timed(ms, 'axe', () => axe(page));
        await focusInSight(page);
        if (pictures && story.picture) await timed(ms, 'picture', () => picture(page, story.pictureOf ?? context.id));
        results.en = 'passed';
      } catch (error) {
        english = error;
        results.en = 'failed';
        errors.en = firstLine(error);
      }
    }
    let second: unknown;
    if (bothLanguages) {
      try {
        await secondLanguage(page, context.id, ms);
        results[SECOND] = 'passed';
      } catch (error) {
        second = error;
        results[SECOND] = 'failed';
        errors[SECOND] = firstLine(error);
      }
    }
    ms.total = Math.round(performance.now() - visitStarted) + (ms['page load'] ?? 0);
    writeStoryRecord({ id: context.id, title: context.title, name: context.name, results, errors, ms });
    if (english && second) throw new Error(`${(english as Error).message}\n\n[${SECOND}] ${(second as Error).message}`);
    if (english) throw english;
    if (second && !playFailed) throw new Error(`[${SECOND}] ${(second as Error).message}`);
  },
};

export default config;
