// The one source of the response headers the app is served with: the production nginx
// configuration (deploy/nginx-config.mjs) and `vite preview` (config/served-headers.ts) both take
// them from here. The policy is made from what the build itself wrote next to the bundle
// (security-headers.json: the origins it talks to and the Trusted Types policies it creates), never
// from the environment of the serving shell, so it cannot disagree with the bundle it serves.
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The file a build writes into its output directory (config/served-headers.ts). */
export const BUILT_POLICY_FILE = 'security-headers.json';

/** The origin (scheme://host:port) of an http(s) URL, or a readable error naming the setting. */
function originOf(value, variable) {
  let url;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${variable} must be an http(s) URL (got "${value}")`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`${variable} must be an http(s) URL (got "${value}")`);
  return url.origin;
}

const ORIGIN = /^(https?|wss?):\/\/[A-Za-z0-9.\-[\]:]+$/;
// The characters CSP allows in a policy name (tt-policy-name).
const POLICY_NAME = /^[A-Za-z0-9\-#=_/@.%]+$/;

const set = (value) => typeof value === 'string' && value.trim() !== '';

/**
 * Origins the app reaches beyond its own, from the build settings:
 * - VITE_API_BASE: the API (calls, and the images it serves); a relative base stays on 'self'.
 * - VITE_PUSHER_KEY/HOST/PORT/TLS: the real-time socket, when real-time is configured.
 * - VITE_IMAGE_ORIGINS: other places member pictures and avatars are served from, space-separated.
 */
export function appOrigins(settings) {
  const api =
    set(settings.VITE_API_BASE) && /^https?:/i.test(settings.VITE_API_BASE)
      ? [originOf(settings.VITE_API_BASE, 'VITE_API_BASE')]
      : [];
  const images = set(settings.VITE_IMAGE_ORIGINS)
    ? settings.VITE_IMAGE_ORIGINS.trim()
        .split(/\s+/)
        .map((o) => originOf(o, 'VITE_IMAGE_ORIGINS'))
    : [];
  let realtime = [];
  if (set(settings.VITE_PUSHER_KEY)) {
    // Without a host the app connects to the page's own host on another port, which a policy
    // written at build time cannot name: the host must be set for a served build.
    if (!set(settings.VITE_PUSHER_HOST))
      throw new Error('VITE_PUSHER_HOST is required with VITE_PUSHER_KEY: the security policy must name the socket');
    const scheme = settings.VITE_PUSHER_TLS === 'true' ? 'wss' : 'ws';
    const port = set(settings.VITE_PUSHER_PORT) ? settings.VITE_PUSHER_PORT : '6001';
    realtime = [`${scheme}://${settings.VITE_PUSHER_HOST}:${port}`];
    if (!ORIGIN.test(realtime[0]))
      throw new Error(`VITE_PUSHER_HOST must be a host name (got "${settings.VITE_PUSHER_HOST}")`);
  }
  return { api, images, realtime };
}

/**
 * What a build writes to its BUILT_POLICY_FILE: the origins of its settings, `connect` (origins a
 * build calls beyond its settings: the demo's own servers) and the names of the Trusted Types
 * policies its scripts create.
 */
export function builtPolicy(settings, { connect = [], trustedTypes = [] } = {}) {
  return { origins: { ...appOrigins(settings), connect }, trustedTypes };
}

function listOf(value, pattern, what, file) {
  if (!Array.isArray(value) || !value.every((v) => typeof v === 'string' && pattern.test(v)))
    throw new Error(`${file}: ${what} must be a list of ${pattern === ORIGIN ? 'origins' : 'policy names'}`);
  return value;
}

/** A build's BUILT_POLICY_FILE, checked (it goes into a header), or an error saying to rebuild. */
export function readBuiltPolicy(outDir) {
  const file = path.join(outDir, BUILT_POLICY_FILE);
  let raw;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(
      `${file} is missing or unreadable (${error.code ?? error.message}): build the app with this version, ` +
        'which writes the origins the bundle talks to next to it',
    );
  }
  const origins = raw?.origins ?? {};
  return {
    origins: Object.fromEntries(
      ['api', 'images', 'realtime', 'connect'].map((key) => [
        key,
        listOf(origins[key] ?? [], ORIGIN, `origins.${key}`, file),
      ]),
    ),
    trustedTypes: listOf(raw?.trustedTypes ?? [], POLICY_NAME, 'trustedTypes', file),
  };
}

const unique = (list) => [...new Set(list)];

/**
 * Content-Security-Policy: nothing inline, nothing evaluated, no framing, only the build's origins.
 * Trusted Types for scripts: text given to an HTML or script sink is refused, and only the policies
 * the bundle creates may be created ('none' when it creates none).
 */
export function contentSecurityPolicy({ origins, trustedTypes }) {
  const { api = [], images = [], realtime = [], connect = [] } = origins;
  const directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'"],
    'img-src': unique(["'self'", 'data:', 'blob:', ...api, ...images]),
    'font-src': ["'self'"],
    'connect-src': unique(["'self'", ...api, ...realtime, ...connect]),
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'require-trusted-types-for': ["'script'"],
    'trusted-types': trustedTypes.length > 0 ? unique(trustedTypes) : ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** Every header a response of the app carries, whatever the path (page, asset or error). */
export function securityHeaders(built) {
  return {
    'Content-Security-Policy': contentSecurityPolicy(built),
    // For browsers older than frame-ancestors.
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    // Addresses carry account names and share codes: they stay within the app.
    'Referrer-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), fullscreen=(self)',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}
