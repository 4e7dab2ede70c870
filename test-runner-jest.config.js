import { getJestConfig } from '@storybook/test-runner';
import { CHROMIUM_ARGS, CHROMIUM_ENV, CHROMIUM_PATH } from './scripts/chromium.mjs';

const base = getJestConfig();
const reports = process.env.STORY_REPORT_DIR ?? 'test-results/storybook';

/** The test-runner's setup file, replaced by ours (./.storybook/test-runner-environment.mjs says why). */
const RUNNER_SETUP = /playwright[\\/]jest-setup\.js$/;

export default {
  ...base,
  testEnvironment: '<rootDir>/.storybook/test-runner-environment.mjs',
  setupFilesAfterEnv: [
    '<rootDir>/.storybook/test-runner-setup.mjs',
    ...base.setupFilesAfterEnv.filter((file) => !RUNNER_SETUP.test(file)),
  ],
  // Each story is visited in two languages (./.storybook/test-runner.ts).
  testTimeout: 60000,
  // Reports a tool can read beside the console's: JUnit XML and Jest's JSON.
  reporters: [
    'default',
    ['jest-junit', { outputDirectory: reports, outputName: 'junit.xml' }],
    ['<rootDir>/scripts/jest-json-reporter.mjs', { outputFile: `${reports}/report.json` }],
  ],
  testEnvironmentOptions: {
    'jest-playwright': {
      ...base.testEnvironmentOptions['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: {
        executablePath: CHROMIUM_PATH,
        env: CHROMIUM_ENV,
        headless: true,
        // Glyphs drawn the same on every machine, for the pictures.
        args: ['--headless', ...CHROMIUM_ARGS, '--font-render-hinting=none'],
      },
      contextOptions: { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, reducedMotion: 'reduce' },
    },
  },
};
