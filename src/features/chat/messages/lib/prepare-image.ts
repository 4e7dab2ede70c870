import { NotAnImageError, isImageType, shrinkToJpeg, type PreparedImage, type Surface } from './prepare-image-core';
import type { PrepareImageAnswer, PrepareImageRequest } from './prepare-image.worker';
// The worker's file as a URL, so the served Trusted Types policy can vouch for it (src/lib/trusted-types.ts).
import workerUrl from './prepare-image.worker.ts?worker&url';
import { trustedScriptUrl } from '@/lib/trusted-types';

export { fitWidth, MAX_IMAGE_WIDTH, JPEG_QUALITY, NotAnImageError } from './prepare-image-core';
export type { PreparedImage } from './prepare-image-core';

/**
 * Turns a picked, pasted or dropped file into the JPEG data URL the chat sends (spec: at most
 * 1200 px wide, JPEG quality 0.7, upright as the camera meant it). It runs in a module worker when
 * the browser has OffscreenCanvas; otherwise, or when the worker fails, from the main thread with
 * createImageBitmap and toBlob, which decode and encode off the main thread in Chromium (measured by
 * bench/chat-image.mjs). Rejects with NotAnImageError when the file is not an image or does not
 * decode.
 */
export async function prepareImage(file: Blob): Promise<PreparedImage> {
  if (!isImageType(file.type)) throw new NotAnImageError();
  if (workerAvailable()) {
    try {
      return await inWorker({ file });
    } catch (error) {
      if (error instanceof NotAnImageError) throw error;
      // Any other worker failure (blocked, crashed, no 2D context): do it here instead.
    }
  }
  return shrinkToJpeg(file, canvasSurface);
}

function workerAvailable(): boolean {
  return (
    typeof Worker === 'function' && typeof OffscreenCanvas === 'function' && typeof createImageBitmap === 'function'
  );
}

function inWorker(request: PrepareImageRequest): Promise<PreparedImage> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(trustedScriptUrl(workerUrl), { type: 'module' });
    const finish = (settle: () => void) => {
      worker.terminate();
      settle();
    };
    worker.onmessage = (event: MessageEvent<PrepareImageAnswer>) => {
      const answer = event.data;
      if (answer.ok) {
        const { dataUrl, width, height, bytes } = answer;
        finish(() => resolve({ dataUrl, width, height, bytes }));
      } else {
        finish(() => reject(answer.notAnImage ? new NotAnImageError() : new Error(answer.message)));
      }
    };
    worker.onerror = (event) => {
      event.preventDefault();
      finish(() => reject(new Error(event.message || 'Image worker failed')));
    };
    worker.onmessageerror = () => finish(() => reject(new Error('Image worker answer unreadable')));
    worker.postMessage(request);
  });
}

function canvasSurface(width: number, height: number): Surface {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas context');
  return {
    context,
    smoothing: 'medium',
    toJpeg: (quality) =>
      new Promise((resolve, reject) =>
        canvas.toBlob(
          (blob) => (blob ? resolve(blob) : reject(new Error('JPEG encoding failed'))),
          'image/jpeg',
          quality,
        ),
      ),
  };
}
