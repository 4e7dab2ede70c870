import { delay } from 'msw';

/**
 * How long the demo backend takes to answer. The demo app answers in a realistic 100–400 ms, as a
 * server would, so that staff trying it see the loading states. The e2e tests' signed-in states set a
 * short fixed time (`demo_latency_ms`, mocks/browser.ts); a test that needs a slow answer makes its own.
 * Stories answer after a short fixed time too: a play test waits for what the user sees whatever the
 * time, and every story runs twice (two languages) with several calls each, so a random 250 ms per call
 * was most of a story's idle time. A story that needs a slower answer says so with its own `delayMs`.
 */
let fixedMs: number | null = null;

export function answerQuickly(ms: number): void {
  fixedMs = ms;
}

export function answerDelay(): Promise<void> {
  return fixedMs === null ? delay('real') : delay(fixedMs);
}
