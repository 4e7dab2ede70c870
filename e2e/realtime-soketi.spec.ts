import { expect, test, type Page } from '@playwright/test';
import { SIGNED_IN } from './sign-in';

/**
 * The app's own real-time layer (src/lib/realtime/connection.ts: Echo on pusher-js) in the demo build, against a
 * real soketi on 127.0.0.1:6001 (the global setup starts it). With localStorage demo_realtime=soketi
 * the demo backend leaves its in-page socket out and publishes through soketi's HTTP API; the page
 * drives the layer through the demo-only hook `window.__demoRealtime` (mocks/realtime/demo-hook.ts).
 */

type Entry = { channel: string; t: number; data?: { seq: number; sentAt: number } };
type Log = { states: { state: string; at: number }[]; events: Entry[]; subscribed: Entry[]; failedPublishes: number };
type Hook = {
  mode: string;
  connect(): {
    state: string;
    onState(l: (s: string) => void): () => void;
    listen(channel: string, event: string, onEvent: (d: unknown) => void, onSubscribed?: () => void): () => void;
  };
  memberChannel(): string | null;
  publish(channel: string, event: string, data: unknown): Promise<void>;
};
type TestWindow = Window & { __demoRealtime?: Hook; __rt?: Log };

const ROOM = 'room.e2e-soketi';
const control = process.env.E2E_SOKETI_CONTROL;

test.use({ storageState: SIGNED_IN.service });

/** The back office of service01, its demo backend (and so `window.__demoRealtime`) up. */
async function openHome(page: Page) {
  await page.goto('/index');
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
}

async function soketi(action: 'stop' | 'start') {
  const response = await fetch(`${control}/${action}`, { method: 'POST' });
  expect(response.ok, await response.text()).toBe(true);
}

const readLog = (page: Page) => page.evaluate(() => (window as TestWindow).__rt!);
const subscribedTo = (log: Log, channel: string) => log.subscribed.filter((s) => s.channel === channel).length;

/** Publishes one event per `seq` and waits for each to arrive; returns trigger-to-receive times in ms. */
function roundTrips(page: Page, channel: string, seqs: number[]) {
  return page.evaluate(
    async ({ channel, seqs }) => {
      const w = window as TestWindow;
      const times: number[] = [];
      for (const seq of seqs) {
        const sentAt = performance.now();
        await w.__demoRealtime!.publish(channel, 'NewMessage', { seq, sentAt });
        const deadline = performance.now() + 5000;
        let got: Entry | undefined;
        while (!(got = w.__rt!.events.find((e) => e.data?.seq === seq)) && performance.now() < deadline)
          await new Promise((r) => setTimeout(r, 1));
        if (!got) throw new Error(`event ${seq} never arrived`);
        times.push(got.t - sentAt);
      }
      return times;
    },
    { channel, seqs },
  );
}

const stats = (ms: number[]) => {
  const sorted = [...ms].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!.toFixed(1);
  return `median ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${sorted.at(-1)!.toFixed(1)} ms (n=${ms.length})`;
};

