// Playwright global setup: a real soketi on 127.0.0.1:6001 for the whole e2e run, and a small
// control server on loopback so a test can stop and restart it (E2E_SOKETI_CONTROL: POST /stop,
// POST /start). The returned function is the global teardown.
import http from 'node:http';
import { startSoketi } from './soketi.mjs';

export default async function globalSetup() {
  let soketi;
  try {
    soketi = await startSoketi();
  } catch (error) {
    // Another e2e run on this machine may already have one: use it, without the stop/start control.
    if (process.env.CI || !/already in use/.test(String(error))) throw error;
    console.log(`[soketi] ${error.message}: reusing it; restart tests are skipped`);
    return async () => {};
  }
  console.log(`[soketi] listening on 127.0.0.1:6001 (ready ${soketi.startedInMs} ms after start)`);

  const control = http.createServer((req, res) => {
    const act = async () => {
      if (req.method === 'POST' && req.url === '/stop') {
        await soketi?.stop();
        soketi = null;
        return { running: false };
      }
      if (req.method === 'POST' && req.url === '/start') {
        soketi ??= await startSoketi();
        return { running: true, readyMs: soketi.startedInMs };
      }
      return null;
    };
    act().then(
      (body) =>
        body
          ? res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(body))
          : res.writeHead(404).end(),
      (error) => res.writeHead(500).end(String(error)),
    );
  });
  await new Promise((resolve) => control.listen(0, '127.0.0.1', resolve));
  process.env.E2E_SOKETI_CONTROL = `http://127.0.0.1:${control.address().port}`;

  return async () => {
    control.close();
    await soketi?.stop();
  };
}
