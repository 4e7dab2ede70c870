/**
 * Notebooks of a room and their entries (chat spec sections 2, 3, 7): api/note/* and
 * api/note_content/*.
 */
export const chatNotesEndpoints = {};
