import { NotAnImageError, shrinkToJpeg, type PreparedImage } from './prepare-image-core';

export type PrepareImageRequest = { file: Blob };
export type PrepareImageAnswer = ({ ok: true } & PreparedImage) | { ok: false; notAnImage: boolean; message: string };

async function answer({ file }: PrepareImageRequest): Promise<PrepareImageAnswer> {
  try {
    const image = await shrinkToJpeg(file, (width, height) => {
      const canvas = new OffscreenCanvas(width, height);
      const context = canvas.getContext('2d');
      if (!context) throw new Error('No 2D context on OffscreenCanvas');
      return {
        context,
        smoothing: 'high',
        toJpeg: (quality) => canvas.convertToBlob({ type: 'image/jpeg', quality }),
      };
    });
    return { ok: true, ...image };
  } catch (error) {
    return {
      ok: false,
      notAnImage: error instanceof NotAnImageError,
      message: error instanceof Error ? error.message : String(error),
    };
  }
}

self.addEventListener('message', (event: MessageEvent<PrepareImageRequest>) => {
  void answer(event.data).then((result) => self.postMessage(result));
});
