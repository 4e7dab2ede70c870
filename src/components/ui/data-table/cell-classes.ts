/** Class lists the header and the body cells share, so a pinned column lines up in both. */

/** Row actions stay in view while a wide table scrolls sideways (cards need no pinning). */
export const stickyEnd =
  'sticky end-0 z-10 shadow-[-6px_0_6px_-6px_rgb(15_23_42/0.25)] @max-lg:static @max-lg:shadow-none';
/** In a card each cell is one line: its column name, then its value. */
export const cardCell =
  '@max-lg:flex @max-lg:items-baseline @max-lg:justify-between @max-lg:gap-4 @max-lg:border-0 @max-lg:px-0 @max-lg:py-1 @max-lg:text-end @max-lg:before:shrink-0 @max-lg:before:text-start @max-lg:before:font-medium @max-lg:before:text-slate-600 @max-lg:before:content-[attr(data-label)]';
/** The grid's active cell, when reached from the keyboard: a ring inside the cell, clear of its neighbours. */
export const gridCellFocus =
  'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary-500';
