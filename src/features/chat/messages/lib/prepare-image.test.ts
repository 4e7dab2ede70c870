import { afterEach, describe, expect, it, vi } from 'vitest';
import { NotAnImageError, prepareImage } from './prepare-image';
import type { PrepareImageAnswer } from './prepare-image.worker';

const jpegBlob = (bytes: number) => new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' });
const photo = () => new File([new Uint8Array([1, 2, 3])], 'photo.jpg', { type: 'image/jpeg' });
const bitmapOf = (width: number, height: number) => ({ width, height, close: vi.fn() });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

type Listener = ((event: never) => void) | null;

/** A stand-in for the module worker: answers what the test says, or fails like a worker that cannot load. */
function stubWorker(reply: PrepareImageAnswer | 'error') {
  const created: FakeWorker[] = [];
  class FakeWorker {
    onmessage: Listener = null;
    onerror: Listener = null;
    onmessageerror: Listener = null;
    terminate = vi.fn();
    constructor(
      public url: URL,
      public options: WorkerOptions,
    ) {
      created.push(this);
    }
    postMessage(_request: unknown) {
      queueMicrotask(() => {
        if (reply === 'error') this.onerror?.({ message: 'failed to load', preventDefault() {} } as never);
        else this.onmessage?.({ data: reply } as never);
      });
    }
  }
  vi.stubGlobal('Worker', FakeWorker);
  vi.stubGlobal('OffscreenCanvas', class {});
  return created;
}

describe('prepareImage', () => {
  // @spec chat.errors.non-image-upload
  it('rejects a file whose type is not an image without decoding it', async () => {
    const decode = vi.fn();
    vi.stubGlobal('createImageBitmap', decode);
    const file = new File(['<b>x</b>'], 'page.html', { type: 'text/html' });
    await expect(prepareImage(file)).rejects.toBeInstanceOf(NotAnImageError);
    await expect(prepareImage(new Blob(['x']))).rejects.toBeInstanceOf(NotAnImageError);
    expect(decode).not.toHaveBeenCalled();
  });

  it("returns the module worker's answer and stops the worker", async () => {
    vi.stubGlobal('createImageBitmap', vi.fn());
    const workers = stubWorker({
      ok: true,
      dataUrl: 'data:image/jpeg;base64,AA==',
      width: 1200,
      height: 900,
      bytes: 1,
    });
    await expect(prepareImage(photo())).resolves.toEqual({
      dataUrl: 'data:image/jpeg;base64,AA==',
      width: 1200,
      height: 900,
      bytes: 1,
    });
    expect(workers).toHaveLength(1);
    expect(workers[0]!.options).toEqual({ type: 'module' });
    expect(String(workers[0]!.url)).toMatch(/prepare-image\.worker\.ts/);
    expect(workers[0]!.terminate).toHaveBeenCalled();
  });

  it('rejects with NotAnImageError when the worker could not decode the file', async () => {
    vi.stubGlobal('createImageBitmap', vi.fn());
    stubWorker({ ok: false, notAnImage: true, message: 'The file is not an image' });
    await expect(prepareImage(photo())).rejects.toBeInstanceOf(NotAnImageError);
  });

  it('falls back to the main thread when the worker fails', async () => {
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(() => Promise.resolve(bitmapOf(3000, 4000))),
    );
    stubWorker('error');
    const drawImage = vi.fn();
    const context = { fillRect: vi.fn(), drawImage } as unknown as CanvasRenderingContext2D;
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context as never);
    const toBlob = vi
      .spyOn(HTMLCanvasElement.prototype, 'toBlob')
      .mockImplementation((callback) => callback(jpegBlob(200)));

    const result = await prepareImage(photo());

    expect(result).toMatchObject({ width: 1200, height: 1600, bytes: 200 });
    expect(result.dataUrl).toMatch(/^data:image\/jpeg;base64,/);
    expect(toBlob).toHaveBeenCalledWith(expect.any(Function), 'image/jpeg', 0.7);
    expect(drawImage).toHaveBeenCalledWith(expect.anything(), 0, 0, 1200, 1600);
    // 'high' would rasterise on the main thread; 'medium' does not (bench/chat-image.mjs).
    expect(context.imageSmoothingQuality).toBe('medium');
  });

  it('works on the main thread when there is no Worker or OffscreenCanvas', async () => {
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(() => Promise.resolve(bitmapOf(800, 600))),
    );
    vi.stubGlobal('Worker', undefined);
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
      fillRect: vi.fn(),
      drawImage: vi.fn(),
    } as never);
    vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((callback) => callback(jpegBlob(50)));
    await expect(prepareImage(photo())).resolves.toMatchObject({ width: 800, height: 600, bytes: 50 });
  });
});
