/**
 * The kit's one vocabulary of tones: what a colour says, whatever carries it. Each surface has its own
 * strength of the same five tones, so a warning is the same amber in a box, a pill, a toast and a dot.
 * Components take these in their `cva` variants; features pick a tone, never a colour (the
 * `local/tone-from-kit` lint rule refuses tinted backgrounds outside the kit).
 *
 * The tones carry no `dark:` classes on purpose: `dark:` here is the theme's dark sidebar (index.css),
 * set on the root, while boxes, pills and toasts sit on the light content; a mark placed on the sidebar
 * rings itself against it (CountBadge's `onIcon`).
 */
export type Tone = 'neutral' | 'info' | 'success' | 'warning' | 'error';

/** A tinted box or band in the page's flow (Callout and what is built on it): border, background, text. */
export const boxTone = {
  neutral: 'border-slate-200 bg-white text-slate-700',
  info: 'border-sky-200 bg-sky-50 text-sky-900',
  success: 'border-emerald-200 bg-emerald-50 text-emerald-900',
  warning: 'border-amber-300 bg-amber-50 text-amber-950',
  error: 'border-red-200 bg-red-50 text-red-800',
} satisfies Record<Tone, string>;

/** A pill beside what it describes (Badge): a stronger tint, ringed. */
export const pillTone = {
  neutral: 'bg-slate-100 text-slate-700 ring-slate-200',
  info: 'bg-sky-100 text-sky-900 ring-sky-200',
  success: 'bg-emerald-100 text-emerald-800 ring-emerald-200',
  warning: 'bg-amber-100 text-amber-900 ring-amber-200',
  error: 'bg-red-100 text-red-800 ring-red-200',
} satisfies Record<Tone, string>;

/** A message on a solid ground that floats over the page (toasts): white text. */
export const solidTone = {
  neutral: 'bg-slate-900 text-white',
  info: 'bg-sky-800 text-white',
  success: 'bg-emerald-800 text-white',
  warning: 'bg-amber-800 text-white',
  error: 'bg-red-800 text-white',
} satisfies Record<Tone, string>;

/** A small mark with no text of its own, or a count on it (dots, unread counts): a bright fill. */
export const markTone = {
  neutral: 'bg-slate-500',
  info: 'bg-sky-600',
  success: 'bg-emerald-500',
  warning: 'bg-amber-500',
  error: 'bg-red-600',
} satisfies Record<Tone, string>;

/** A match of what was searched for, inside text: `current` is the one the search stands on. */
export const matchMark = { other: 'bg-yellow-200', current: 'bg-amber-400' } as const;
