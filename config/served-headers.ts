import path from 'node:path';
import { loadEnv, type Plugin } from 'vite';
import {
  BUILT_POLICY_FILE,
  builtPolicy,
  readBuiltPolicy,
  securityHeaders,
  type BuiltPolicy,
} from '../deploy/security-headers.mjs';
import { DEMO_ENV, DEMO_REALTIME } from '../src/config/demo-env.ts';

/** The settings a build talks with: the demo's own in demo mode, else the .env files'. */
export function servedSettings(mode: string, envDir = process.cwd()): Record<string, string> {
  const settings = loadEnv(mode, envDir, 'VITE_');
  if (mode !== 'demo') return settings;
  return {
    ...settings,
    VITE_API_BASE: DEMO_ENV.apiBase,
    VITE_PUSHER_KEY: DEMO_REALTIME.key,
    VITE_PUSHER_HOST: DEMO_REALTIME.host,
    VITE_PUSHER_PORT: String(DEMO_REALTIME.port),
    VITE_PUSHER_TLS: String(DEMO_REALTIME.tls),
  };
}

// `trustedTypes.createPolicy('name', …)` in a built script; a name that is not written out cannot
// be put in the served policy, so it fails the build.
const CREATE_POLICY = /\bcreatePolicy\s*\(\s*(?:(["'`])([^"'`$]*)\1\s*,)?/g;

/** The Trusted Types policies a built script creates, by name. */
export function policiesCreatedIn(code: string, fileName: string): string[] {
  return [...code.matchAll(CREATE_POLICY)].map(([call, , name]) => {
    if (name === undefined)
      throw new Error(`${fileName} creates a Trusted Types policy whose name is not a literal (${call}…)`);
    return name;
  });
}

/**
 * The served headers come from the build, never from the serving shell: a build writes the origins
 * its bundle talks to and the Trusted Types policies its scripts create to `security-headers.json`
 * in its output, and `vite preview` (like deploy/nginx-config.mjs) makes the headers from the file in
 * the directory it serves. So `vite preview --outDir dist-demo` serves the demo's policy in any shell,
 * and a real-API build's policy names its API origin even where no VITE_* variable is set.
 */
export function servedHeaders(): Plugin {
  let building: { mode: string; envDir: string } | undefined;
  let policy: Omit<BuiltPolicy, 'trustedTypes'> | undefined;
  return {
    name: 'backoffice:served-headers',
    config(userConfig, { command, mode, isPreview }) {
      const root = path.resolve(userConfig.root ?? process.cwd());
      if (isPreview) {
        const outDir = path.resolve(root, userConfig.build?.outDir ?? 'dist');
        return { preview: { headers: securityHeaders(readBuiltPolicy(outDir)) } };
      }
      if (command === 'build' && mode !== 'test')
        building = { mode, envDir: userConfig.envDir ? path.resolve(root, userConfig.envDir) : root };
    },
    buildStart({ input }) {
      // Only builds of the app's page are served so (Storybook builds its own iframe.html).
      const inputs = typeof input === 'string' ? [input] : Object.values(input ?? {});
      if (!building || !inputs.some((file) => path.basename(file) === 'index.html')) return;
      // In soketi mode the demo backend publishes its events through soketi's HTTP API from the page.
      const connect = building.mode === 'demo' ? [`http://${DEMO_REALTIME.host}:${DEMO_REALTIME.port}`] : [];
      try {
        policy = builtPolicy(servedSettings(building.mode, building.envDir), { connect });
      } catch (error) {
        // Before bundling, naming the setting, as config/validate-env.ts does.
        this.error(`Invalid settings for the served security policy: ${(error as Error).message}`);
      }
    },
    generateBundle(_options, bundle) {
      if (!policy) return;
      const scripts = Object.values(bundle).flatMap((file) => {
        if (file.type === 'chunk') return [[file.fileName, file.code] as const];
        // Workers are built apart and arrive here as assets.
        if (!file.fileName.endsWith('.js')) return [];
        const code = typeof file.source === 'string' ? file.source : new TextDecoder().decode(file.source);
        return [[file.fileName, code] as const];
      });
      const trustedTypes = [...new Set(scripts.flatMap(([name, code]) => policiesCreatedIn(code, name)))].sort();
      this.emitFile({
        type: 'asset',
        fileName: BUILT_POLICY_FILE,
        source: `${JSON.stringify({ ...policy, trustedTypes }, null, 2)}\n`,
      });
    },
  };
}
