import { expect, test } from '@playwright/test';
import { screensInTurn } from './open-in-app';
import { SIGNED_IN } from './sign-in';

/**
 * Every list at a desktop and a phone width, in English and in the two languages with the longest
 * words (Tamil, Burmese): no button, link, cell or header cuts its text off, the page never scrolls
 * sideways, and every row action is in view without scrolling the table.
 */
const LANGUAGES = ['en', 'ta-in', 'my-mm'] as const;
const WIDTHS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
] as const;
const ROUTES = [
  '/agent',
  '/user',
  '/customer_service',
  '/transaction/list/player01',
  '/report/sr02',
  '/MessageTemplate',
  '/chat/noteTitle/201/6',
];

/** [name, route, what opens it, what it opens]. */
const POPUPS: [string, string, string, string][] = [
  ['transaction dialog', '/user', 'td button:not([aria-haspopup])', '[role="dialog"] [id^="headlessui-dialog-title"]'],
  ['row menu', '/user', 'td button[aria-haspopup="menu"]', '[role="menu"]'],
  [
    'history range picker',
    '/transaction/list/player01',
    'form button[aria-haspopup="dialog"]',
    '[role="dialog"] [id^="headlessui-dialog-title"]',
  ],
  [
    'SR02 range picker',
    '/report/sr02',
    'form button[aria-haspopup="dialog"]',
    '[role="dialog"] [id^="headlessui-dialog-title"]',
  ],
];

test.use({ storageState: SIGNED_IN.admin });

type Problem = { what: string; text: string; why: string };

/** Runs in the page: what a reader would find cut off or out of reach. */
function findProblems(): Problem[] {
  const problems: Problem[] = [];
  const label = (el: Element) =>
    `${el.tagName.toLowerCase()}${el.getAttribute('role') ? `[${el.getAttribute('role')}]` : ''}`;
  const name = (el: Element) => (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 60);
  // Text for screen readers only (a 1 px clipped box) is meant to be invisible, not cut off.
  const screenReaderOnly = (el: Element | null): boolean => {
    for (let e = el; e; e = e.parentElement) {
      const box = e.getBoundingClientRect();
      if (getComputedStyle(e).position === 'absolute' && box.width <= 1 && box.height <= 1) return true;
    }
    return false;
  };
  const clipsX = (el: Element) => {
    const o = getComputedStyle(el).overflowX;
    return o === 'auto' || o === 'scroll' || o === 'hidden' || o === 'clip';
  };
  if (document.documentElement.scrollWidth > window.innerWidth + 1)
    problems.push({
      what: 'page',
      text: '',
      why: `scrolls sideways (${document.documentElement.scrollWidth} > ${window.innerWidth})`,
    });
  for (const el of document.querySelectorAll('button, a, td, th, label, [role="menuitem"]')) {
    if (!el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }) || screenReaderOnly(el)) continue;
    const style = getComputedStyle(el);
    // An ellipsis is a deliberate cut with the whole text available (title or the cell's own view).
    if (style.textOverflow === 'ellipsis' || el.closest('.truncate')) continue;
    const box = el.getBoundingClientRect();
    // Every visible piece of text must lie inside its control's box: not clipped, not spilling over.
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!node.textContent?.trim() || !parent || screenReaderOnly(parent)) continue;
      if (!parent.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
      if (parent.closest('.truncate') || getComputedStyle(parent).textOverflow === 'ellipsis') continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const text = range.getBoundingClientRect();
      if (text.right > box.right + 1 || text.left < box.left - 1) {
        problems.push({
          what: label(el),
          text: name(el),
          why: `text outside its box (${Math.round(text.width)} > ${Math.round(box.width)})`,
        });
        break;
      }
    }
    // A row's controls must be in view without scrolling the table sideways.
    if (el.matches('button, a, [role="menuitem"]') && el.closest('td')) {
      for (let p = el.parentElement; p; p = p.parentElement) {
        if (!clipsX(p)) continue;
        const area = p.getBoundingClientRect();
        if (box.right > area.right + 1 || box.left < area.left - 1) {
          problems.push({
            what: label(el),
            text: name(el),
            why: `behind a sideways scroll (${Math.round(box.left)}-${Math.round(box.right)} outside ${Math.round(area.left)}-${Math.round(area.right)})`,
          });
          break;
        }
      }
    }
  }
  return problems;
}

for (const language of LANGUAGES)
  for (const size of WIDTHS)
    test(`no text is cut off and no action is out of reach: ${language} at ${size.width} px`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize(size);
      // The language is chosen before the first screen loads, as the language menu leaves it stored.
      await page.addInitScript((lng) => localStorage.setItem('LOCALE', lng), language);
      const found: Record<string, Problem[]> = {};
      // One load of the app, then its own navigation: a screen's layout is the same either way.
      for await (const route of screensInTurn(page, ROUTES)) {
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        // Wait for the list itself: rows, or the sentence saying there are none.
        await expect(page.locator('table tbody tr').first()).toBeVisible({ timeout: 15_000 });
        await expect(page.locator('table[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
        found[route] = await page.evaluate(findProblems);
        // Then the dialogs, menus and pickers staff open from this screen (found by structure: any
        // language), in the same load of it.
        for (const [name, , opener, opened] of POPUPS.filter(([, from]) => from === route)) {
          // Folded filters (phones) open first; wide screens have no toggle.
          for (const toggle of await page.locator('[data-filter-toggle][aria-expanded="false"]:visible').all())
            await toggle.click();
          await page.locator(opener).first().click();
          await expect(page.locator(opened)).toBeVisible();
          // The popup takes the focus (a menu once placed beside its button): Escape is then the popup's.
          const popup = opened.split(' ')[0]!;
          await expect.poll(() => page.evaluate((sel) => !!document.activeElement?.closest(sel), popup)).toBe(true);
          found[name] = await page.evaluate(findProblems);
          await page.keyboard.press('Escape');
          await expect(page.locator(opened)).toBeHidden();
        }
      }
      expect(found).toEqual(Object.fromEntries([...ROUTES, ...POPUPS.map(([name]) => name)].map((key) => [key, []])));
    });
