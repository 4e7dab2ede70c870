// Where a route's JavaScript goes: each downloaded file's gzipped size shared among the packages
// (and the app's own folders) its hidden source map says its bytes came from. An estimate (gzip
// does not compress every part alike), good for finding what to cut. Used by bench/deployed.mjs.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { decode } from '@jridgewell/sourcemap-codec';

/** node_modules/@scope/name/... -> @scope/name; src/features/auth/... -> src/features/auth. */
export function ownerOf(source) {
  const pkg = source.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (pkg) return pkg[1];
  const parts = source.split(path.sep);
  return parts.slice(0, parts[0] === 'src' && parts[1] === 'features' ? 3 : 2).join('/');
}

/**
 * Gzipped bytes per owner over `files` ({ file, gzip } from route-weights.mjs), read from `root`
 * with their .map files; sources are named relative to `projectRoot`.
 */
export function bundleReport(root, files, projectRoot) {
  const owners = new Map();
  let unmapped = 0;
  for (const { file, gzip } of files) {
    const mapFile = path.join(root, `${file}.map`);
    if (!existsSync(mapFile)) {
      unmapped += gzip;
      continue;
    }
    const code = readFileSync(path.join(root, file), 'utf8');
    const map = JSON.parse(readFileSync(mapFile, 'utf8'));
    const lines = code.split('\n');
    const perByte = gzip / code.length;
    let mapped = 0;
    decode(map.mappings).forEach((segments, index) => {
      const length = lines[index]?.length ?? 0;
      segments.forEach((segment, i) => {
        if (segment.length < 2) return;
        const end = i + 1 < segments.length ? segments[i + 1][0] : length;
        const owner = ownerOf(path.relative(projectRoot, path.resolve(path.dirname(mapFile), map.sources[segment[1]])));
        owners.set(owner, (owners.get(owner) ?? 0) + (end - segment[0]) * perByte);
        mapped += (end - segment[0]) * perByte;
      });
    });
    unmapped += Math.max(0, gzip - mapped);
  }
  if (unmapped >= 1) owners.set('(glue without a source)', unmapped);
  return [...owners].map(([owner, gzip]) => ({ owner, gzip })).sort((a, b) => b.gzip - a.gzip);
}

export function printBundleReport(route, rows, top = 16) {
  console.log(`Where ${route}'s JavaScript goes (gzip share by package or app folder):`);
  for (const { owner, gzip } of rows.slice(0, top)) console.log(`  ${(gzip / 1024).toFixed(1).padStart(6)}  ${owner}`);
  const rest = rows.slice(top).reduce((sum, r) => sum + r.gzip, 0);
  if (rest > 0) console.log(`  ${(rest / 1024).toFixed(1).padStart(6)}  (${rows.length - top} more)`);
}
