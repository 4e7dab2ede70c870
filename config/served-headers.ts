import { loadEnv, type Plugin } from 'vite';
import { securityHeaders } from '../deploy/security-headers.mjs';
import { DEMO_ENV, DEMO_REALTIME } from '../src/config/demo-env.ts';

/** The settings a served build talks with: the demo's own in demo mode, else the .env files'. */
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

/**
 * `vite preview` sends the production server's headers (deploy/nginx-config.mjs takes them from the
 * same place), so a build tried locally meets the policy it meets when deployed. Preview with the
 * build's mode: `vite preview --mode demo` for the demo.
 */
export function servedHeaders(): Plugin {
  return {
    name: 'backoffice:served-headers',
    config(userConfig, { mode, isPreview }) {
      if (!isPreview) return;
      // In soketi mode the demo backend publishes its events through soketi's HTTP API from the page.
      const extra = mode === 'demo' ? { connect: [`http://${DEMO_REALTIME.host}:${DEMO_REALTIME.port}`] } : {};
      return { preview: { headers: securityHeaders(servedSettings(mode, userConfig.envDir || undefined), extra) } };
    },
  };
}
