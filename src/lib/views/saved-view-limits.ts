// Apart from the name's schema: the list and its store read these without fetching zod.

/** How many views one screen keeps per staff user: a menu longer than this is no longer read. */
export const MAX_SAVED_VIEWS = 20;
export const VIEW_NAME_MAX = 40;
