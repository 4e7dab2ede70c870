/** Which rooms are ticked for hiding, by room code. Every function returns a new set. */
export type RoomSelection = ReadonlySet<string>;

export function toggleRoom(selected: RoomSelection, code: string): Set<string> {
  const next = new Set(selected);
  if (next.has(code)) next.delete(code);
  else next.add(code);
  return next;
}

/** Select all toggles every room: all of them when any is unticked, none when all are ticked. */
export function toggleAll(selected: RoomSelection, codes: readonly string[]): Set<string> {
  return allSelected(selected, codes) ? new Set() : new Set(codes);
}

export const allSelected = (selected: RoomSelection, codes: readonly string[]) =>
  codes.length > 0 && codes.every((code) => selected.has(code));

/** After the list reloads, rooms no longer in it are no longer selected. */
export function keepListed(selected: RoomSelection, codes: readonly string[]): Set<string> {
  const listed = new Set(codes);
  return new Set([...selected].filter((code) => listed.has(code)));
}
