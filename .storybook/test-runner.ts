import type { TestRunnerConfig } from '@storybook/test-runner';
import { getStoryContext, waitForPageReady } from '@storybook/test-runner';
import { checkA11y, injectAxe } from 'axe-playwright';
import { toMatchImageSnapshot } from 'jest-image-snapshot';
import path from 'node:path';

const snapshotsDir = path.join(process.cwd(), '__snapshots__');

/**
 * Every story: its play test (run by the test-runner), an axe check that fails on serious or
 * critical violations, and a visual snapshot compared with the committed baseline (the offline
 * stand-in for Chromatic). `parameters.snapshot = false` skips the picture for stories whose
 * pixels are not stable (a running clock, a canvas of random art).
 */
const config: TestRunnerConfig = {
  setup() {
    expect.extend({ toMatchImageSnapshot });
  },
  async preVisit(page) {
    await injectAxe(page);
  },
  async postVisit(page, context) {
    const story = await getStoryContext(page, context);
    if (story.parameters?.a11y?.disable !== true) {
      await checkA11y(page, '#storybook-root', {
        includedImpacts: ['serious', 'critical'],
        detailedReport: true,
        detailedReportOptions: { html: true },
        verbose: false,
        axeOptions: { rules: { region: { enabled: false } } },
      });
    }
    if (process.env.SNAPSHOTS === '0' || story.parameters?.snapshot === false) return;
    await waitForPageReady(page);
    await page.evaluate(() => document.fonts.ready);
    const image = await page.screenshot({ fullPage: false, animations: 'disabled', caret: 'hide' });
    expect(image).toMatchImageSnapshot({
      customSnapshotsDir: snapshotsDir,
      customSnapshotIdentifier: `${context.id}-${process.platform}`,
      failureThreshold: 0.01,
      failureThresholdType: 'percent',
    });
  },
};

export default config;
