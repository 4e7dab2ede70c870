// Renders the nginx configuration that serves a production build, with the security headers of
// deploy/security-headers.mjs made from the policy file the build wrote into its output
// (security-headers.json: the origins the bundle talks to). The serving shell's environment plays
// no part, so the policy always matches the bundle in --root.
//
//   node deploy/nginx-config.mjs --root /srv/backoffice/dist > /etc/nginx/conf.d/backoffice.conf
//
// Options: --root DIR (the built files, required), --listen ADDR (default 80), --server-name NAME
// (default _), --standalone (a whole nginx.conf that runs in the foreground without root, for trying
// a build locally).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readBuiltPolicy, securityHeaders } from './security-headers.mjs';

const quote = (value) => `"${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;

function headerLines(headers, cacheControl, indent) {
  // add_header in a location replaces the server's, so each location carries the whole set;
  // `always` puts them on error answers (404 of an old asset) too.
  return [...Object.entries(headers), ['Cache-Control', cacheControl]]
    .map(([name, value]) => `${indent}add_header ${name} ${value.startsWith('$') ? value : quote(value)} always;`)
    .join('\n');
}

/**
 * Only a found asset may be cached for good: a 404 cached for a year would outlive the deploy that
 * brings the file (assets uploaded after index.html, or a rollback).
 */
const ASSET_CACHE_MAP = `map $status $backoffice_asset_cache {
    200 "public, max-age=31536000, immutable";
    206 "public, max-age=31536000, immutable";
    304 "public, max-age=31536000, immutable";
    default "no-store";
}
`;

/** The `server { }` block, after the `map` it uses (both belong in nginx's `http` context). */
export function serverBlock({ root, listen = '80', serverName = '_', headers }) {
  const i = '    ';
  return `${ASSET_CACHE_MAP}
server {
${i}listen ${listen};
${i}server_name ${serverName};
${i}root ${quote(path.resolve(root))};
${i}server_tokens off;
${i}charset utf-8;
${i}charset_types text/css application/javascript application/json image/svg+xml;

${i}gzip on;
${i}gzip_comp_level 6;
${i}gzip_min_length 512;
${i}gzip_vary on;
${i}gzip_types text/css application/javascript text/javascript application/json image/svg+xml;

${i}# Hashed file names change with their content: cached for a year, never revalidated. A name
${i}# that is gone (a tab opened before a redeploy) is a 404, never the page in its place, so the
${i}# app can tell a missing chunk and offer Reload.
${i}location /assets/ {
${i}${i}try_files $uri =404;
${headerLines(headers, '$backoffice_asset_cache', i + i)}
${i}}

${i}# The page itself is always revalidated, so a redeploy is picked up on the next load.
${i}location = /index.html {
${headerLines(headers, 'no-cache', i + i)}
${i}}

${i}# Files of the build that are not the app: the policy file this configuration was made from,
${i}# Vite's manifest and source maps, should they be in the root. Nothing secret (the origins are in
${i}# the bundle too), but nothing the app needs either.
${i}location ~ "^/(security-headers\\.json$|\\.vite/)|\\.map$" {
${i}${i}return 404;
${headerLines(headers, 'no-store', i + i)}
${i}}

${i}# Any other path is a route of the single-page app: index.html answers it.
${i}location / {
${i}${i}try_files $uri /index.html;
${headerLines(headers, 'no-cache', i + i)}
${i}}
}
`;
}

/** A whole nginx.conf for an unprivileged nginx in the foreground, its files under `runDir`. */
export function standaloneConfig({ runDir, mimeTypes = '/etc/nginx/mime.types', ...server }) {
  const run = (name) => quote(path.join(path.resolve(runDir), name));
  return `daemon off;
worker_processes 1;
pid ${run('nginx.pid')};
error_log stderr warn;
events { worker_connections 256; }
http {
    include ${quote(mimeTypes)};
    default_type application/octet-stream;
    access_log off;
    sendfile on;
    client_body_temp_path ${run('body')};
    proxy_temp_path ${run('proxy')};
    fastcgi_temp_path ${run('fastcgi')};
    uwsgi_temp_path ${run('uwsgi')};
    scgi_temp_path ${run('scgi')};
${serverBlock(server)
  .split('\n')
  .map((line) => (line ? `    ${line}` : line))
  .join('\n')}}
`;
}

function option(args, name, fallback) {
  const at = args.indexOf(name);
  return at >= 0 && args[at + 1] ? args[at + 1] : fallback;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const root = option(args, '--root');
  if (!root) {
    console.error(
      'Usage: node deploy/nginx-config.mjs --root DIR [--listen ADDR] [--server-name NAME] [--standalone --run-dir DIR]',
    );
    process.exit(2);
  }
  try {
    const server = {
      root,
      listen: option(args, '--listen', '80'),
      serverName: option(args, '--server-name', '_'),
      headers: securityHeaders(readBuiltPolicy(root)),
    };
    process.stdout.write(
      args.includes('--standalone')
        ? standaloneConfig({ ...server, runDir: option(args, '--run-dir', path.join(root, '..', '.nginx')) })
        : serverBlock(server),
    );
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
