/**
 * The part of preparing a chat picture that runs the same in the worker and on the main thread:
 * decode with the photo's EXIF orientation, scale to the spec's width, encode as JPEG.
 * Kept apart from prepare-image.ts so the worker bundle does not pull in the worker launcher.
 */

/** Spec section 9: images are redrawn to width 1200 px and compressed as JPEG quality 0.7. */
export const MAX_IMAGE_WIDTH = 1200;
export const JPEG_QUALITY = 0.7;

export type PreparedImage = { dataUrl: string; width: number; height: number; bytes: number };

/** The picked, pasted or dropped file is not an image (spec: "make sure the file is an image type"). */
export class NotAnImageError extends Error {
  constructor(message = 'The file is not an image') {
    super(message);
    this.name = 'NotAnImageError';
  }
}

export function isImageType(type: string): boolean {
  return /^image\/[a-z0-9.+-]+$/i.test(type.trim());
}

/** The size to draw at: at most `max` pixels wide, same aspect ratio, never enlarged. */
export function fitWidth(width: number, height: number, max = MAX_IMAGE_WIDTH): { width: number; height: number } {
  if (!(width > 0 && height > 0 && max > 0) || !Number.isFinite(width) || !Number.isFinite(height)) {
    throw new RangeError(`Invalid image size ${width}x${height} (max ${max})`);
  }
  if (width <= max) return { width: Math.round(width), height: Math.round(height) };
  return { width: Math.round(max), height: Math.max(1, Math.round((height * max) / width)) };
}

/** Decodes the file upright (EXIF orientation applied); a file that does not decode is not an image. */
export async function decodeImage(file: Blob): Promise<ImageBitmap> {
  if (!isImageType(file.type)) throw new NotAnImageError();
  try {
    return await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    throw new NotAnImageError();
  }
}

type Context2D = Pick<
  CanvasRenderingContext2D,
  'fillStyle' | 'fillRect' | 'drawImage' | 'imageSmoothingEnabled' | 'imageSmoothingQuality'
>;

/**
 * A canvas of the given size (an OffscreenCanvas in the worker, a <canvas> on the main thread) and
 * the smoothing to scale with: 'high' rasterises on the calling thread in Chromium (a 100+ ms task
 * for a 12-megapixel photo), so the main thread uses 'medium', which does not.
 */
export type Surface = {
  context: Context2D;
  smoothing: ImageSmoothingQuality;
  toJpeg: (quality: number) => Promise<Blob>;
};

/**
 * Decodes at full size (off the calling thread), draws scaled to fitWidth, encodes as JPEG.
 * (createImageBitmap's own resize options were measured to scale on the main thread: not used.)
 */
export async function shrinkToJpeg(
  file: Blob,
  createSurface: (width: number, height: number) => Surface,
): Promise<PreparedImage> {
  const bitmap = await decodeImage(file);
  try {
    const { width, height } = fitWidth(bitmap.width, bitmap.height);
    const { context, smoothing, toJpeg } = createSurface(width, height);
    // JPEG has no transparency: a transparent PNG would otherwise turn black.
    context.fillStyle = '#fff';
    context.fillRect(0, 0, width, height);
    context.imageSmoothingEnabled = true;
    context.imageSmoothingQuality = smoothing;
    context.drawImage(bitmap, 0, 0, width, height);
    const jpeg = await toJpeg(JPEG_QUALITY);
    return { dataUrl: await blobToDataUrl(jpeg), width, height, bytes: jpeg.size };
  } finally {
    bitmap.close();
  }
}

export function blobToDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('Unreadable image'));
    reader.onerror = () => reject(reader.error ?? new Error('Unreadable image'));
    reader.readAsDataURL(blob);
  });
}
