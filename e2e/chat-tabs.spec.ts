import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { SIGNED_IN } from './sign-in';

/**
 * Several tabs of one staff user against a real soketi on 127.0.0.1: one socket for the browser
 * (the leader tab's), the others fed over a BroadcastChannel; closing the leader hands over.
 */

const ROOM_CODE = 'r-agent01-player02';

test.use({ storageState: SIGNED_IN.agentLink });
type ChatWindow = Window & { __demoChat?: { memberSends(code: string, content?: string): number | null } };

type Socket = { page: Page; closed: boolean; openedAt: number };

/** A tab of the context whose sockets to the real-time server are recorded. */
async function openTab(context: BrowserContext, sockets: Socket[]) {
  const page = await context.newPage();
  await page.addInitScript(() => {
    localStorage.setItem('demo_realtime', 'soketi');
    localStorage.setItem('demo_auto_reply', '0');
  });
  page.on('websocket', (ws) => {
    if (!ws.url().includes(':6001/')) return;
    const socket: Socket = { page, closed: false, openedAt: Date.now() };
    sockets.push(socket);
    ws.on('close', () => (socket.closed = true));
    // A closed tab's socket is gone even when no close frame reaches the test.
    page.on('close', () => (socket.closed = true));
  });
  return page;
}

const live = (page: Page) => page.getByRole('status').filter({ hasText: 'Live updates on' });
const roomRow = (page: Page) =>
  page.getByRole('list', { name: 'Conversations' }).getByRole('listitem').filter({ hasText: 'VIP Lounge' });
const memberSends = (page: Page, text: string) =>
  page.evaluate(([code, t]) => (window as ChatWindow).__demoChat!.memberSends(code!, t), [ROOM_CODE, text]);

test(
  'three tabs share one socket; every tab shows member messages; closing the leader hands over',
  { tag: '@soketi' },
  async ({ context }) => {
    const sockets: Socket[] = [];
    const first = await openTab(context, sockets);
    await first.goto('/chat/messaging');
    await expect(live(first)).toBeAttached();

    const tabs = [first];
    for (let i = 0; i < 2; i++) {
      const tab = await openTab(context, sockets);
      await tab.goto('/chat/messaging');
      await expect(live(tab)).toBeAttached();
      tabs.push(tab);
    }
    const open = () => sockets.filter((s) => !s.closed);
    await expect.poll(() => open().length).toBe(1);
    expect(sockets).toHaveLength(1);
    console.log(`[tabs] sockets open for ${tabs.length} tabs: ${open().length}`);

    // The tab that opens the room below holds the message in its own demo backend.
    await memberSends(tabs[0]!, 'Seen in every tab');
    for (const tab of tabs) {
      await expect(roomRow(tab)).toContainText('Seen in every tab');
      await expect(roomRow(tab)).toContainText('Unread messages');
    }

    // Reading the room in one tab clears its unread mark in the others within a second.
    await tabs[0]!.getByRole('link', { name: /VIP Lounge/ }).click();
    await expect(tabs[0]!.getByRole('log').getByText('Seen in every tab')).toBeVisible();
    const readAt = Date.now();
    // The goal is 1 s (printed for the bench); the check allows a slow, busy machine.
    await expect(roomRow(tabs[1]!)).not.toContainText('Unread messages', { timeout: 5000 });
    await expect(roomRow(tabs[2]!)).not.toContainText('Unread messages', { timeout: 5000 });
    console.log(`[tabs] a read in one tab cleared the mark in the others within ${Date.now() - readAt} ms`);

    // The leader's tab closes: another tab opens the browser's only socket and every tab stays live.
    const leader = open()[0]!.page;
    const closedAt = Date.now();
    await leader.close();
    const rest = tabs.filter((t) => t !== leader);
    await expect.poll(() => open().length, { timeout: 5000 }).toBe(1);
    const handover = open()[0]!.openedAt - closedAt;
    console.log(`[tabs] hand-over: a new socket ${handover} ms after the leader tab closed`);
    // The goal is 2 s (printed above); the check allows a slow, busy machine.
    expect(handover).toBeLessThan(5000);
    for (const tab of rest) await expect(live(tab)).toBeAttached();

    await memberSends(rest[0]!, 'After the hand-over');
    for (const tab of rest) {
      await expect(roomRow(tab)).toContainText('After the hand-over');
    }
    // A room open in a tab shows it exactly once.
    await rest[1]!.goto(`/chat/messaging/201/101/${ROOM_CODE}`);
    await expect(rest[1]!.getByRole('log').getByText('After the hand-over')).toHaveCount(1);
    await expect.poll(() => open().length).toBe(1);
  },
);
