import { delay, http } from 'msw';
import { DEMO_ENV } from '@/config/env';
import { openEnvelope } from '@/lib/api/envelope';
import { apiUrl } from './endpoint';

/**
 * Story and test helper: records every call to one path (its decrypted payload), optionally holds
 * it for a while, then lets the demo backend answer it as usual. Put `handler` first. Recorders
 * sharing an `order` list show the order of calls across paths. `hold()` keeps the calls that follow
 * unanswered until the function it returns is called: a test that asserts a waiting state must not
 * race the demo's answer.
 */
export function recordCalls(path: string, options: { delayMs?: number; order?: string[] } = {}) {
  const calls: Record<string, unknown>[] = [];
  let held: Promise<void> | null = null;
  const handler = http.post(apiUrl(path), async ({ request }) => {
    const body = (await request
      .clone()
      .json()
      .catch(() => null)) as { params: string; key: string } | null;
    const opened = body ? openEnvelope(body, DEMO_ENV) : null;
    calls.push(opened?.ok ? (opened.payload as Record<string, unknown>) : {});
    // Several recorders given one `order` list note which path was called when.
    options.order?.push(path);
    if (options.delayMs) await delay(options.delayMs);
    if (held) await held;
    // No response: the next matching handler (the demo backend) answers.
  });
  const hold = () => {
    let release = () => {};
    held = new Promise<void>((resolve) => {
      release = () => {
        held = null;
        resolve();
      };
    });
    return release;
  };
  return { handler, calls, hold };
}
