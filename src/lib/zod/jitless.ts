import { config } from 'zod/v4/core';

/**
 * The Content-Security-Policy we ship forbids eval. Left alone, zod 4 probes `new Function` (which a
 * strict policy reports as a violation even though zod catches it) and compiles its object parsers
 * with it. An object schema reads this setting when it is built, so it must be set before any
 * schema module runs: `zod` and `zod/mini` resolve to the modules beside this one (vite.config.ts),
 * which import it first, so by the rules of module evaluation no schema can be built before it,
 * whatever chunk the bundler puts it in.
 */
config({ jitless: true });
