/** Where one tab stands: the room it shows (null: none) and whether the tab is on screen. */
export type TabView = { code: string | null; visible: boolean };

type Note = { t: 'hello'; from: string } | { t: 'view'; from: string; view: TabView } | { t: 'bye'; from: string };

export type AttentionDesk = {
  /** True in the one tab of this browser that alerts (sound, notification) for every tab. */
  decides(): boolean;
  /** Whether some tab of this browser shows the room `code` on screen now. */
  seenSomewhere(code: string): boolean;
  /** This tab's view changed. */
  setView(view: TabView): void;
  close(): void;
};

/**
 * Decides which one tab of a signed-in user's browser alerts, so a member's message rings and
 * notifies once however many tabs are open. The tabs race for a Web Lock; the holder decides until
 * it closes or crashes, when the browser hands the lock to the next tab. Every tab tells the others
 * which room it shows and whether it is on screen (BroadcastChannel), so the decider stays silent for
 * a message the user is already looking at in any tab. Without Web Locks or BroadcastChannel each tab
 * decides for itself.
 */
export function createAttentionDesk(scope: string): AttentionDesk {
  const me = crypto.randomUUID();
  const views = new Map<string, TabView>();
  let mine: TabView = { code: null, visible: false };
  const shared = typeof BroadcastChannel !== 'undefined' && typeof navigator !== 'undefined' && 'locks' in navigator;
  if (!shared) {
    return {
      decides: () => true,
      seenSomewhere: (code) => mine.visible && mine.code === code,
      setView: (view) => {
        mine = view;
      },
      close: () => undefined,
    };
  }

  let closed = false;
  let holding = false;
  const abort = new AbortController();
  const bus = new BroadcastChannel(`attention:${scope}`);
  const post = (note: Note) => {
    if (!closed) bus.postMessage(note);
  };
  bus.onmessage = ({ data: note }: MessageEvent<Note>) => {
    if (note.t === 'hello') post({ t: 'view', from: me, view: mine });
    else if (note.t === 'view') views.set(note.from, note.view);
    else views.delete(note.from);
  };
  let release: () => void = () => undefined;
  navigator.locks
    .request(`attention:${scope}`, { signal: abort.signal }, () => {
      holding = true;
      return new Promise<void>((resolve) => {
        release = resolve;
      });
    })
    .catch(() => undefined);
  post({ t: 'hello', from: me });
  const leave = () => post({ t: 'bye', from: me });
  window.addEventListener('pagehide', leave);

  return {
    decides: () => holding && !closed,
    seenSomewhere(code) {
      if (mine.visible && mine.code === code) return true;
      for (const view of views.values()) if (view.visible && view.code === code) return true;
      return false;
    },
    setView(view) {
      mine = view;
      post({ t: 'view', from: me, view });
    },
    close() {
      leave();
      closed = true;
      holding = false;
      window.removeEventListener('pagehide', leave);
      abort.abort();
      release();
      bus.close();
    },
  };
}
