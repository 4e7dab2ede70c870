import type { HttpHandler } from 'msw';

/** Notebooks and note entries of the demo backend (api/note/*, api/note_content/*). */
export const chatNotesHandlers: HttpHandler[] = [];
