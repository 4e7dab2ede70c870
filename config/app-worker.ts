import { VitePWA } from 'vite-plugin-pwa';
import type { ConfigEnv, Plugin, UserConfig } from 'vite';

/**
 * Only a real-API production build gets the app's service worker. The demo's embedded backend is an
 * MSW worker at the same root scope, and a scope holds one worker: the demo build, the dev server,
 * Vitest and Storybook (which builds in production mode too) go without it.
 */
const wanted = (_config: UserConfig, env: ConfigEnv) =>
  env.command === 'build' && env.mode === 'production' && process.env.STORYBOOK !== 'true';

/**
 * The service worker (public name /sw.js) that precaches the app shell: every script, style, the page,
 * the icons and the manifest, each listed with its revision, so a reload offline shows the app and a
 * deploy is never served half old, half new. Nothing else is cached: the API (another origin, POST
 * calls) and the chat's pictures always go to the network. A new build's worker waits until staff
 * choose Reload in the app's prompt (registerType 'prompt': no skipWaiting, no clientsClaim); the page
 * registers it itself (src/lib/pwa), with its Trusted Types script URL, so nothing is injected.
 */
export function appWorker(): Plugin[] {
  const plugins = VitePWA({
    registerType: 'prompt',
    injectRegister: false,
    // The manifest is a file of public/, linked from index.html, so every build and mode has it.
    manifest: false,
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
      // The Excel export's worker (about 1 MB) is fetched only by someone who exports.
      globIgnores: ['**/xlsx.worker*.js'],
      navigateFallback: 'index.html',
      // The served policy requires Trusted Types for scripts, importScripts included: the worker is
      // one file, with Workbox inside it.
      inlineWorkboxRuntime: true,
      cleanupOutdatedCaches: true,
      sourcemap: false,
    },
  }).flat() as Plugin[];
  for (const plugin of plugins) {
    const own = plugin.apply;
    plugin.apply = (config, env) =>
      wanted(config, env) &&
      (own === undefined || (typeof own === 'function' ? own(config, env) : own === env.command));
  }
  // A compile-time flag for the page: registration code is dropped from builds without the worker.
  const flag: Plugin = {
    name: 'app-worker-flag',
    apply: wanted,
    config: () => ({ define: { 'import.meta.env.VITE_APP_WORKER': JSON.stringify('1') } }),
  };
  return [...plugins, flag];
}
