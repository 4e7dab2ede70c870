import { delay, http } from 'msw';
import { DEMO_ENV } from '@/config/env';
import { openEnvelope } from '@/lib/api/envelope';
import { apiUrl } from './endpoint';

/**
 * Story and test helper: records every call to one path (its decrypted payload), optionally holds
 * it for a while, then lets the demo backend answer it as usual. Put `handler` first. Recorders
 * sharing an `order` list show the order of calls across paths.
 */
export function recordCalls(path: string, options: { delayMs?: number; order?: string[] } = {}) {
  const calls: Record<string, unknown>[] = [];
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
    // No response: the next matching handler (the demo backend) answers.
  });
  return { handler, calls };
}
