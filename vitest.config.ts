import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'jsdom',
      setupFiles: ['./src/test/setup.ts'],
      include: [
        'src/**/*.test.{ts,tsx}',
        'mocks/**/*.test.ts',
        'locales/**/*.test.ts',
        'deploy/**/*.test.ts',
        'scripts/**/*.test.ts',
      ],
      env: { VITE_DEMO: '1' },
      testTimeout: 15000,
    },
  }),
);
