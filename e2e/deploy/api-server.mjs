// The demo backend's API contract served over HTTP on 127.0.0.1, on an origin of its own, for a
// real-API build served as deployed (e2e/deploy). The handlers are the demo's own (mocks/handlers),
// loaded through Vite so the app's aliases and TypeScript work; MSW's getResponse answers each request.
//
//   node e2e/deploy/api-server.mjs <port>
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer as createVite } from 'vite';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export async function startApiServer(port) {
  const vite = await createVite({
    root: ROOT,
    mode: 'demo',
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
  });
  const { getResponse } = await import('msw');
  const { handlers } = await vite.ssrLoadModule('/mocks/handlers/index.ts');

  const cors = (origin, requested) => ({
    'Access-Control-Allow-Origin': origin || '*',
    'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
    'Access-Control-Allow-Headers': requested || 'Authorization, Content-Type',
    'Access-Control-Max-Age': '600',
    Vary: 'Origin',
  });

  const server = createServer(async (req, res) => {
    const origin = req.headers.origin;
    if (req.url === '/health') {
      res.writeHead(200, { 'Content-Type': 'text/plain' }).end('ok');
      return;
    }
    if (req.method === 'OPTIONS') {
      res.writeHead(204, cors(origin, req.headers['access-control-request-headers'])).end();
      return;
    }
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const body = chunks.length ? Buffer.concat(chunks) : undefined;
    const request = new Request(`http://127.0.0.1:${port}${req.url}`, {
      method: req.method,
      headers: Object.entries(req.headers).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]])),
      body: req.method === 'GET' || req.method === 'HEAD' ? undefined : body,
    });
    const response = await getResponse(handlers, request).catch((error) => {
      console.error(error);
      return new Response('Demo backend failed', { status: 500 });
    });
    if (!response) {
      res.writeHead(404, cors(origin)).end();
      return;
    }
    const headers = Object.fromEntries(response.headers);
    res.writeHead(response.status, { ...headers, ...cors(origin) });
    res.end(Buffer.from(await response.arrayBuffer()));
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      await vite.close();
    },
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const port = Number(process.argv[2] ?? 4187);
  const api = await startApiServer(port);
  console.log(`API on http://127.0.0.1:${port}/demo-api/`);
  const stop = () => api.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
