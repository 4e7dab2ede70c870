import { useEffect, useRef, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

export type ToastItem = { id: number; message: ReactNode; tone: 'info' | 'success' | 'error'; durationMs: number };

const tones = {
  info: 'bg-slate-900 text-white',
  success: 'bg-emerald-800 text-white',
  error: 'bg-red-800 text-white',
};

export function Toast({ item, onDone }: { item: ToastItem; onDone: () => void }) {
  const done = useRef(onDone);
  done.current = onDone;
  useEffect(() => {
    const timer = setTimeout(() => done.current(), item.durationMs);
    return () => clearTimeout(timer);
  }, [item.durationMs]);
  return (
    <div
      role={item.tone === 'error' ? 'alert' : 'status'}
      className={cn('pointer-events-auto rounded-md px-4 py-3 text-sm shadow-lg', tones[item.tone])}
    >
      {item.message}
    </div>
  );
}
