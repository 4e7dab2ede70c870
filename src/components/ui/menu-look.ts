import type { ReactNode } from 'react';
import type { Takeover } from './deferred-control';

/**
 * What a menu fetched on first intent gets from the stand-in it replaces (DeferredControl): the
 * button's look, what it shows, and the takeover of focus and press (see TakeoverMenu).
 */
export type MenuFace = Takeover & {
  buttonClassName: string;
  /** What the button shows, the same as the stand-in's. */
  face: ReactNode;
};

// The toolbar's dropdowns (language, user, the phone's "more") are drawn alike so they read as one
// family; each adds only its width and spacing.
export const menuPanelClass =
  'z-40 mt-1 rounded-md border border-slate-200 bg-white p-1 text-sm shadow-lg focus:outline-none';
export const menuItemClass =
  'flex w-full items-center rounded px-3 py-2 text-left text-slate-800 data-focus:bg-slate-100';
