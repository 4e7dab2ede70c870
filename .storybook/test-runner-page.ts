/**
 * Functions evaluated inside the story's page by the test-runner (serialised by Playwright, so each
 * one is self-contained). Each call is a round trip to the browser, which a busy machine makes slow:
 * the helpers are installed in the page once (checksScript), and each moment of a visit (its start,
 * its end, the picture's rest, the clipping check) is one call that uses them.
 */

export type Box = { x: number; y: number; width: number; height: number };

/**
 * The box around everything the story shows: #storybook-root's content and the Headless UI portal
 * root's (dialogs, menus, drawers, toasts), without the live regions. Null when nothing visible rendered.
 */
export function storyBox(): Box | null {
  const roots = ['#storybook-root', '#headlessui-portal-root'];
  let left = Infinity;
  let top = Infinity;
  let right = -Infinity;
  let bottom = -Infinity;
  for (const selector of roots) {
    const root = document.querySelector(selector);
    if (!root) continue;
    for (const el of root.querySelectorAll('*')) {
      // The page's live regions are for screen readers only, and sit at the start of the root, away
      // from a centred story's content.
      if (el.closest('.sr-only[aria-live]')) continue;
      const r = el.getBoundingClientRect();
      if (r.width < 1 || r.height < 1) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.opacity === '0') continue;
      left = Math.min(left, r.left + scrollX);
      top = Math.min(top, r.top + scrollY);
      right = Math.max(right, r.right + scrollX);
      bottom = Math.max(bottom, r.bottom + scrollY);
    }
  }
  if (!Number.isFinite(left)) return null;
  const maxX = document.documentElement.scrollWidth;
  const maxY = document.documentElement.scrollHeight;
  const x = Math.max(0, Math.floor(left));
  const y = Math.max(0, Math.floor(top));
  const width = Math.min(maxX, Math.ceil(right)) - x;
  const height = Math.min(maxY, Math.ceil(bottom)) - y;
  return width >= 1 && height >= 1 ? { x, y, width, height } : null;
}

/**
 * Buttons, tabs, menu items and table cells whose text does not fit their box (cut off, or spilling
 * over a neighbour). Each entry names the element and its text.
 */
export function findClippedText(): string[] {
  const selector = 'button, [role="button"], [role="tab"], [role="menuitem"], [role="option"], td, th';
  const found: string[] = [];
  for (const el of document.querySelectorAll<HTMLElement>(selector)) {
    if (!el.checkVisibility({ visibilityProperty: true })) continue;
    if (el.closest('[aria-hidden="true"], .sr-only')) continue;
    const text = (el.innerText || '').trim();
    if (!text) continue;
    const overX = el.scrollWidth > el.clientWidth + 1;
    const overY = el.scrollHeight > el.clientHeight + 1;
    if (overX || overY)
      found.push(`${el.tagName.toLowerCase()} "${text.slice(0, 60)}" (${overX ? 'width' : 'height'})`);
  }
  return found;
}

/**
 * Resolves once nothing in the page has changed (DOM, attributes, text, focus) for `quietMs`, or after
 * `maxMs` for a story that never rests (a running clock). A play test waits for what it asserts, but a
 * dialog's autofocus or a list's trailing render may land a frame later on a busy machine; the
 * picture must show the rested state, as the baseline does.
 */
export function settle({ quietMs, maxMs }: { quietMs: number; maxMs: number }): Promise<void> {
  return new Promise((resolve) => {
    const started = performance.now();
    let last = performance.now();
    let focused = document.activeElement;
    const observer = new MutationObserver(() => {
      last = performance.now();
    });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
    const tick = () => {
      const now = performance.now();
      if (document.activeElement !== focused) {
        focused = document.activeElement;
        last = now;
      }
      if (now - last >= quietMs || now - started >= maxMs) {
        observer.disconnect();
        resolve();
      } else {
        setTimeout(tick, 25);
      }
    };
    // Two frames first: a focus or render scheduled for the next frame counts as a change.
    requestAnimationFrame(() => requestAnimationFrame(tick));
  });
}

