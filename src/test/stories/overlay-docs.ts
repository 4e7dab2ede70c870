/**
 * The Docs page of an overlay (dialog, drawer): each story in a frame of its own. Drawn inline, every
 * open dialog of the page would cover the page at once and make the rest of it inert.
 */
export const overlayDocs = { story: { inline: false, iframeHeight: 480 } } as const;
