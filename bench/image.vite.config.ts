import { fileURLToPath, URL } from 'node:url';
import { mergeConfig } from 'vite';
import base from '../vite.config.ts';

/** The chat image benchmark page only (image.html): prepareImage as the app bundles it, worker included. */
export default mergeConfig(base, {
  publicDir: false,
  build: {
    rolldownOptions: {
      input: { image: fileURLToPath(new URL('./image.html', import.meta.url)) },
    },
  },
});
