// node bench/chat-image.mjs [--no-build]: the chat's picture preparation (prepareImage) on a
// 12-megapixel, ~3 MB camera-like JPEG in headless Chromium, three times through the module worker
// and three times through the main-thread fallback, with the longest main-thread task of each run.
// Serves on 127.0.0.1 only and stops by itself. `--no-build` reuses dist-bench-image.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';
import { serve } from './serve.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT = path.join(ROOT, 'dist-bench-image');
export const IMAGE_TARGETS = { longestTaskMs: 50 };

function build() {
  const result = spawnSync(
    'npx',
    [
      'vite',
      'build',
      '--mode',
      'demo',
      '--config',
      'bench/image.vite.config.ts',
      '--outDir',
      OUT,
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ],
    { cwd: ROOT, stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '0' } },
  );
  if (result.status !== 0) throw new Error(`vite build of the image bench failed (${result.status})`);
  // serve.mjs answers unknown paths (favicon.ico) with index.html: the page itself.
  copyFileSync(path.join(OUT, 'bench', 'image.html'), path.join(OUT, 'index.html'));
}

const kb = (bytes) => `${Math.round(bytes / 1024)} KB`;
const ms = (n) => `${Math.round(n)} ms`;

/**
 * Builds (unless `build: false` and a build exists), measures and prints; returns every run and
 * whether each stayed within the main-thread target.
 */
export async function runImageBench({ build: rebuild = true, runs = 3, log = console.log } = {}) {
  if (rebuild || !existsSync(path.join(OUT, 'index.html'))) {
    log('Building the image bench page (vite build --mode demo) ...');
    build();
  }
  const { server, url } = await serve(OUT);
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--headless', ...CHROMIUM_ARGS],
  });
  try {
    const page = await browser.newPage();
    page.setDefaultTimeout(120_000);
    await page.goto(`${url}/bench/image.html`);
    await page.waitForFunction(() => window.__imageBench !== undefined);
    const source = await page.evaluate(() => window.__imageBench.source);
    log(
      `source: ${source.width}x${source.height} JPEG, ${(source.bytes / 1024 / 1024).toFixed(1)} MB, ${runs} runs each`,
    );
    const results = { source, worker: [], main: [] };
    for (const mode of ['worker', 'main']) {
      for (let i = 0; i < runs; i++) {
        const r = await page.evaluate((m) => window.__imageBench.run(m), mode);
        results[mode].push(r);
        const label = mode === 'worker' ? 'image' : 'image, main-thread fallback';
        log(
          `${label}: ${source.width}x${source.height} -> ${r.width}x${r.height}, ${kb(r.bytes)}, total ${ms(r.totalMs)}, ` +
            `longest main-thread task ${ms(r.longestTaskMs)} ` +
            (mode === 'worker' ? `(target <= ${IMAGE_TARGETS.longestTaskMs} ms)` : '(not judged)'),
        );
      }
    }
    results.upright = {};
    for (const mode of ['worker', 'main']) {
      const r = await page.evaluate((m) => window.__imageBench.run(m, true), mode);
      results.upright[mode] = r.width === 1200 && r.height === 1600;
      log(
        `image, EXIF orientation 6 (${mode === 'worker' ? 'worker' : 'main-thread fallback'}): ${source.width}x${source.height} stored -> ` +
          `${r.width}x${r.height} (${results.upright[mode] ? 'upright' : 'NOT upright, expected 1200x1600'})`,
      );
    }
    // Judged: the worker path, which every browser with OffscreenCanvas takes. The main-thread
    // fallback is printed for comparison (browsers without OffscreenCanvas, or a failed worker).
    results.pass =
      results.worker.every(
        (r) => r.longestTaskMs <= IMAGE_TARGETS.longestTaskMs && r.width === 1200 && r.height === 900,
      ) &&
      results.main.every((r) => r.width === 1200 && r.height === 900) &&
      results.upright.worker &&
      results.upright.main;
    const worst = Math.max(...results.main.map((r) => r.longestTaskMs));
    log(`main-thread fallback, longest task over its runs: ${ms(worst)} (not judged)`);
    log(`image targets (worker path, sizes, orientation): ${results.pass ? 'met' : 'NOT met'}`);
    return results;
  } finally {
    await browser.close();
    server.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  runImageBench({ build: !process.argv.includes('--no-build') }).then(
    (results) => {
      process.exitCode = results.pass ? 0 : 1;
    },
    (error) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
