import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { servedHeaders } from './config/served-headers.ts';
import { appEnv } from './config/validate-env.ts';

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
  build: { chunkSizeWarningLimit: 1500 },
});
