import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { appWorker } from './config/app-worker.ts';
import { servedHeaders } from './config/served-headers.ts';
import { localeChunk, localeTexts } from './config/locale-texts.ts';
import { appEnv } from './config/validate-env.ts';

/**
 * Modules small enough, and shared widely enough, to travel together (see `build` below). The group
 * takes in every module its members import, so a member imports an icon from its own file, never from
 * the icons' index (which would bring every icon to the sign-in page).
 */
const KIT_CORE =
  /[\\/]src[\\/](components[\\/]ui[\\/](plain-field|field-parts|spinner|callout|error-message|deferred-control|outline-icons)|lib[\\/](storage|deferred|lazy-with-preload))\.tsx?$/;

export default defineConfig({
  plugins: [react(), tailwindcss(), appEnv(), servedHeaders(), localeTexts(), appWorker()],
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
    // A language's texts: two files named after it (config/locale-texts.ts).
    rolldownOptions: {
      // The icons' modules only define components. Marked free of side effects, an icon reached
      // through the icons' index but never drawn does not make its file a dependency of the page.
      treeshake: { moduleSideEffects: [{ test: /[\\/]src[\\/]components[\\/]icons[\\/]/, sideEffects: false }] },
      output: {
        codeSplitting: {
          groups: [
            { name: localeChunk, debugName: 'texts' },
            // i18next and its React binding are always used together: one file, not two.
            { name: 'i18n', test: /node_modules[\\/](i18next|react-i18next)[\\/]/ },
            // The kit's smallest pieces, used by the sign-in pages and every signed-in screen alike:
            // one file instead of ten, each of which cost its own import and export glue.
            { name: 'kit', test: KIT_CORE },
          ],
        },
      },
    },
  },
});
