import type { HttpHandler } from 'msw';

/** Quick message templates of the demo backend (api/message-template/*). */
export const chatTemplatesHandlers: HttpHandler[] = [];
