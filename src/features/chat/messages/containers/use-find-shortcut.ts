import { useEffect, useRef } from 'react';
import { isApplePlatform } from '@/components/ui/command-palette-button';
import { isImeKey } from '@/lib/ime';

/** Ctrl+F (Cmd+F on Apple keyboards) and no other modifier. */
export function isFindShortcut(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>,
  apple = isApplePlatform(),
) {
  if (event.key.toLowerCase() !== 'f' || event.altKey || event.shiftKey) return false;
  return apple ? event.metaKey && !event.ctrlKey : event.ctrlKey && !event.metaKey;
}

/**
 * While a room is open, Ctrl+F / Cmd+F finds in the room instead of the browser's own find, which
 * sees only the few messages the virtualized list has drawn. A modal dialog over the room keeps it.
 */
export function useFindShortcut(onFind: () => void) {
  const latest = useRef(onFind);
  latest.current = onFind;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || isImeKey(event) || !isFindShortcut(event)) return;
      if (document.querySelector('[aria-modal="true"]')) return;
      event.preventDefault();
      latest.current();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
