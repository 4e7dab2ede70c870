import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { SIGNED_IN } from './sign-in';

/** The same room open in three tabs of one staff user (one socket for the browser, soketi on 127.0.0.1). */

const ROOM_CODE = 'r-agent01-player02';
const ROOM_URL = `/chat/messaging/201/101/${ROOM_CODE}`;

test.use({ storageState: SIGNED_IN.agentLink });

type ChatWindow = Window & { __demoChat?: { memberSends(code: string, content?: string): number | null } };

async function openTab(context: BrowserContext) {
  const page = await context.newPage();
  await page.addInitScript(() => {
    localStorage.setItem('demo_realtime', 'soketi');
    localStorage.setItem('demo_auto_reply', '0');
  });
  return page;
}

const live = (page: Page) => page.getByRole('status').filter({ hasText: 'Live updates on' });

test('a member message in a room open in three tabs shows once in each', { tag: '@soketi' }, async ({ context }) => {
  const tabs = [await openTab(context), await openTab(context), await openTab(context)];
  for (const tab of tabs) {
    await tab.goto(ROOM_URL);
    await expect(tab.getByRole('log')).toBeVisible();
    await expect(live(tab)).toBeAttached();
  }
  const sendAndSee = async (code: string, texts: string[]) => {
    for (const [i, text] of texts.entries()) {
      await tabs[i]!.evaluate(([c, t]) => (window as ChatWindow).__demoChat!.memberSends(c!, t), [code, text]);
      for (const tab of tabs) await expect(tab.getByRole('log').getByText(text)).toHaveCount(1);
    }
  };
  await sendAndSee(ROOM_CODE, ['First to all tabs', 'Second to all tabs']);
  // Every tab switches to another room, one after the other, as the bench does.
  for (const tab of tabs) {
    await tab.getByRole('link', { name: /player04/ }).click();
    await expect(tab).toHaveURL(/r-agent01-player04$/);
    await expect(tab.getByRole('log')).toBeVisible();
  }
  await sendAndSee('r-agent01-player04', [
    'Third after the switch',
    'Fourth after the switch',
    'Fifth after the switch',
  ]);
});
