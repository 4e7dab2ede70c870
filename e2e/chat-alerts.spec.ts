import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { SIGNED_IN } from './sign-in';

/**
 * Alerts for members' messages with three tabs of one staff user against a real soketi on
 * 127.0.0.1, the browser's notification permission granted: one notification and one sound per
 * message whatever the number of tabs, none for a room a tab shows, none for a muted room, and a
 * click on a notification opens its room.
 */

const VIP = 'r-agent01-player02';
const OTHER = 'r-agent01-player03';

test.use({ storageState: SIGNED_IN.agentLink });
type ChatWindow = Window & {
  __demoChat?: { memberSends(code: string, content?: string): number | null };
  __notices?: { title: string; body: string; tag: string }[];
  __noticeObjects?: Notification[];
  __chimes?: number;
};

/** A tab whose notifications and sounds are recorded (the real Notification still runs). */
async function openTab(context: BrowserContext) {
  const page = await context.newPage();
  await page.addInitScript(() => {
    localStorage.setItem('demo_realtime', 'soketi');
    localStorage.setItem('demo_auto_reply', '0');
    const w = window as ChatWindow;
    const Real = window.Notification;
    class Recorded extends Real {
      constructor(title: string, options?: NotificationOptions) {
        super(title, options);
        (w.__notices ??= []).push({ title, body: options?.body ?? '', tag: options?.tag ?? '' });
        (w.__noticeObjects ??= []).push(this);
      }
    }
    window.Notification = Recorded as typeof Notification;
    HTMLMediaElement.prototype.play = function play() {
      w.__chimes = (w.__chimes ?? 0) + 1;
      return Promise.resolve();
    };
  });
  return page;
}

const live = (page: Page) => page.getByRole('status').filter({ hasText: 'Live updates on' });
const memberSends = (page: Page, code: string, text: string) =>
  page.evaluate(([c, t]) => (window as ChatWindow).__demoChat!.memberSends(c!, t), [code, text]);
const noticesOf = (pages: Page[]) =>
  Promise.all(pages.map((p) => p.evaluate(() => (window as ChatWindow).__notices ?? []))).then((all) => all.flat());
const chimesOf = (pages: Page[]) =>
  Promise.all(pages.map((p) => p.evaluate(() => (window as ChatWindow).__chimes ?? 0))).then((n) =>
    n.reduce((a, b) => a + b, 0),
  );
const row = (page: Page, text: string) =>
  page.getByRole('list', { name: 'Conversations' }).getByRole('listitem').filter({ hasText: text });

test(
  'one notification and one sound per member message across three tabs; a click opens the room; a muted room stays silent',
  { tag: '@soketi' },
  async ({ context }) => {
    await context.grantPermissions(['notifications']);
    const first = await openTab(context);
    await first.goto('/chat/messaging');
    await expect(live(first)).toBeAttached();

    // Turned on once, from the bell: every tab of the browser follows.
    await first.getByRole('button', { name: 'Alerts' }).first().click();
    await first.getByRole('switch', { name: 'Desktop notifications' }).click();
    await expect(first.getByRole('switch', { name: 'Desktop notifications' })).toBeChecked();
    await first.getByRole('switch', { name: 'Sound' }).click();
    await expect(first.getByRole('switch', { name: 'Sound' })).toBeChecked();
    await first.keyboard.press('Escape');
    const chimesFromPress = await chimesOf([first]);

    const tabs = [first];
    for (let i = 0; i < 2; i++) {
      const tab = await openTab(context);
      await tab.goto('/chat/messaging');
      await expect(live(tab)).toBeAttached();
      tabs.push(tab);
    }

    await memberSends(first, VIP, 'Where is my deposit?');
    for (const tab of tabs) await expect(row(tab, 'VIP Lounge')).toContainText('Where is my deposit?');
    await expect.poll(() => noticesOf(tabs)).toHaveLength(1);
    expect(await noticesOf(tabs)).toEqual([
      { title: 'VIP Lounge', body: 'Where is my deposit?', tag: `chat-room:${VIP}` },
    ]);
    await expect.poll(() => chimesOf(tabs)).toBe(chimesFromPress + 1);

    // A second message replaces the room's notification (same tag) rather than stacking.
    await memberSends(first, VIP, 'Hello?');
    await expect.poll(() => noticesOf(tabs)).toHaveLength(2);
    expect(new Set((await noticesOf(tabs)).map((n) => n.tag))).toEqual(new Set([`chat-room:${VIP}`]));

    // Clicking it opens the room in the tab that showed it.
    const shower = (
      await Promise.all(tabs.map((t) => t.evaluate(() => ((window as ChatWindow).__notices ?? []).length)))
    ).findIndex((n) => n > 0);
    const clicked = tabs[shower]!;
    await clicked.evaluate(() => (window as ChatWindow).__noticeObjects!.at(-1)!.dispatchEvent(new Event('click')));
    await expect(clicked).toHaveURL(new RegExp(`/chat/messaging/201/\\d+/${VIP}$`));
    await expect(clicked.getByRole('log').getByText('Hello?')).toBeVisible();

    // The room on screen in a tab: its messages neither notify nor ring.
    const before = (await noticesOf(tabs)).length;
    const chimes = await chimesOf(tabs);
    await memberSends(first, VIP, 'Seen as it arrives');
    await expect(clicked.getByRole('log').getByText('Seen as it arrives')).toBeVisible();
    // Another room's message still notifies: proof the seen one was decided, not lost.
    await memberSends(first, OTHER, 'From another room');
    await expect.poll(() => noticesOf(tabs)).toHaveLength(before + 1);
    expect((await noticesOf(tabs)).at(-1)).toMatchObject({ body: 'From another room', tag: `chat-room:${OTHER}` });
    expect(await chimesOf(tabs)).toBe(chimes + 1);

    // Muted from the list: the room's messages still arrive, without a sound or a notification.
    const lister = tabs.find((t) => t !== clicked)!;
    const otherRow = row(lister, 'From another room');
    await otherRow.hover();
    await otherRow.getByRole('button', { name: /^Mute / }).click();
    await expect(otherRow.getByRole('button', { name: /^Mute / })).toHaveAttribute('aria-pressed', 'true');
    const mutedBefore = (await noticesOf(tabs)).length;
    const mutedChimes = await chimesOf(tabs);
    await memberSends(first, OTHER, 'Muted message');
    for (const tab of tabs) await expect(row(tab, 'Muted message')).toBeVisible();
    await memberSends(first, 'r-agent01-player01', 'After the muted one');
    await expect.poll(() => noticesOf(tabs)).toHaveLength(mutedBefore + 1);
    expect((await noticesOf(tabs)).at(-1)).toMatchObject({ body: 'After the muted one' });
    expect(await chimesOf(tabs)).toBe(mutedChimes + 1);
    console.log(
      `[alerts] 6 member messages in 3 tabs: ${(await noticesOf(tabs)).length} notifications (one seen on screen, one muted)`,
    );
  },
);
