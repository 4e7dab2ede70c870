// Each story file's setup (./test-runner-environment.mjs): the hooks get this file's `expect`.
/* global expect */
globalThis.__storyFileSetup(expect);
