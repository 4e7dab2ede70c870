// The app as deployed: a real-API build served by Debian's nginx with the production configuration,
// its API the demo backend on an origin of its own (e2e/deploy/deployed-app.mjs). Playwright starts
// and stops both servers (playwright.deploy.config.ts). `--no-build` reuses dist-deploy.
import { prepareDeployed } from '../e2e/deploy/deployed-app.mjs';
import { env, npx } from './lib.mjs';

try {
  await prepareDeployed({ build: !process.argv.includes('--no-build') });
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
const passthrough = process.argv.slice(2).filter((a) => a !== '--no-build');
const result = await npx(['playwright', 'test', '--config', 'playwright.deploy.config.ts', ...passthrough], {
  env: env(),
});
process.exit(result.code);
