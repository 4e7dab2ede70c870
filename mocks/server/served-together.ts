import { http, type HttpHandler } from 'msw';
import { DEMO_ENV } from '@/config/env';

/**
 * The demo API's handlers served as one. msw asks every handler in turn whether a request is its own,
 * and each asking parses the page's cookies: about 0.7 ms a handler in the browser, some 70 ms of main
 * thread per call over the demo's hundred paths, three times that on a busy machine. This handler is
 * asked once and hands the request to the handler of its path, found in a map. Story and test
 * overrides (`replyWith`, `server.use`) are separate handlers ahead of it and still win.
 */
export function servedTogether(list: readonly HttpHandler[]): HttpHandler {
  const byPath = new Map(list.map((handler) => [pathKey(String(handler.info.path)), handler]));
  return http.post(`*${DEMO_ENV.apiBase}*`, async ({ request, requestId }) => {
    const handler = byPath.get(pathKey(new URL(request.url).pathname));
    if (!handler) return undefined;
    const result = await handler.run({ request, requestId });
    return result?.response;
  });
}

/** A path from the demo base on: `*\/demo-api/api/room/list` and `/demo-api/api/room/list` alike. */
function pathKey(path: string): string {
  const at = path.indexOf(DEMO_ENV.apiBase);
  return at < 0 ? path : path.slice(at);
}
