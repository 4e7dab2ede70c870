// The comparison of a story's picture with its baseline, run in a worker thread of its own: decoding two
// PNGs and comparing them pixel by pixel took about ten times as long inside a story file's Jest module
// sandbox as in plain Node (measured: 600-900 ms against 60-90 ms for a 672x576 picture). In a thread it
// costs the plain figure wherever the hooks are loaded, and the answer is the same.
import { parentPort, workerData } from 'node:worker_threads';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

/**
 * The differing pixels of two same-sized pictures and the box around them, by the baseline's measure.
 * @param {Buffer} a
 * @param {Buffer} b
 * @param {{ threshold: number }} diffConfig pixelmatch's options (./test-runner-picture.ts)
 * @returns {{ pixels: number; box?: string }}
 */
export function difference(a, b, diffConfig) {
  // The same pixels encode to the same bytes: most pictures match without being decoded.
  if (a.equals(b)) return { pixels: 0 };
  const one = PNG.sync.read(a);
  const two = PNG.sync.read(b);
  if (one.width !== two.width || one.height !== two.height)
    return { pixels: Infinity, box: `size ${one.width}x${one.height} against ${two.width}x${two.height}` };
  if (one.data.equals(two.data)) return { pixels: 0 };
  const diff = new PNG({ width: one.width, height: one.height });
  const pixels = pixelmatch(one.data, two.data, diff.data, one.width, one.height, diffConfig);
  if (!pixels) return { pixels };
  // pixelmatch paints a differing pixel red (255, 0, 0); the rest is a faded copy of the picture.
  let [left, top, right, bottom] = [one.width, one.height, -1, -1];
  for (let y = 0; y < one.height; y++)
    for (let x = 0; x < one.width; x++) {
      const i = (y * one.width + x) * 4;
      if (diff.data[i] !== 255 || diff.data[i + 1] !== 0 || diff.data[i + 2] !== 0) continue;
      [left, top, right, bottom] = [Math.min(left, x), Math.min(top, y), Math.max(right, x), Math.max(bottom, y)];
    }
  return { pixels, box: `x ${left}-${right}, y ${top}-${bottom}` };
}

parentPort?.on('message', ({ id, a, b }) => {
  try {
    parentPort.postMessage({ id, result: difference(Buffer.from(a), Buffer.from(b), workerData.diffConfig) });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error?.stack ?? error) });
  }
});
