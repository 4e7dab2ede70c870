import hexEncoder from 'crypto-js/enc-hex';
import HmacSHA256 from 'crypto-js/hmac-sha256';
import MD5 from 'crypto-js/md5';
import { DEMO_REALTIME } from '@/config/demo-env';

/**
 * Publishes through a real soketi's HTTP API (the Pusher REST API), for the e2e tests that run the
 * demo backend in the page against soketi on 127.0.0.1. The page's origin differs from soketi's, and
 * soketi answers a CORS preflight (OPTIONS) with 404, so a JSON content type, which needs one, fails.
 * The body goes as text/plain, a "simple" request without preflight: soketi parses the body as JSON
 * whatever its type, and its answer carries Access-Control-Allow-Origin: *.
 */
const { appId, key, secret, host, port } = DEMO_REALTIME;
const path = `/apps/${appId}/events`;

/** The Pusher HTTP API's signed query: auth_* parameters and body_md5, sorted by name. */
export function signedEventsQuery(body: string, timestamp = Math.floor(Date.now() / 1000)): string {
  const params: Record<string, string> = {
    auth_key: key,
    auth_timestamp: String(timestamp),
    auth_version: '1.0',
    body_md5: MD5(body).toString(hexEncoder),
  };
  const query = Object.keys(params)
    .sort()
    .map((name) => `${name}=${params[name]}`)
    .join('&');
  const signature = HmacSHA256(`POST\n${path}\n${query}`, secret).toString(hexEncoder);
  return `${query}&auth_signature=${signature}`;
}

/** Resolves once soketi accepted the event; rejects (and logs) when it refused it or is down. */
export async function publishToSoketi(channel: string, event: string, data: unknown): Promise<void> {
  const body = JSON.stringify({ name: event, channels: [channel], data: JSON.stringify(data) });
  const response = await fetch(`http://${host}:${port}${path}?${signedEventsQuery(body)}`, {
    method: 'POST',
    headers: { 'Content-Type': 'text/plain' },
    body,
  });
  if (!response.ok)
    throw new Error(`soketi refused ${event} on ${channel}: ${response.status} ${await response.text()}`);
}
