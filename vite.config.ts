import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { servedHeaders } from './config/served-headers.ts';
import { appEnv } from './config/validate-env.ts';

// The texts of a language come in two files (src/lib/i18n.ts loads them by namespace): what the app
// starts with and the rest, not one file per namespace. Fewer, larger files compress better, and
// the map of every language's files the app carries stays short.
const STARTUP_TEXTS = new Set(['common', 'auth', 'shell']);
function localeChunk(id: string): string | null {
  const match = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(id);
  if (!match) return null;
  const [, language, namespace] = match;
  return `texts-${language}${STARTUP_TEXTS.has(namespace!) ? '-startup' : ''}`;
}

export default defineConfig({
  plugins: [react(), tailwindcss(), appEnv(), servedHeaders()],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      { find: '@mocks', replacement: fileURLToPath(new URL('./mocks', import.meta.url)) },
      { find: '@locales', replacement: fileURLToPath(new URL('./locales', import.meta.url)) },
      // zod set jitless before any schema is built, as the shipped policy forbids eval (src/lib/zod).
      { find: /^zod$/, replacement: fileURLToPath(new URL('./src/lib/zod/classic.ts', import.meta.url)) },
      { find: /^zod\/mini$/, replacement: fileURLToPath(new URL('./src/lib/zod/mini.ts', import.meta.url)) },
    ],
  },
  build: {
    chunkSizeWarningLimit: 1500,
    // Every browser the app supports preloads modules itself (Safari since 17): the polyfill would
    // only add weight to every page.
    modulePreload: { polyfill: false },
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: localeChunk, debugName: 'texts' }] } } },
  },
});
