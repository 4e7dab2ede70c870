import { DB_VERSION, seedState } from './seed';
import type { DbState } from './types';

const PERSIST_KEY = 'demo.db';

let state: DbState = seedState();
let persist = false;

function save(): void {
  if (!persist) return;
  try {
    localStorage.setItem(PERSIST_KEY, JSON.stringify(state));
  } catch {
    // Storage full (for example the 50,000-user seed): the demo keeps working in memory.
  }
}

export const db = {
  get state(): DbState {
    return state;
  },
  /** Applies a change and persists it (browser demo only). */
  update<T>(change: (s: DbState) => T): T {
    const result = change(state);
    save();
    return result;
  },
  nextId(): number {
    return db.update((s) => ++s.nextId);
  },
  /** Browser demo: restores the saved data so demo changes survive reloads. */
  enablePersistence(): void {
    persist = true;
    try {
      const raw = localStorage.getItem(PERSIST_KEY);
      const saved = raw ? (JSON.parse(raw) as DbState) : null;
      if (saved && saved.version === DB_VERSION) state = saved;
    } catch {
      state = seedState();
    }
    save();
  },
  reset(next: DbState = seedState()): void {
    state = next;
    save();
  },
};
