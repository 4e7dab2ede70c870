/** Session-wide events raised outside React (the API client) and handled by the app shell. */
export type SessionEvent = 'session-expired' | 'token-expired' | 'access-denied';

type Listener = (event: SessionEvent) => void;
const listeners = new Set<Listener>();

export const sessionEvents = {
  emit(event: SessionEvent): void {
    for (const l of listeners) l(event);
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
