import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { servedHeaders } from './config/served-headers.ts';
import { appEnv } from './config/validate-env.ts';

export default defineConfig({
  plugins: [react(), tailwindcss(), appEnv(), servedHeaders()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@mocks': fileURLToPath(new URL('./mocks', import.meta.url)),
      '@locales': fileURLToPath(new URL('./locales', import.meta.url)),
    },
  },
  build: { chunkSizeWarningLimit: 1500 },
});
