import { expect, type Page } from '@playwright/test';

/**
 * Opens a route as the app's own links do (history.pushState, then the popstate the router listens
 * to), without loading the page again: the app, its demo backend and its texts stay loaded, which
 * saves a full start per screen in the specs that walk many screens. Only for a page the app already
 * shows: the first screen comes from page.goto.
 *
 * Every screen sets its own document title once it has rendered (the layout's usePageTitle, after the
 * screen commits with it), so a changed title says the new screen is on the page, never the last one.
 * Two screens in a row with the same title time out here instead of reading the previous screen.
 */
async function openInApp(page: Page, route: string): Promise<void> {
  const before = await page.title();
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, route);
  await expect(page).toHaveURL((url) => url.pathname === route);
  await expect(page, `${route} sets a title of its own`).not.toHaveTitle(before);
}

/** Each route in turn, once the page shows it: the first by loading the app, the others by its navigation. */
export async function* screensInTurn(page: Page, routes: readonly string[]): AsyncGenerator<string> {
  const [first, ...rest] = routes;
  if (first === undefined) return;
  await page.goto(first);
  yield first;
  for (const route of rest) {
    await openInApp(page, route);
    yield route;
  }
}
