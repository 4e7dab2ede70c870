import { config } from 'zod/mini';

/**
 * The Content-Security-Policy we ship forbids eval. Left alone, zod 4 probes `new Function` (which
 * a strict policy reports as a violation even though zod catches it) and compiles its object
 * parsers with it. An object schema reads this setting when it is built, not when it parses, so
 * main.tsx imports this module before any other: every schema of the app is built after it.
 */
config({ jitless: true });
