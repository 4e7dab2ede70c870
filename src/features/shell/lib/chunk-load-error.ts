/**
 * A lazy route's chunk that no longer exists on the server (a new deploy replaced the hashed file
 * names) fails with one of these, depending on the browser. Reloading fetches the new index.html.
 */
const CHUNK_LOAD_MESSAGES = [
  /Failed to fetch dynamically imported module/i, // Chromium
  /error loading dynamically imported module/i, // Firefox
  /Importing a module script failed/i, // Safari
  /Unable to preload CSS/i, // Vite's preload helper
];

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'ChunkLoadError') return true;
  return CHUNK_LOAD_MESSAGES.some((pattern) => pattern.test(error.message));
}
