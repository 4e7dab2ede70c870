import { useSyncExternalStore } from 'react';

/** A 0.3 s two-note chime (about 10 kB), served by the app itself so the strict media policy holds. */
export const CHIME_URL = `${import.meta.env.BASE_URL}sounds/message.wav`;

let audio: HTMLAudioElement | null = null;
let blocked = false;
const listeners = new Set<() => void>();

function setBlocked(next: boolean) {
  if (blocked === next) return;
  blocked = next;
  for (const listener of [...listeners]) listener();
}

/**
 * Plays the chime. A browser that refuses sound without a recent press (autoplay policy) makes the
 * chime "blocked" until `allowChime` runs from a press; any other failure (no audio device) is silent.
 */
export async function playChime(): Promise<'played' | 'blocked' | 'failed'> {
  audio ??= new Audio(CHIME_URL);
  audio.currentTime = 0;
  try {
    await audio.play();
    setBlocked(false);
    return 'played';
  } catch (error) {
    if (error instanceof DOMException && error.name === 'NotAllowedError') {
      setBlocked(true);
      return 'blocked';
    }
    return 'failed';
  }
}

/** From a press: plays the chime once, which lets the browser play it later without one. */
export function allowChime(): Promise<'played' | 'blocked' | 'failed'> {
  return playChime();
}

/** For stories and tests: how the chime stands without playing it. */
export function setChimeBlocked(next: boolean): void {
  setBlocked(next);
}

export function useChimeBlocked(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => blocked,
    () => false,
  );
}