type Channel = {
  on: (event: string, listener: (payload: never) => void) => void;
  off: (event: string, listener: (payload: never) => void) => void;
  emit: (event: string, payload: unknown) => void;
};
type Preview = { storyStoreValue?: { userGlobals: { update: (globals: Record<string, unknown>) => void } } };
type Phases = { phase: string; at: number }[];
/** The page's last render phases, of every story: `<ms since load> <story id> <phase>`. */
type RecentRenders = { __recentRenders?: string[] };

/**
 * Starts (once per page) noting when each story's render phases begin (loading, rendering, playing,
 * completed, finished…), and empties the notes: the slowest stories' report says where their time went.
 */
export function notePhases(): void {
  const page = globalThis as unknown as { __storyPhases?: Phases; __STORYBOOK_ADDONS_CHANNEL__: Channel };
  if (!page.__storyPhases) {
    const noted = (({ newPhase, storyId }: { newPhase: string; storyId: string }) => {
      page.__storyPhases?.push({ phase: newPhase, at: performance.now() });
      const recent = ((globalThis as RecentRenders).__recentRenders ??= []);
      recent.push(`${Math.round(performance.now())} ${storyId} ${newPhase}`);
      if (recent.length > 600) recent.shift();
    }) as (payload: never) => void;
    page.__STORYBOOK_ADDONS_CHANNEL__.on('storyRenderPhaseChanged', noted);
  }
  page.__storyPhases = [{ phase: 'start', at: performance.now() }];
}

/** The phases noted since notePhases(). */
export function takePhases(): Phases {
  return (globalThis as unknown as { __storyPhases?: Phases }).__storyPhases ?? [];
}

/**
 * The language the next story renders in, set in the preview's globals without drawing anything again
 * (the toolbar's switch would draw the current story once more for nothing).
 */
export function setLocale(locale: string): void {
  const preview = (globalThis as unknown as { __STORYBOOK_PREVIEW__: Preview }).__STORYBOOK_PREVIEW__;
  preview.storyStoreValue?.userGlobals.update({ locale });
}

/**
 * The current story rendered again from the start in another language, in the same page: its loaders,
 * beforeEach (seeded data, empty storage) and play function run as on a first visit. Resolves when the
 * story has finished; rejects with the error of a story or play function that threw, or of a story whose
 * afterEach failed (an untranslated key).
 */
export function replayIn({ storyId, locale }: { storyId: string; locale: string }): Promise<void> {
  const page = globalThis as unknown as { __STORYBOOK_PREVIEW__: Preview; __STORYBOOK_ADDONS_CHANNEL__: Channel };
  const channel = page.__STORYBOOK_ADDONS_CHANNEL__;
  page.__STORYBOOK_PREVIEW__.storyStoreValue?.userGlobals.update({ locale });
  return new Promise((resolve, reject) => {
    const message = (error: unknown): string =>
      Array.isArray(error) ? message(error[0]) : String((error as { message?: string })?.message ?? error);
    const listeners: Record<string, (payload: never) => void> = {
      storyFinished: ((payload: { storyId: string; status: string }) => {
        if (payload.storyId !== storyId) return;
        done();
        if (payload.status === 'error') reject(new Error(`The story ended in error in ${locale}`));
        else resolve();
      }) as (payload: never) => void,
      storyErrored: ((error: { description?: string }) => fail(error.description ?? 'story errored')) as never,
      storyThrewException: ((error: unknown) => fail(message(error))) as never,
      playFunctionThrewException: ((error: unknown) => fail(message(error))) as never,
      unhandledErrorsWhilePlaying: ((errors: unknown) => fail(message(errors))) as never,
    };
    const done = () => Object.entries(listeners).forEach(([event, listener]) => channel.off(event, listener));
    // The page serves many stories: an error thrown by a play function still running from an earlier
    // one would land here too, so the failure lists the page's last renders to tell which it came from.
    const fail = (text: string) => {
      done();
      const recent = (globalThis as RecentRenders).__recentRenders ?? [];
      const now = Math.round(performance.now());
      reject(new Error(`${text}\nRenders before it (ms since the page loaded; now ${now}):\n${recent.join('\n')}`));
    };
    Object.entries(listeners).forEach(([event, listener]) => channel.on(event, listener));
    channel.emit('forceRemount', { storyId });
  });
}

