// What `import ... from 'zod/mini'` resolves to (vite.config.ts): zod/mini, set jitless first (see jitless.ts).
import './jitless';

export * from 'zod/v4/mini';
