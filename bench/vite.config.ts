import { fileURLToPath, URL } from 'node:url';
import { mergeConfig } from 'vite';
import base from '../vite.config.ts';

/** The demo build plus one bench-only page (naive.html: the same list rendered without virtualization). */
export default mergeConfig(base, {
  build: {
    rolldownOptions: {
      input: {
        main: fileURLToPath(new URL('../index.html', import.meta.url)),
        naive: fileURLToPath(new URL('./naive.html', import.meta.url)),
      },
    },
  },
});
