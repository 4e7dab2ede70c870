import { DB_VERSION, seedState } from './seed';
import type { DbState } from './types';

const PERSIST_KEY = 'demo.db';

/** Seeded on first use: a browser with saved demo data never builds the seed (about 0.2 s). */
let seeded: DbState | null = null;
let persist = false;
/** Another tab's latest save, read only when this tab next serves a call (see enablePersistence). */
let unread: string | null = null;

/** What ?demoRooms generates (mocks/db/busy-desk.ts): kept in memory only, never saved. */
export const GENERATED_ROOM_PREFIX = 'r-gen-';
export const GENERATED_MEMBER_IDS = { first: 3_000_000, end: 13_000_000 };
const isGeneratedRoom = (code: string) => code.startsWith(GENERATED_ROOM_PREFIX);

/** Drops the generated rooms, their members and their messages. */
export function dropGenerated(s: DbState): void {
  s.rooms = s.rooms.filter((r) => !isGeneratedRoom(r.code));
  s.messages = s.messages.filter((m) => !isGeneratedRoom(m.room_code));
  s.users = s.users.filter((u) => u.id < GENERATED_MEMBER_IDS.first || u.id >= GENERATED_MEMBER_IDS.end);
}

function save(): void {
  if (!persist) return;
  try {
    const saved = { ...current() };
    dropGenerated(saved);
    localStorage.setItem(PERSIST_KEY, JSON.stringify(saved));
  } catch {
    // Storage full (for example the 50,000-user seed): the demo keeps working in memory.
  }
}

/** Takes in another tab's save, keeping what ?demoRooms generated as this tab has it. */
function catchUp(): void {
  if (unread === null) return;
  const raw = unread;
  unread = null;
  try {
    const saved = JSON.parse(raw) as DbState;
    if (saved.version !== DB_VERSION) return;
    const kept = current();
    dropGenerated(saved);
    saved.rooms.push(...kept.rooms.filter((r) => isGeneratedRoom(r.code)));
    saved.messages.push(...kept.messages.filter((m) => isGeneratedRoom(m.room_code)));
    saved.users.push(
      ...kept.users.filter((u) => u.id >= GENERATED_MEMBER_IDS.first && u.id < GENERATED_MEMBER_IDS.end),
    );
    seeded = saved;
  } catch {
    // A half-written or foreign value: keep this tab's data.
  }
}

function current(): DbState {
  seeded ??= seedState();
  return seeded;
}

export const db = {
  get state(): DbState {
    catchUp();
    return current();
  },
  /** Applies a change and persists it (browser demo only). */
  update<T>(change: (s: DbState) => T): T {
    catchUp();
    const result = change(current());
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
      if (saved && saved.version === DB_VERSION) seeded = saved;
    } catch {
      seeded = seedState();
    }
    save();
    // The demo backend runs in every tab: what one tab's backend stores, the others' serve too, as
    // one server would (the last change wins). A busy desk saves on every message, and most tabs
    // serve no call between two saves: the newest save is parsed only when this tab next needs it.
    window.addEventListener('storage', (event) => {
      if (event.key === PERSIST_KEY && event.newValue) unread = event.newValue;
    });
  },
  reset(next: DbState = seedState()): void {
    unread = null;
    seeded = next;
    save();
  },
};
