import { afterEach, describe, expect, it, vi } from 'vitest';
import { isImageType, shrinkToJpeg, type Surface } from './prepare-image-core';
import { fitWidth, NotAnImageError } from './prepare-image';

describe('fitWidth', () => {
  it('scales a wide photo down to 1200 px keeping the aspect ratio', () => {
    expect(fitWidth(4000, 3000)).toEqual({ width: 1200, height: 900 });
    expect(fitWidth(3024, 4032)).toEqual({ width: 1200, height: 1600 });
    expect(fitWidth(1920, 1080)).toEqual({ width: 1200, height: 675 });
  });
  it('never enlarges a picture that already fits', () => {
    expect(fitWidth(1200, 800)).toEqual({ width: 1200, height: 800 });
    expect(fitWidth(640, 480)).toEqual({ width: 640, height: 480 });
    expect(fitWidth(1, 1)).toEqual({ width: 1, height: 1 });
  });
  it('rounds to whole pixels and keeps at least one row', () => {
    expect(fitWidth(1201, 1001)).toEqual({ width: 1200, height: 1000 });
    expect(fitWidth(100000, 10)).toEqual({ width: 1200, height: 1 });
  });
  it('takes another maximum', () => {
    expect(fitWidth(4000, 3000, 400)).toEqual({ width: 400, height: 300 });
  });
  it('refuses sizes that are not positive numbers', () => {
    for (const [w, h] of [
      [0, 10],
      [10, 0],
      [-1, 10],
      [Number.NaN, 10],
      [Number.POSITIVE_INFINITY, 10],
    ] as const) {
      expect(() => fitWidth(w, h)).toThrow(RangeError);
    }
  });
});

describe('isImageType', () => {
  it('accepts image MIME types only', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'IMAGE/HEIC', 'image/svg+xml']) {
      expect(isImageType(type), type).toBe(true);
    }
    for (const type of ['', 'text/html', 'application/pdf', 'image/', 'image', 'video/mp4', 'text/image/png']) {
      expect(isImageType(type), type).toBe(false);
    }
  });
});

const jpegBlob = (bytes: number) => new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' });
const photo = () => new File([new Uint8Array([1, 2, 3])], 'photo.jpg', { type: 'image/jpeg' });
const bitmapOf = (width: number, height: number) => ({ width, height, close: vi.fn() });

function fakeSurface() {
  const drawImage = vi.fn();
  const toJpeg = vi.fn((_quality: number) => Promise.resolve(jpegBlob(134)));
  const sizes: [number, number][] = [];
  const contexts: Surface['context'][] = [];
  const create = (width: number, height: number): Surface => {
    sizes.push([width, height]);
    const context = {
      fillStyle: '',
      fillRect: vi.fn(),
      drawImage,
      imageSmoothingEnabled: false,
      imageSmoothingQuality: 'low',
    } as unknown as Surface['context'];
    contexts.push(context);
    return { context, smoothing: 'high', toJpeg };
  };
  return { create, sizes, drawImage, toJpeg, contexts };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('shrinkToJpeg', () => {
  it('decodes upright, draws at the fitted size and encodes JPEG quality 0.7', async () => {
    const bitmap = bitmapOf(4000, 3000);
    const decode = vi.fn(() => Promise.resolve(bitmap));
    vi.stubGlobal('createImageBitmap', decode);
    const surface = fakeSurface();
    const file = photo();

    const result = await shrinkToJpeg(file, surface.create);

    expect(decode).toHaveBeenCalledWith(file, { imageOrientation: 'from-image' });
    expect(surface.sizes).toEqual([[1200, 900]]);
    expect(surface.drawImage).toHaveBeenCalledWith(bitmap, 0, 0, 1200, 900);
    expect(surface.contexts[0]).toMatchObject({ imageSmoothingEnabled: true, imageSmoothingQuality: 'high' });
    expect(surface.toJpeg).toHaveBeenCalledWith(0.7);
    expect(result).toMatchObject({ width: 1200, height: 900, bytes: 134 });
    expect(result.dataUrl).toMatch(/^data:image\/jpeg;base64,/);
    expect(bitmap.close).toHaveBeenCalled();
  });

  it('reports a file that does not decode as not an image', async () => {
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(() => Promise.reject(new DOMException('bad', 'InvalidStateError'))),
    );
    await expect(shrinkToJpeg(photo(), fakeSurface().create)).rejects.toBeInstanceOf(NotAnImageError);
  });
});
