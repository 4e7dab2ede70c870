/** Notebooks of rooms and their entries (chat spec section 3). */
export type DbNotesState = Record<string, never>;

export const seedNotes = (): { notes: DbNotesState } => ({ notes: {} });
