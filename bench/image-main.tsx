// The page of bench/chat-image.mjs (a .tsx file so the browser TypeScript program checks it).
// It makes a photo-like 12-megapixel JPEG, then times prepareImage on it while a long-task
// observer watches the main thread.
import { prepareImage } from '@/features/chat/messages/lib/prepare-image';

export type ImageRun = {
  width: number;
  height: number;
  bytes: number;
  totalMs: number;
  longestTaskMs: number;
};
export type ImageSource = { width: number; height: number; bytes: number };

declare global {
  interface Window {
    __imageBench?: {
      source: ImageSource;
      run: (mode: 'worker' | 'main', rotated?: boolean) => Promise<ImageRun>;
    };
  }
}

/** Deterministic pseudo-random numbers (mulberry32), so every run encodes the same picture. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Sky, hills, blurred shapes and sensor-like grain: detail a camera JPEG of about 3 MB carries. */
async function makePhoto(width: number, height: number): Promise<File> {
  const rand = random(42);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('No 2D context');
  const sky = ctx.createLinearGradient(0, 0, 0, height);
  sky.addColorStop(0, '#2f6fb5');
  sky.addColorStop(0.55, '#cfe3f2');
  sky.addColorStop(1, '#5b7f3a');
  ctx.fillStyle = sky;
  ctx.fillRect(0, 0, width, height);
  for (let i = 0; i < 1200; i++) {
    const x = rand() * width;
    const y = rand() * height;
    const r = 20 + rand() * 260;
    const g = ctx.createRadialGradient(x, y, 0, x, y, r);
    const hue = Math.floor(rand() * 360);
    g.addColorStop(0, `hsla(${hue}, 55%, ${30 + rand() * 40}%, 0.8)`);
    g.addColorStop(1, `hsla(${hue}, 55%, 50%, 0)`);
    ctx.fillStyle = g;
    ctx.fillRect(x - r, y - r, 2 * r, 2 * r);
  }
  // Foliage-like detail at the scale that survives the reduction to 1200 px.
  for (let i = 0; i < 60000; i++) {
    ctx.fillStyle = `hsl(${80 + rand() * 80}, ${30 + rand() * 40}%, ${15 + rand() * 50}%)`;
    ctx.fillRect(rand() * width, height * 0.45 + rand() * height * 0.55, 2 + rand() * 14, 2 + rand() * 14);
  }
  const pixels = ctx.getImageData(0, 0, width, height);
  const data = pixels.data;
  for (let i = 0; i < data.length; i += 4) {
    const grain = (rand() - 0.5) * 14;
    data[i] = data[i]! + grain;
    data[i + 1] = data[i + 1]! + grain;
    data[i + 2] = data[i + 2]! + grain;
  }
  ctx.putImageData(pixels, 0, 0);
  const blob = await new Promise<Blob>((resolve, reject) =>
    canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('encode failed'))), 'image/jpeg', 0.85),
  );
  return new File([blob], 'photo.jpg', { type: 'image/jpeg' });
}

/**
 * The same JPEG with an EXIF orientation of 6 (stored sideways, shown turned 90 degrees clockwise),
 * as phone cameras write it: the prepared picture must come out upright, 1200x1600.
 */
async function withOrientation6(file: File): Promise<File> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  // prettier-ignore
  const app1 = new Uint8Array([
    0xff, 0xe1, 0x00, 0x22, 0x45, 0x78, 0x69, 0x66, 0x00, 0x00, // APP1, length 34, "Exif\0\0"
    0x4d, 0x4d, 0x00, 0x2a, 0x00, 0x00, 0x00, 0x08, // big-endian TIFF header, IFD at 8
    0x00, 0x01, 0x01, 0x12, 0x00, 0x03, 0x00, 0x00, 0x00, 0x01, 0x00, 0x06, 0x00, 0x00, // Orientation = 6
    0x00, 0x00, 0x00, 0x00,
  ]);
  return new File([bytes.subarray(0, 2), app1, bytes.subarray(2)], 'rotated.jpg', { type: 'image/jpeg' });
}

const longTasks: { start: number; end: number }[] = [];

async function main() {
  const status = document.getElementById('status')!;
  const file = await makePhoto(4000, 3000);
  const rotated = await withOrientation6(file);
  // Observed only after the test picture exists: its own making is not what is measured.
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) longTasks.push({ start: e.startTime, end: e.startTime + e.duration });
  }).observe({ type: 'longtask' });
  const run = async (mode: 'worker' | 'main', sideways = false): Promise<ImageRun> => {
    const saved = window.Worker;
    // Without Worker, prepareImage takes its main-thread path (as in a browser without OffscreenCanvas).
    if (mode === 'main') (window as { Worker?: typeof Worker }).Worker = undefined;
    try {
      const start = performance.now();
      const image = await prepareImage(sideways ? rotated : file);
      const end = performance.now();
      // Long tasks are reported a little after they end.
      await new Promise((resolve) => setTimeout(resolve, 100));
      const longest = longTasks
        .filter((t) => t.end > start && t.start < end)
        .reduce((max, t) => Math.max(max, t.end - t.start), 0);
      return {
        width: image.width,
        height: image.height,
        bytes: image.bytes,
        totalMs: end - start,
        longestTaskMs: longest,
      };
    } finally {
      window.Worker = saved;
    }
  };
  window.__imageBench = { source: { width: 4000, height: 3000, bytes: file.size }, run };
  status.textContent = 'Ready';
}

void main();
