import { createContext, useCallback, useContext, useRef, useState, type ReactNode } from 'react';

export type Politeness = 'polite' | 'assertive';
export type Announce = (text: string, politeness?: Politeness) => void;

type Said = { id: number; text: string };

/** Kept in the regions: enough for a burst, few enough that the page does not grow while a room is open. */
const KEPT = 5;

// Without a provider (a component rendered alone in a unit test) announcing does nothing: what is
// announced is an addition for screen readers, never the only way the user learns of something.
const AnnounceContext = createContext<Announce>(() => undefined);

/**
 * The page's two live regions, polite and assertive, always in the page: screen readers watch a region
 * that is already there when its text arrives (one added together with its text is often not read).
 * Each announcement is a new line of its region, so the same words said twice are read twice and a
 * line already read is not read again.
 */
export function LiveRegionProvider({ children }: { children: ReactNode }) {
  const next = useRef(0);
  const [polite, setPolite] = useState<Said[]>([]);
  const [assertive, setAssertive] = useState<Said[]>([]);
  const announce = useCallback<Announce>((text, politeness = 'polite') => {
    if (!text.trim()) return;
    const said = { id: ++next.current, text };
    (politeness === 'assertive' ? setAssertive : setPolite)((lines) => [...lines.slice(1 - KEPT), said]);
  }, []);
  return (
    <AnnounceContext.Provider value={announce}>
      {children}
      <div aria-live="polite" aria-relevant="additions" className="sr-only" data-live-region="polite">
        {polite.map((line) => (
          <p key={line.id}>{line.text}</p>
        ))}
      </div>
      <div aria-live="assertive" aria-relevant="additions" className="sr-only" data-live-region="assertive">
        {assertive.map((line) => (
          <p key={line.id}>{line.text}</p>
        ))}
      </div>
    </AnnounceContext.Provider>
  );
}

/** Tells screen reader users something they would otherwise only see: polite waits, assertive interrupts. */
export function useAnnounce(): Announce {
  return useContext(AnnounceContext);
}
