/**
 * The only image sources ever put in an `src`: a `data:image/<type>` URL (a picture just prepared
 * or sent inline) or an absolute http(s) address. Everything else (javascript:, data:text/html,
 * blob:, file:, relative or protocol-relative paths) gives null.
 *
 * Schemes are matched case-insensitively, as browsers do. Surrounding whitespace is trimmed; any
 * whitespace or control character left inside is refused, because browsers silently drop tabs and
 * newlines from URLs ("java\tscript:"), so what is checked would not be what is loaded.
 */
export function safeImageSrc(src: unknown): string | null {
  if (typeof src !== 'string') return null;
  const value = src.trim();
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (value === '' || /[\s\u0000-\u001f\u007f]/.test(value)) return null;
  if (DATA_IMAGE.test(value)) return value;
  if (!HTTP_ABSOLUTE.test(value)) return null;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '' ? value : null;
  } catch {
    return null;
  }
}

/** data:image/<subtype>, then parameters (;base64, ;charset=...) or the data itself. */
const DATA_IMAGE = /^data:image\/[a-z0-9][a-z0-9.+-]*[;,]/i;
/** http:// or https:// followed by a host (no backslash tricks, no empty authority). */
const HTTP_ABSOLUTE = /^https?:\/\/[^/\\?#@]/i;
