/**
 * The picture to show for a thumbnail from the server, or null for the default avatar: the spec's
 * rule is that an empty thumbnail or the literal text "null" shows the default. A value with a
 * scheme other than http(s) or an image data URL is not a picture either.
 */
export function thumbnailSrc(value: string | null | undefined): string | null {
  const text = (value ?? '').trim();
  if (!text || text.toLowerCase() === 'null' || text.toLowerCase() === 'undefined') return null;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(text)?.[1]?.toLowerCase();
  if (!scheme) return text;
  if (scheme === 'http' || scheme === 'https') return text;
  if (scheme === 'data' && /^data:image\/[a-z0-9.+-]+[;,]/i.test(text)) return text;
  return null;
}
