import QRCode from 'qrcode';
import { isDisplayableImage } from '@/lib/image-field';
import { drawPoster, POSTER_LAYOUT, QR_SIZE } from './draw-poster';

export async function renderQr(link: string): Promise<HTMLCanvasElement> {
  const canvas = document.createElement('canvas');
  await QRCode.toCanvas(canvas, link, { width: QR_SIZE, margin: 1, errorCorrectionLevel: 'M' });
  return canvas;
}

/** Customised art is fetched as binary (spec: "fetched as binary") and decoded off the main thread. */
export async function loadArt(url: string, signal?: AbortSignal): Promise<ImageBitmap> {
  if (!isDisplayableImage(url)) throw new Error('unsupported art address');
  const response = await fetch(url, { signal });
  if (!response.ok) throw new Error(`art answered ${response.status}`);
  return createImageBitmap(await response.blob());
}

/** `heading`: the plain poster's call to action, in the viewer's language (part of the cache key). */
export type PosterRequest = { link: string; label: string; artUrl: string; heading: string };
export type BuiltPoster = { canvas: HTMLCanvasElement; dataUrl: string; artFailed: boolean };

/** QR + optional art -> poster. Art that cannot be loaded falls back to the plain poster. */
export async function buildPoster(
  { link, label, artUrl, heading }: PosterRequest,
  signal?: AbortSignal,
): Promise<BuiltPoster> {
  const [qr, , art] = await Promise.all([
    renderQr(link),
    // Canvas text uses whatever font is ready: wait for the label's font so every poster looks the same.
    Promise.all([
      document.fonts?.load(POSTER_LAYOUT.font, label),
      document.fonts?.load(POSTER_LAYOUT.heading.font, heading),
      document.fonts?.load(POSTER_LAYOUT.link.font, link),
    ]).catch(() => []),
    artUrl
      ? loadArt(artUrl, signal).then(
          (bitmap) => bitmap,
          () => null,
        )
      : Promise.resolve(null),
  ]);
  const canvas = document.createElement('canvas');
  drawPoster(canvas, { qr, art, label, heading, link });
  art?.close();
  return { canvas, dataUrl: canvas.toDataURL('image/png'), artFailed: !!artUrl && !art };
}
