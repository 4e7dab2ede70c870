import { safeImageSrc } from '@/lib/safe-image-src';

/**
 * The picture to show for a thumbnail from the server or storage, or null for the default avatar:
 * the spec's rule is that an empty thumbnail or the literal text "null" shows the default; anything
 * the app does not use as an image source (see safeImageSrc) does too.
 */
export function thumbnailSrc(value: string | null | undefined): string | null {
  const text = (value ?? '').trim();
  if (text.toLowerCase() === 'null' || text.toLowerCase() === 'undefined') return null;
  return safeImageSrc(text);
}