/** How long the page took to load, once per page (the runner opens one per story file); 0 afterwards. */
export function pageLoadOnce(): number {
  const page = globalThis as unknown as { __loadReported?: boolean };
  if (page.__loadReported) return 0;
  page.__loadReported = true;
  const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  return Math.round(navigation?.loadEventEnd ?? 0);
}

/**
 * The focused element when the page's own content hides it entirely (WCAG 2.2's 2.4.11, Focus Not
 * Obscured): a sticky header over a row, a toast or a bar over a button. Points across the part of the
 * element its scrolling ancestors show are hit-tested; one point that reaches the element is enough (a
 * partly covered focus passes, as the criterion allows). Null when nothing has the focus, when the focus
 * is on something not drawn (a visually hidden control), or when it is scrolled out of its area.
 */
export function obscuredFocus(): string | null {
  const el = document.activeElement;
  if (!(el instanceof HTMLElement) || el === document.body) return null;
  if (!el.checkVisibility({ visibilityProperty: true, opacityProperty: true })) return null;
  let { left, top, right, bottom } = el.getBoundingClientRect();
  if (right - left <= 1 || bottom - top <= 1) return null;
  for (let up = el.parentElement; up; up = up.parentElement) {
    const style = getComputedStyle(up);
    if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
    const box = up.getBoundingClientRect();
    [left, top, right, bottom] = [
      Math.max(left, box.left),
      Math.max(top, box.top),
      Math.min(right, box.right),
      Math.min(bottom, box.bottom),
    ];
  }
  [left, top, right, bottom] = [
    Math.max(left, 0),
    Math.max(top, 0),
    Math.min(right, innerWidth),
    Math.min(bottom, innerHeight),
  ];
  if (right - left < 1 || bottom - top < 1) return null;
  for (const fx of [0.1, 0.5, 0.9])
    for (const fy of [0.1, 0.5, 0.9]) {
      const hit = document.elementFromPoint(left + (right - left) * fx, top + (bottom - top) * fy);
      // An ancestor hit means the element itself takes no pointer (pointer-events: none), not that it is covered.
      if (hit && (el.contains(hit) || hit.contains(el))) return null;
    }
  const hit = document.elementFromPoint((left + right) / 2, (top + bottom) / 2);
  const name = (node: Element | null) =>
    node
      ? `${node.tagName.toLowerCase()} "${((node as HTMLElement).innerText || node.getAttribute('aria-label') || '').trim().slice(0, 40)}"`
      : 'nothing';
  return `${name(el)} is hidden by ${name(hit)}`;
}

/**
 * The helpers a batched call uses by name, as `globalThis.__storyChecks`: the page holds them until it
 * is replaced (the runner renews a worker's page every few story files).
 */
const CHECKS = { storyBox, findClippedText, settle, notePhases, takePhases, setLocale, pageLoadOnce };
type Checks = typeof CHECKS;
type WithChecks = { __storyChecks?: Checks };

/** The script that installs the helpers in a page. */
export function checksScript(): string {
  const entries = Object.entries(CHECKS).map(([name, fn]) => `${name}: ${fn.toString()}`);
  return `globalThis.__storyChecks = { ${entries.join(',\n')} };`;
}

/**
 * A visit's start: the focus let go, the language the story renders in set (none: the one set stays),
 * and its render phases noted from now. False, with nothing done, in a page without the helpers yet.
 */
export function beginVisit(locale: string | null): boolean {
  const checks = (globalThis as WithChecks).__storyChecks;
  if (!checks || !('axe' in globalThis)) return false;
  (document.activeElement as HTMLElement | null)?.blur();
  if (locale) checks.setLocale(locale);
  checks.notePhases();
  return true;
}

