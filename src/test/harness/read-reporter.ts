import { vi } from 'vitest';
import { createReadReporter } from '@/features/chat/messages/lib/read-reporter';

/** One room's reporter under test, with what it sent and handed off, and the tab shown or hidden. */
export function setup({ fail = false, withHandOff = false } = {}) {
  const sent: number[] = [];
  const handed: number[] = [];
  let visible = true;
  const send = vi.fn((id: number) => {
    sent.push(id);
    return fail ? Promise.reject(new Error('down')) : Promise.resolve();
  });
  const handOff = withHandOff ? (id: number) => void handed.push(id) : undefined;
  const reporter = createReadReporter({ send, handOff, isVisible: () => visible });
  return {
    sent,
    handed,
    reporter,
    hide: () => {
      visible = false;
      reporter.visibilityChanged(false);
    },
    show: () => {
      visible = true;
      reporter.visibilityChanged(true);
    },
  };
}

/** Lets the reports' promises settle and moves the clock. */
export const advance = (ms: number) => vi.advanceTimersByTimeAsync(ms);
