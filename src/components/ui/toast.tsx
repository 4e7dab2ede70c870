import { useEffect, useRef, useState, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { solidTone, type Tone } from './tone';

/**
 * How long a toast that says what happened (an amount, a name, a link) stays: long enough to read a
 * sentence twice. The spec's plain snackbar keeps its 3000 ms.
 */
export const DETAIL_TOAST_MS = 6000;

/** A toast's tone (tone.ts): `neutral` for what simply happened, the others for what it says. */
export type ToastItem = {
  id: number;
  message: ReactNode;
  tone: Tone;
  durationMs: number;
};

/**
 * A message that goes away by itself after `durationMs`. The clock stops while the pointer rests on
 * it or focus is inside it, so a slow reader can finish it (WCAG 2.2.1), and runs on with the time
 * that was left once they move away.
 */
export function Toast({ item, onDone }: { item: ToastItem; onDone: () => void }) {
  const done = useRef(onDone);
  done.current = onDone;
  const remaining = useRef(item.durationMs);
  const [held, setHeld] = useState({ pointer: false, focus: false });
  const paused = held.pointer || held.focus;
  useEffect(() => {
    if (paused) return;
    const started = Date.now();
    const timer = setTimeout(() => done.current(), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - started));
    };
  }, [paused]);
  return (
    <div
      role={item.tone === 'error' ? 'alert' : 'status'}
      onPointerEnter={() => setHeld((h) => ({ ...h, pointer: true }))}
      onPointerLeave={() => setHeld((h) => ({ ...h, pointer: false }))}
      onFocus={() => setHeld((h) => ({ ...h, focus: true }))}
      onBlur={() => setHeld((h) => ({ ...h, focus: false }))}
      className={cn('pointer-events-auto rounded-md px-4 py-3 text-sm shadow-lg', solidTone[item.tone])}
    >
      {item.message}
    </div>
  );
}
