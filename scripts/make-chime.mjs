// Writes public/sounds/message.wav: the chat's new-message chime, two soft notes in 0.3 s,
// 16 kHz mono 16-bit PCM (about 10 kB). Run again only to change the sound.
import { writeFileSync } from 'node:fs';

const rate = 16000;
const notes = [
  { hz: 1318.5, at: 0, length: 0.14 },
  { hz: 1760, at: 0.1, length: 0.2 },
];
const total = Math.round(rate * 0.3);
const samples = new Float32Array(total);
for (const { hz, at, length } of notes) {
  const start = Math.round(at * rate);
  for (let i = 0; i < length * rate && start + i < total; i++) {
    const t = i / rate;
    const attack = Math.min(1, t / 0.005);
    samples[start + i] += 0.35 * attack * Math.exp(-t * 18) * Math.sin(2 * Math.PI * hz * t);
  }
}
const data = Buffer.alloc(total * 2);
samples.forEach((s, i) => data.writeInt16LE(Math.round(Math.max(-1, Math.min(1, s)) * 32767), i * 2));
const header = Buffer.alloc(44);
header.write('RIFF', 0);
header.writeUInt32LE(36 + data.length, 4);
header.write('WAVE', 8);
header.write('fmt ', 12);
header.writeUInt32LE(16, 16);
header.writeUInt16LE(1, 20);
header.writeUInt16LE(1, 22);
header.writeUInt32LE(rate, 24);
header.writeUInt32LE(rate * 2, 28);
header.writeUInt16LE(2, 32);
header.writeUInt16LE(16, 34);
header.write('data', 36);
header.writeUInt32LE(data.length, 40);
writeFileSync(new URL('../public/sounds/message.wav', import.meta.url), Buffer.concat([header, data]));
