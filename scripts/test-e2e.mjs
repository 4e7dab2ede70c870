// Builds the app in demo mode (the embedded demo backend) and runs the Playwright suite against it.
import { env, npx } from './lib.mjs';

if (!process.argv.includes('--no-build')) {
  const build = await npx(['vite', 'build', '--mode', 'demo', '--outDir', 'dist-demo'], { env: env() });
  if (build.code !== 0) process.exit(build.code);
}
const passthrough = process.argv.slice(2).filter((a) => a !== '--no-build');
const result = await npx(['playwright', 'test', ...passthrough], { env: env() });
process.exit(result.code);