/** What the checks read of a story's parameters. */
export type StoryChecks = { a11y: boolean; picture: boolean; pictureOf?: string };

/**
 * A visit's end: its render phases, the page's load time (once per page), the document's language and
 * the parameters of the story the checks read (the whole story context would cross to the runner
 * otherwise: args, handlers and all).
 */
export async function endVisit(storyId: string): Promise<{
  pageLoad: number;
  phases: { phase: string; at: number }[];
  lang: string;
  story: StoryChecks;
}> {
  const checks = (globalThis as WithChecks).__storyChecks!;
  const page = globalThis as unknown as {
    __getContext: (id: string) => Promise<{ parameters?: Record<string, unknown> }>;
  };
  const parameters = (await page.__getContext(storyId)).parameters ?? {};
  return {
    pageLoad: checks.pageLoadOnce(),
    phases: checks.takePhases(),
    lang: document.documentElement.lang,
    story: {
      a11y: (parameters.a11y as { disable?: boolean } | undefined)?.disable !== true,
      picture: parameters.snapshot !== false,
      pictureOf: parameters.snapshotOf as string | undefined,
    },
  };
}

/** The story's box once its fonts are loaded and the page has rested (settle). */
export async function restedBox(rest: { quietMs: number; maxMs: number }): Promise<Box | null> {
  const checks = (globalThis as WithChecks).__storyChecks!;
  await document.fonts.ready;
  await checks.settle(rest);
  return checks.storyBox();
}

/** findClippedText once the page's fonts are loaded (a fallback font measures otherwise). */
export async function clippedOnceFontsReady(): Promise<string[]> {
  await document.fonts.ready;
  return (globalThis as WithChecks).__storyChecks!.findClippedText();
}

export type AxeFinding = {
  id: string;
  impact: string;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
};
type AxeRules = Record<string, { enabled: boolean }>;
type AxeRun = (
  context: Document | string,
  options: { rules: AxeRules; runOnly?: { type: 'rule'; values: string[] }; resultTypes: string[] },
) => Promise<{ violations: AxeFinding[] }>;
type Axe = { run: AxeRun; getRules: () => { ruleId: string }[] };

/**
 * axe over the whole document (dialogs and menus render in portals), in one call: every rule but
 * `region`, with WCAG 2.2's target size, or only the rules `only` names. Returns the serious and
 * critical violations. While a menu or list of options the user opened (`popup`) is drawn over the
 * page, target size is checked on the portal's own targets only: a target partly covered by such a
 * menu is exempt (WCAG's Understanding 2.5.8: "a menu that shows a dropdown of options, partially
 * obscuring targets below"), which axe cannot tell.
 */
export async function axeViolations({ only, popup }: { only: string[] | null; popup: string }): Promise<AxeFinding[]> {
  const axe = (globalThis as unknown as { axe: Axe }).axe;
  // Target size (2.5.8) is off in axe by default: staff work with a mouse all day, and a 24 px target is
  // what a tired hand or a touch screen still hits.
  const rules: AxeRules = { region: { enabled: false }, 'target-size': { enabled: true } };
  if (only) for (const { ruleId } of axe.getRules()) if (!only.includes(ruleId)) rules[ruleId] = { enabled: false };
  // Only violations are collected: gathering every passing node of a large page is most of axe's time
  // (axe's own advice for speed).
  const found: AxeFinding[] = [];
  if (rules['target-size']?.enabled && document.querySelector(popup)) {
    const onPopup = await axe.run('#headlessui-portal-root', {
      runOnly: { type: 'rule', values: ['target-size'] },
      rules: { 'target-size': { enabled: true } },
      resultTypes: ['violations'],
    });
    found.push(...onPopup.violations);
    rules['target-size'] = { enabled: false };
  }
  found.push(...(await axe.run(document, { rules, resultTypes: ['violations'] })).violations);
  return found
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      nodes: nodes.map(({ target, failureSummary }) => ({ target, failureSummary })),
    }));
}
