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
//
// The real-time socket behind nginx, for several soketi nodes joined by Redis (deploy/realtime-cluster.md):
// --realtime-node HOST:PORT (repeat for each node), --realtime-backup HOST:PORT (a node used only while
// the others are down), --realtime-listen ADDR (default 6001), --realtime-server-name NAME (default _).
// Without --root only the real-time block is rendered.
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
${i}gzip_types text/css application/javascript text/javascript application/json application/manifest+json image/svg+xml;

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

${i}# The service worker and the manifest: revalidated like the page, so a deploy is found on the next
${i}# check, and a 404 when absent, never the page in their place (a page is no worker script). The
${i}# manifest's type is named here, as Debian's mime.types does not know the extension.
${i}location = /sw.js {
${i}${i}try_files $uri =404;
${headerLines(headers, 'no-cache', i + i)}
${i}}
${i}location = /manifest.webmanifest {
${i}${i}types { }
${i}${i}default_type application/manifest+json;
${i}${i}try_files $uri =404;
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

/**
 * pusher-js pings after 30 s of silence (soketi's activity_timeout; 120 s is pusher-js's own when a
 * server offers more): a proxy that gives up on a quiet socket sooner drops every idle tab.
 */
const REALTIME_IDLE_TIMEOUT = '180s';

/**
 * The upstream of soketi nodes and the `server { }` that proxies the real-time socket and soketi's
 * HTTP API to them (both in nginx's `http` context, after the `map` they use). Every node must share
 * the app's credentials and one Redis (SOKETI_ADAPTER_DRIVER=redis), so an event a backend publishes
 * on any node reaches sockets on all of them. The Pusher protocol keeps no session in the node, so no
 * stickiness is needed: a reconnecting tab may land on any node and subscribes again.
 */
export function realtimeBlock({ listen = '6001', serverName = '_', nodes, backups = [] }) {
  if (!nodes?.length) throw new Error('the real-time upstream needs at least one --realtime-node');
  const i = '    ';
  const servers = [...nodes.map((node) => [node, '']), ...backups.map((node) => [node, ' backup'])];
  return `map $http_upgrade $backoffice_realtime_connection {
    default upgrade;
    "" close;
}

upstream backoffice_realtime {
${servers.map(([node, role]) => `${i}server ${node} max_fails=1 fail_timeout=10s${role};`).join('\n')}
}

server {
${i}listen ${listen};
${i}server_name ${serverName};
${i}server_tokens off;

${i}location / {
${i}${i}proxy_pass http://backoffice_realtime;
${i}${i}# The WebSocket handshake: HTTP/1.1 with the Upgrade and Connection headers passed on (plain
${i}${i}# HTTP calls of soketi's API go through with Connection: close).
${i}${i}proxy_http_version 1.1;
${i}${i}proxy_set_header Upgrade $http_upgrade;
${i}${i}proxy_set_header Connection $backoffice_realtime_connection;
${i}${i}proxy_set_header Host $host;
${i}${i}proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
${i}${i}proxy_set_header X-Forwarded-Proto $scheme;
${i}${i}proxy_read_timeout ${REALTIME_IDLE_TIMEOUT};
${i}${i}proxy_send_timeout ${REALTIME_IDLE_TIMEOUT};
${i}${i}proxy_buffering off;
${i}${i}# A node that refuses the connection is skipped for fail_timeout; the next one answers.
${i}${i}proxy_connect_timeout 5s;
${i}}
}
`;
}

/** A whole nginx.conf for an unprivileged nginx in the foreground, its files under `runDir`. */
export function standaloneConfig({ runDir, mimeTypes = '/etc/nginx/mime.types', realtime, accessLog, ...server }) {
  const run = (name) => quote(path.join(path.resolve(runDir), name));
  const blocks = [server.root ? serverBlock(server) : '', realtime ? realtimeBlock(realtime) : '']
    .filter(Boolean)
    .join('\n');
  return `daemon off;
worker_processes 1;
pid ${run('nginx.pid')};
error_log stderr warn;
events { worker_connections 256; }
http {
    include ${quote(mimeTypes)};
    default_type application/octet-stream;
    ${accessLog ? `log_format upstream '$request $status $upstream_addr';\n    access_log ${run(accessLog)} upstream;` : 'access_log off;'}
    sendfile on;
    client_body_temp_path ${run('body')};
    proxy_temp_path ${run('proxy')};
    fastcgi_temp_path ${run('fastcgi')};
    uwsgi_temp_path ${run('uwsgi')};
    scgi_temp_path ${run('scgi')};
${blocks
  .split('\n')
  .map((line) => (line ? `    ${line}` : line))
  .join('\n')}}
`;
}

function option(args, name, fallback) {
  const at = args.indexOf(name);
  return at >= 0 && args[at + 1] ? args[at + 1] : fallback;
}

function options(args, name) {
  return args.flatMap((arg, at) => (arg === name && args[at + 1] ? [args[at + 1]] : []));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const root = option(args, '--root');
  const nodes = options(args, '--realtime-node');
  if (!root && !nodes.length) {
    console.error(
      'Usage: node deploy/nginx-config.mjs --root DIR [--listen ADDR] [--server-name NAME] [--standalone --run-dir DIR]\n' +
        '  [--realtime-node HOST:PORT ... [--realtime-backup HOST:PORT ...] [--realtime-listen ADDR] [--realtime-server-name NAME]]',
    );
    process.exit(2);
  }
  try {
    const server = root
      ? {
          root,
          listen: option(args, '--listen', '80'),
          serverName: option(args, '--server-name', '_'),
          headers: securityHeaders(readBuiltPolicy(root)),
        }
      : {};
    const realtime = nodes.length
      ? {
          nodes,
          backups: options(args, '--realtime-backup'),
          listen: option(args, '--realtime-listen', '6001'),
          serverName: option(args, '--realtime-server-name', '_'),
        }
      : undefined;
    const runDir = option(args, '--run-dir', path.join(root ?? '.', '..', '.nginx'));
    process.stdout.write(
      args.includes('--standalone')
        ? standaloneConfig({ ...server, realtime, runDir })
        : [root ? serverBlock(server) : '', realtime ? realtimeBlock(realtime) : ''].filter(Boolean).join('\n'),
    );
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
