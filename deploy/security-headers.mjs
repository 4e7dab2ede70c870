// The one source of the response headers the app is served with: the production nginx
// configuration (deploy/nginx-config.mjs) and `vite preview` (vite.config.ts) both take them from here.
// The policy is derived from the same VITE_* settings the build reads, so the API, real-time and image
// origins the bundle talks to are exactly the ones the policy allows.

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
    // written before deployment cannot name: the host must be set for a served build.
    if (!set(settings.VITE_PUSHER_HOST))
      throw new Error('VITE_PUSHER_HOST is required with VITE_PUSHER_KEY: the security policy must name the socket');
    const scheme = settings.VITE_PUSHER_TLS === 'true' ? 'wss' : 'ws';
    const port = set(settings.VITE_PUSHER_PORT) ? settings.VITE_PUSHER_PORT : '6001';
    realtime = [`${scheme}://${settings.VITE_PUSHER_HOST}:${port}`];
  }
  return { api, images, realtime };
}

const unique = (list) => [...new Set(list)];

/**
 * Content-Security-Policy: nothing inline, nothing evaluated, no framing, only the origins above.
 * `extra.connect` adds origins a served build calls beyond its settings (the demo's own servers).
 */
export function contentSecurityPolicy(settings, extra = {}) {
  const { api, images, realtime } = appOrigins(settings);
  const directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'"],
    'img-src': unique(["'self'", 'data:', 'blob:', ...api, ...images]),
    'font-src': ["'self'"],
    'connect-src': unique(["'self'", ...api, ...realtime, ...(extra.connect ?? [])]),
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** Every header a response of the app carries, whatever the path (page, asset or error). */
export function securityHeaders(settings, extra = {}) {
  return {
    'Content-Security-Policy': contentSecurityPolicy(settings, extra),
    // For browsers older than frame-ancestors.
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    // Addresses carry account names and share codes: they stay within the app.
    'Referrer-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), fullscreen=(self)',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}
