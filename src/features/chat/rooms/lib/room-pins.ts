/** A staff user pins at most this many rooms: the top of the list stays a short list of favourites. */
export const PIN_LIMIT = 10;

type Coded = { code: string };

/** Pinned rooms at the top in the order they were pinned, then the others in the list's own order. */
export function pinnedFirst<R extends Coded>(rooms: readonly R[], pinned: readonly string[]): R[] {
  if (pinned.length === 0) return [...rooms];
  const byCode = new Map(rooms.map((room) => [room.code, room]));
  const top = pinned.flatMap((code) => byCode.get(code) ?? []);
  const set = new Set(pinned);
  return [...top, ...rooms.filter((room) => !set.has(room.code))];
}

export type PinChange = { pins: string[]; refused: boolean };

/**
 * Pins or unpins a room. A new pin goes after the others; a pin past the limit is refused (the
 * pins are left as they were and the caller says so).
 */
export function togglePin(pins: readonly string[], code: string): PinChange {
  if (pins.includes(code)) return { pins: pins.filter((c) => c !== code), refused: false };
  if (pins.length >= PIN_LIMIT) return { pins: [...pins], refused: true };
  return { pins: [...pins, code], refused: false };
}

/**
 * The pins still in the server's room list. A room hidden, recovered elsewhere or closed leaves its
 * pin behind; keeping it would hold a place of the ten forever. Returns the same array when nothing
 * is dropped, so a caller can tell there is nothing to save.
 */
export function dropVanished(pins: readonly string[], listed: readonly string[]): readonly string[] {
  const present = new Set(listed);
  return pins.every((code) => present.has(code)) ? pins : pins.filter((code) => present.has(code));
}
