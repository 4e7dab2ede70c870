// The real-API build as deployed (nginx, production configuration, e2e/deploy/deployed-app.mjs):
// the JavaScript each route downloads, gzipped as nginx sends it, against the weight budget, and
// Lighthouse 12 (mobile and desktop) for /login and /agent against its score targets. Lighthouse is
// installed into bench/lighthouse on first use, apart from the app's dependencies.
// Run alone: node bench/deployed.mjs [--no-build]
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { APP_URL, OUT, RUN, prepareDeployed, startDeployed } from '../e2e/deploy/deployed-app.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';
import { bundleReport, printBundleReport } from './bundle-report.mjs';
import { BUDGET_KIB, kib, printWeights, routeWeights } from './route-weights.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const LIGHTHOUSE = path.join(here, 'lighthouse', 'node_modules', 'lighthouse', 'package.json');
export const SCORE_TARGETS = { mobile: 90, desktop: 98, accessibility: 100, 'best-practices': 100 };
const ROUTES = ['/login', '/agent'];

function ensureLighthouse() {
  if (existsSync(LIGHTHOUSE)) return;
  console.log('[lighthouse] installing bench/lighthouse (first run) ...');
  // `npm ci` installs exactly the committed lockfile and never rewrites it: a run leaves the tree as it was.
  const result = spawnSync('npm', ['ci', '--prefix', path.join(here, 'lighthouse'), '--no-audit', '--no-fund'], {
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('npm ci of bench/lighthouse failed');
}

/** Signs in as the administrator through the form (the demo backend's account, code 135790). */
async function signIn(page) {
  await page.goto(`${APP_URL}/login`);
  await page.getByRole('textbox', { name: 'Username' }).fill('admin');
  await page.getByLabel(/^Password/).fill('admin123');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.getByRole('textbox', { name: /Verification code/ }).fill('135790');
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await page.waitForURL(/\/index$/);
  return page.context().storageState();
}

/** Lighthouse's own modules and its Puppeteer, from bench/lighthouse. */
async function loadLighthouse() {
  const require = createRequire(path.join(here, 'lighthouse', 'package.json'));
  const load = (id) => import(pathToFileURL(require.resolve(id)).href);
  const [{ default: lighthouse }, puppeteer, { default: desktopConfig }] = await Promise.all([
    load('lighthouse'),
    load('puppeteer-core'),
    load('lighthouse/core/config/desktop-config.js'),
  ]);
  return { lighthouse, puppeteer: puppeteer.default ?? puppeteer, desktopConfig };
}

function summarise({ categories, audits, runtimeError }) {
  if (runtimeError) console.log(`  Lighthouse could not finish: ${runtimeError.code} ${runtimeError.message}`);
  const score = (id) => Math.round((categories[id]?.score ?? 0) * 100);
  const failed = (id) =>
    categories[id].auditRefs
      .filter((ref) => ref.weight > 0 && audits[ref.id].score !== null && audits[ref.id].score < 1)
      .map((ref) => ref.id);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    // A metric Lighthouse could not compute (an error in its trace) stays NaN, printed as such.
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
    failing: [...failed('accessibility'), ...failed('best-practices')],
  };
}

export async function runDeployedBench({ build = true } = {}) {
  ensureLighthouse();
  console.log('\nBuilding the real-API app and serving it with nginx on 127.0.0.1 ...');
  await prepareDeployed({ build });
  const servers = await startDeployed();
  let pass = true;
  try {
    // Weights: a fresh browser context per route, so nothing comes from the cache.
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--headless', ...CHROMIUM_ARGS] });
    const signedIn = await browser.newContext();
    const storageState = await signIn(await signedIn.newPage());
    await signedIn.close();
    const weights = [
      ...(await routeWeights(browser, APP_URL, path.join(RUN, 'site'), ['/login'])),
      ...(await routeWeights(browser, APP_URL, path.join(RUN, 'site'), ['/agent'], undefined, { storageState })),
    ];
    await browser.close();
    console.log('\nJavaScript per route (gzip level 6, as nginx sends it):');
    printWeights(weights);
    for (const { route, files } of weights) {
      console.log('');
      printBundleReport(route, bundleReport(OUT, files, path.resolve(here, '..')));
    }
    for (const { route, landed, total } of weights) {
      const budget = BUDGET_KIB[route] ?? BUDGET_KIB.other;
      const ok = total / 1024 <= budget && landed === route;
      pass &&= ok;
      console.log(`Budget ${route}: ${kib(total)} KiB of ${budget} KiB ${ok ? 'met' : 'NOT met'}`);
    }

    // Lighthouse drives its own Puppeteer page; for /agent that page first gets the session the
    // form stored (the app keeps it in local storage), and Lighthouse is told to keep storage.
    const { lighthouse, puppeteer, desktopConfig } = await loadLighthouse();
    const session = storageState.origins.find((o) => o.origin === APP_URL)?.localStorage ?? [];
    const rows = [];
    for (const route of ROUTES) {
      for (const desktop of [false, true]) {
        const lhBrowser = await puppeteer.launch({
          executablePath: CHROMIUM_PATH,
          headless: true,
          args: CHROMIUM_ARGS,
        });
        try {
          const page = await lhBrowser.newPage();
          if (route !== '/login') {
            await page.goto(`${APP_URL}/404`);
            await page.evaluate(
              (items) => items.forEach(({ name, value }) => localStorage.setItem(name, value)),
              session,
            );
          }
          const flags = {
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility', 'best-practices'],
            disableStorageReset: route !== '/login',
          };
          const result = await lighthouse(APP_URL + route, flags, desktop ? desktopConfig : undefined, page);
          rows.push({ route, form: desktop ? 'desktop' : 'mobile', ...summarise(result.lhr) });
        } finally {
          await lhBrowser.close();
        }
      }
    }
    console.log('\nLighthouse 12 (nginx, real-API build; mobile: simulated slow 4G and a mid-range phone):');
    console.log('| Route  | Form    | Perf | A11y | Best pr. | LCP ms | TBT ms | CLS   |');
    console.log('|--------|---------|------|------|----------|--------|--------|-------|');
    for (const r of rows) {
      console.log(
        `| ${r.route.padEnd(6)} | ${r.form.padEnd(7)} | ${String(r.performance).padStart(4)} | ${String(r.accessibility).padStart(4)} | ${String(r.bestPractices).padStart(8)} | ${r.lcpMs.toFixed(0).padStart(6)} | ${r.tbtMs.toFixed(0).padStart(6)} | ${r.cls.toFixed(3)} |`,
      );
      const ok =
        r.performance >= SCORE_TARGETS[r.form] &&
        r.accessibility >= SCORE_TARGETS.accessibility &&
        r.bestPractices >= SCORE_TARGETS['best-practices'];
      if (!ok)
        console.log(
          `  ${r.route} ${r.form} misses a target${r.failing.length ? `; failing audits: ${r.failing.join(', ')}` : ''}`,
        );
      pass &&= ok;
    }
    console.log(
      `\nDeployed targets (/login <= ${BUDGET_KIB['/login']} KiB, other routes <= ${BUDGET_KIB.other} KiB; performance mobile >= ${SCORE_TARGETS.mobile}, desktop >= ${SCORE_TARGETS.desktop}; accessibility and best practices 100): ${pass ? 'all met' : 'NOT all met'}`,
    );
  } finally {
    servers.stop();
  }
  return { pass };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { pass } = await runDeployedBench({ build: !process.argv.includes('--no-build') });
  process.exitCode = pass ? 0 : 1;
}
