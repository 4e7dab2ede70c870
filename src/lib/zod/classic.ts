// What `import ... from 'zod'` resolves to (vite.config.ts): zod, set jitless first (see jitless.ts).
import './jitless';

export * from 'zod/v4';
export { default } from 'zod/v4';
