import { rmSync } from 'node:fs';
import path from 'node:path';
import { loadEnv, type Plugin } from 'vite';
import { checkDemoEnv, checkRealApiEnv, describeEnvProblems } from '../src/config/env-schema.ts';

const DEMO_FLAG = 'import.meta.env.VITE_DEMO';

/**
 * Demo or real API is decided by the build mode, never by which settings happen to be empty:
 * `--mode demo` is the demo; any other build must carry valid real-API settings. Either fails here
 * on a bad setting, before bundling, naming each bad variable. A real-API build also leaves the demo backend's
 * service worker out of its output.
 */
export function appEnv(): Plugin {
  let demo = true;
  let outDir = '';
  return {
    name: 'backoffice:app-env',
    config(userConfig, { mode, isPreview }) {
      // Vitest sets VITE_DEMO itself; Storybook defines it before this runs; preview only serves files.
      if (mode === 'test' || isPreview) return;
      const defined = userConfig.define?.[DEMO_FLAG];
      demo = defined === undefined ? mode === 'demo' : defined === JSON.stringify('1');
      // The built app trusts its settings (src/config/env.ts), so every build checks them here.
      const envDir = userConfig.envDir ? path.resolve(userConfig.envDir) : process.cwd();
      const settings = loadEnv(mode, envDir, 'VITE_');
      const checked = demo ? checkDemoEnv(settings) : checkRealApiEnv(settings);
      if (!checked.ok) {
        const advice = demo
          ? `Invalid settings for the demo build (mode "${mode}"); fix them in .env or the environment (see .env.example):`
          : `Invalid settings for a real-API build (mode "${mode}"); set them in .env or the environment ` +
            `(see .env.example), or build the demo with --mode demo:`;
        const error = new Error(`${advice}\n${describeEnvProblems(checked.problems)}`);
        error.stack = error.message; // the list is the whole story; Vite's stack would bury it
        throw error;
      }
      // A VITE_DEMO=1 left in a .env cannot turn a real-API build into the demo.
      return defined === undefined ? { define: { [DEMO_FLAG]: JSON.stringify(demo ? '1' : '') } } : undefined;
    },
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      if (!demo && outDir) rmSync(path.join(outDir, 'mockServiceWorker.js'), { force: true });
    },
  };
}