test(
  'Echo in the page subscribes through broadcasting/auth on soketi, and catches up after soketi restarts',
  { tag: '@restarts-soketi' },
  async ({ page }) => {
    test.setTimeout(120_000);
    await page.addInitScript(() => localStorage.setItem('demo_realtime', 'soketi'));
    await openHome(page);

    const member = await page.evaluate(() => {
      const w = window as TestWindow;
      const hook = w.__demoRealtime!;
      const log: Log = { states: [], events: [], subscribed: [], failedPublishes: 0 };
      w.__rt = log;
      const rt = hook.connect();
      log.states.push({ state: rt.state, at: Date.now() });
      rt.onState((state) => log.states.push({ state, at: Date.now() }));
      const channels = [hook.memberChannel()!, 'room.e2e-soketi'];
      for (const channel of channels)
        rt.listen(
          channel,
          channel.startsWith('room.') ? 'MessageSent' : 'NewMessage',
          (data) => log.events.push({ channel, t: performance.now(), data: data as Entry['data'] }),
          () => log.subscribed.push({ channel, t: Date.now() }),
        );
      return { mode: hook.mode, channel: channels[0]! };
    });
    expect(member.mode).toBe('soketi');
    await expect.poll(async () => (await readLog(page)).states.map((s) => s.state)).toEqual(['connecting', 'live']);
    await expect.poll(async () => subscribedTo(await readLog(page), member.channel)).toBe(1);
    await expect.poll(async () => subscribedTo(await readLog(page), ROOM)).toBe(1);

    // Loopback trigger-to-receive: publish() (soketi's HTTP API) -> soketi -> the page's socket -> Echo.
    const warm = await roundTrips(page, member.channel, [1, 2, 3]);
    const times = await roundTrips(
      page,
      member.channel,
      Array.from({ length: 30 }, (_, i) => 10 + i),
    );
    console.log(
      `[realtime] trigger-to-receive on loopback: ${stats(times)}; first three ${warm.map((t) => t.toFixed(1)).join(', ')} ms`,
    );
    await page.evaluate(() =>
      (window as TestWindow).__demoRealtime!.publish('room.e2e-soketi', 'MessageSent', { seq: 100, sentAt: 0 }),
    );
    await expect
      .poll(async () => (await readLog(page)).events.some((e) => e.channel === ROOM && e.data?.seq === 100))
      .toBe(true);

    // eslint-disable-next-line playwright/no-skipped-test -- only when another run's soketi holds the port
    test.skip(!control, 'soketi belongs to another e2e run here: no stop/start control');
    // soketi down while the backend keeps publishing: once the page has lost its connection, six events
    // are published, and lost (never replayed).
    const stoppedAt = Date.now();
    await soketi('stop');
    await expect.poll(async () => (await readLog(page)).states.at(-1)?.state, { timeout: 20_000 }).not.toBe('live');
    await page.evaluate(async (channel) => {
      const w = window as TestWindow;
      for (let i = 0; i < 6; i++)
        await w
          .__demoRealtime!.publish(channel, 'NewMessage', { seq: 200 + i, sentAt: 0 })
          .catch(() => w.__rt!.failedPublishes++);
    }, member.channel);
    const restartedAt = Date.now();
    await soketi('start');

    await expect.poll(async () => (await readLog(page)).states.at(-1)?.state, { timeout: 30_000 }).toBe('live');
    await expect.poll(async () => subscribedTo(await readLog(page), member.channel), { timeout: 10_000 }).toBe(2);
    await expect.poll(async () => subscribedTo(await readLog(page), ROOM)).toBe(2);
    const log = await readLog(page);
    const states = log.states.map((s) => s.state);
    const timeline = log.states.map((s) => `${s.state}@${s.at - stoppedAt}`).join(' > ');
    const firstDown = log.states.find((s) => s.at >= stoppedAt && s.state !== 'live');
    const live = log.states.findLast((s) => s.state === 'live')!;
    const resubscribed = log.subscribed.filter((s) => s.channel === member.channel)[1]!;
    console.log(
      `[realtime] soketi stopped at 0 ms, restart began at ${restartedAt - stoppedAt} ms; states (ms since stop): ${timeline}; ` +
        `first non-live state ${firstDown ? firstDown.at - stoppedAt : '-'} ms after the stop; live again ${live.at - restartedAt} ms ` +
        `and onSubscribed ${resubscribed.t - restartedAt} ms after the restart began`,
    );
    // pusher-js reports `unavailable` (offline) only after 10 s of failed attempts, so a short outage
    // ends before that: reconnecting, then live.
    expect(states.slice(0, 3)).toEqual(['connecting', 'live', 'reconnecting']);
    expect(states.slice(3, -1).every((s) => s === 'offline' || s === 'reconnecting')).toBe(true);
    expect(states.at(-1)).toBe('live');
    expect(log.failedPublishes).toBe(6);
    expect(log.events.filter((e) => (e.data?.seq ?? 0) >= 200)).toEqual([]);

    // After the catch-up moment new events flow again.
    const after = await roundTrips(page, member.channel, [300]);
    console.log(`[realtime] first event after the restart: ${after[0]!.toFixed(1)} ms`);
  },
);

test('without soketi mode the demo answers the same socket in the page, and survives a dropped connection', async ({
  page,
}) => {
  await openHome(page);
  const mode = await page.evaluate(() => {
    const w = window as TestWindow & { __demoRealtime?: Hook & { dropConnections(): void } };
    const hook = w.__demoRealtime!;
    const log: Log = { states: [], events: [], subscribed: [], failedPublishes: 0 };
    w.__rt = log;
    const rt = hook.connect();
    log.states.push({ state: rt.state, at: Date.now() });
    rt.onState((state) => log.states.push({ state, at: Date.now() }));
    rt.listen(
      hook.memberChannel()!,
      'NewMessage',
      (data) => log.events.push({ channel: 'member', t: performance.now(), data: data as Entry['data'] }),
      () => log.subscribed.push({ channel: 'member', t: Date.now() }),
    );
    return hook.mode;
  });
  expect(mode).toBe('msw');
  await expect.poll(async () => subscribedTo(await readLog(page), 'member')).toBe(1);
  const channel = await page.evaluate(() => (window as TestWindow).__demoRealtime!.memberChannel()!);
  const times = await roundTrips(page, channel, [1, 2, 3, 4, 5]);
  console.log(`[realtime] in-page server trigger-to-receive: ${stats(times)}`);

  await page.evaluate(() =>
    (window as TestWindow & { __demoRealtime?: { dropConnections(): void } }).__demoRealtime!.dropConnections(),
  );
  await expect.poll(async () => subscribedTo(await readLog(page), 'member')).toBe(2);
  expect((await readLog(page)).states.map((s) => s.state)).toEqual(['connecting', 'live', 'reconnecting', 'live']);
  await roundTrips(page, channel, [6]);
});
