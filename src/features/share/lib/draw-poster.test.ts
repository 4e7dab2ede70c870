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

  it('writes the label under the QR, once', () => {
    const { canvas, calls } = recordingCanvas();
    drawPoster(canvas, { qr, art: null, label: 'agent01 - AG0103' });
    const texts = calls.filter((c) => c.name === 'fillText' && c.args[0] === 'agent01 - AG0103');
    expect(texts).toHaveLength(1);
    expect(texts[0]?.args[2]).toBeGreaterThan(POSTER_LAYOUT.qr.y + QR_SIZE);
  });

  it('fills the plain bands: the call to action on top, the link at the bottom', () => {
    const { canvas, calls } = recordingCanvas();
    const link = 'https://play.example.com/join?a=AG0103';
    drawPoster(canvas, { qr, art: null, label: 'agent01 - AG0103', heading: 'Scan to sign up', link });
    const text = (value: string) => calls.find((c) => c.name === 'fillText' && c.args[0] === value)?.args;
    expect(text('Scan to sign up')?.[2]).toBeLessThan(POSTER_LAYOUT.band.height);
    expect(text(link)?.[2]).toBeGreaterThan(POSTER_HEIGHT - POSTER_LAYOUT.footer.height);
    // Both fit the width: fillText's maxWidth shrinks a long link rather than cutting it.
    expect(text(link)?.[3]).toBeLessThanOrEqual(POSTER_WIDTH);
  });

  it('leaves the bands to customised art', () => {
    const { canvas, calls } = recordingCanvas();
    drawPoster(canvas, { qr, art, label: 'x - y', heading: 'Scan to sign up', link: 'https://x.example' });
    const written = calls.filter((c) => c.name === 'fillText').map((c) => c.args[0]);
    expect(written).toEqual(['x - y']);
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
