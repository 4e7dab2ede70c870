import { describe, expect, it } from 'vitest';
import {
  drawPoster,
  POSTER_HEIGHT,
  POSTER_LAYOUT,
  POSTER_WIDTH,
  posterLabel,
  QR_SIZE,
  type PosterCanvas,
} from './draw-poster';

/** A 2d context that records the calls the poster makes. */
function recordingCanvas() {
  const calls: { name: string; args: unknown[] }[] = [];
  const ctx = new Proxy({} as Record<string, unknown>, {
    get(target, prop: string) {
      if (prop in target) return target[prop];
      return (...args: unknown[]) => calls.push({ name: prop, args });
    },
    set(target, prop: string, value) {
      target[prop] = value;
      return true;
    },
  });
  const canvas: PosterCanvas = { width: 0, height: 0, getContext: () => ctx as unknown as CanvasRenderingContext2D };
  return { canvas, calls, ctx };
}

describe('posterLabel', () => {
  it('joins the agent name and the share code with a dash', () => {
    expect(posterLabel('agent01', 'AG0103')).toBe('agent01 - AG0103');
    expect(posterLabel(' service01 ', 'CS0104')).toBe('service01 - CS0104');
  });
});

describe('drawPoster', () => {
  const qr = { id: 'qr' } as unknown as CanvasImageSource;
  const art = { id: 'art' } as unknown as CanvasImageSource;

  it('sizes the canvas 1200 x 1289 and draws the QR 390 wide, centred', () => {
    const { canvas, calls } = recordingCanvas();
    drawPoster(canvas, { qr, art: null, label: 'agent01 - AG0103' });
    expect([canvas.width, canvas.height]).toEqual([POSTER_WIDTH, POSTER_HEIGHT]);
    expect([canvas.width, canvas.height]).toEqual([1200, 1289]);
    const qrDraw = calls.find((c) => c.name === 'drawImage' && c.args[0] === qr);
    expect(qrDraw?.args).toEqual([qr, (1200 - 390) / 2, POSTER_LAYOUT.qr.y, QR_SIZE, QR_SIZE]);
    expect(QR_SIZE).toBe(390);
  });

  it('writes the label under the QR', () => {
    const { canvas, calls } = recordingCanvas();
    drawPoster(canvas, { qr, art: null, label: 'agent01 - AG0103' });
    const text = calls.find((c) => c.name === 'fillText');
    expect(text?.args[0]).toBe('agent01 - AG0103');
    expect(text?.args[2]).toBeGreaterThan(POSTER_LAYOUT.qr.y + QR_SIZE);
  });

  it('draws customised art over the whole poster, under the QR', () => {
    const { canvas, calls } = recordingCanvas();
    drawPoster(canvas, { qr, art, label: 'x - y' });
    const order = calls.filter((c) => c.name === 'drawImage').map((c) => c.args);
    expect(order[0]).toEqual([art, 0, 0, 1200, 1289]);
    expect(order[1]?.[0]).toBe(qr);
  });

  it('fails clearly without a 2d context', () => {
    const canvas: PosterCanvas = { width: 0, height: 0, getContext: () => null };
    expect(() => drawPoster(canvas, { qr, art: null, label: 'x' })).toThrow('2d canvas unavailable');
  });
});
