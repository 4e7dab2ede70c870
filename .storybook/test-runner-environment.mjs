// The story files' test environment: the test-runner's own, which also hands each file the hooks of
// ./test-runner.ts. Jest loads an environment once per worker but evaluates setup files again for
// every story file, in a module registry of their own; the test-runner's setup file imports its whole
// bundle (Storybook's server-side internals, Babel) to read the hooks, which cost about a second of a
// worker's time per story file. Here the bundle and the hooks load once per worker, and the setup file
// that remains (./test-runner-setup.mjs) only hands the file's `expect` to the hooks.
import { getTestRunnerConfig, setupPage } from '@storybook/test-runner';
import TestRunnerEnvironment from '@storybook/test-runner/playwright/custom-environment.js';

export default class StoryEnvironment extends TestRunnerEnvironment {
  async setup() {
    await super.setup();
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
}
