// The story files' test environment: the test-runner's own, with two costs paid once per worker instead
// of once per story file.
//
// - The hooks. Jest evaluates setup files again for every story file, in a module registry of their own;
//   the test-runner's setup file imports its whole bundle (Storybook's server-side internals, Babel) to
//   read the hooks, about a second of a worker's time per file. Here the bundle and the hooks load once
//   per worker, and the setup file that remains (./test-runner-setup.mjs) only hands the file's `expect`
//   to the hooks.
// - The page. The test-runner opens a browser context and a page per story file and loads Storybook's
//   preview into it (about a second), whose first story then starts the mock service worker in the new
//   context (about half a second more). Here a worker keeps its page from file to file, as the stories of
//   one file already share it: each story starts from its own loaders and beforeEach (seeded data, empty
//   storage), whatever ran before it. A fresh page is opened every PAGE_FILES files, so that what a long
//   day of stories leaves in one page's memory never grows without end.
import { getTestRunnerConfig, setupPage } from '@storybook/test-runner';
import net from 'node:net';
import PlaywrightEnvironment from '@storybook/test-runner/dist/jest-playwright-entries/test-environment.js';

/** Story files one page serves before a fresh one is opened. */
const PAGE_FILES = Number(process.env.STORY_PAGE_FILES) || 25;

/** The worker's browser connection, context and page, kept on the process between story files. */
const host = process;

/**
 * The kept connection to the browser server must not hold the worker open once Jest has no more files
 * for it (Jest would wait, then kill it and warn of a leak): its socket stops counting for the process's
 * life. A file's test keeps the worker busy anyway.
 */
function letProcessExit(wsEndpoint) {
  if (!wsEndpoint) return;
  const port = Number(new URL(wsEndpoint).port);
  for (const handle of process._getActiveHandles())
    if (handle instanceof net.Socket && handle.remotePort === port) handle.unref();
}

export default class StoryEnvironment extends PlaywrightEnvironment {
  async setup() {
    const kept = host.__storyPage;
    const reuse = kept && kept.files < PAGE_FILES && !kept.page.isClosed();
    if (kept && !reuse) await kept.browser.close().catch(() => {});
    // jest-playwright connects, opens a context and a page only when it is not told to skip that.
    const options = this._config.testEnvironmentOptions['jest-playwright'];
    this._config = {
      ...this._config,
      testEnvironmentOptions: {
        ...this._config.testEnvironmentOptions,
        'jest-playwright': { ...options, skipInitialization: Boolean(reuse) },
      },
    };
    await super.setup();
    if (reuse) {
      Object.assign(this.global, { browser: kept.browser, context: kept.context, page: kept.page });
      kept.files += 1;
    } else {
      await setupPage(this.global.page, this.global.context);
      letProcessExit(this._jestPlaywrightConfig.connectOptions?.wsEndpoint);
      host.__storyPage = {
        browser: this.global.browser,
        context: this.global.context,
        page: this.global.page,
        files: 1,
      };
    }
    const config = await getTestRunnerConfig(process.env.STORYBOOK_CONFIG_DIR);
    // The globals the test-runner's transformed story files read (its jest-setup.js sets the same).
    Object.assign(this.global, {
      __sbPreVisit: config?.preVisit,
      __sbPostVisit: config?.postVisit,
      __sbSetupPage: setupPage,
      __sbCollectCoverage: process.env.STORYBOOK_COLLECT_COVERAGE === 'true',
      // A worker runs one story file at a time: the hooks use the current file's `expect`.
      __storyFileSetup: (expect) => {
        globalThis.__storyFileExpect = expect;
        config?.setup?.();
      },
    });
  }

  async teardown() {
    // The page may have been replaced during the file (the runner's reset after a navigation): keep the
    // current one, and leave the connection open for the next file.
    const kept = host.__storyPage;
    if (kept)
      Object.assign(kept, { browser: this.global.browser, context: this.global.context, page: this.global.page });
    this.global.browser = undefined;
    await super.teardown();
  }
}
