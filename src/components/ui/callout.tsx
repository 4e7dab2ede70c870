import { cva, type VariantProps } from 'class-variance-authority';
import type { AriaRole, ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { boxTone } from './tone';

/**
 * A message box drawn inside a screen (a failure, a warning, a note), in one of the kit's tones
 * (tone.ts); a band across a panel's edge is a Callout too (`band`, the caller adds the edge). Sizes are
 * the two paddings forms and lists use; `inline` pads like `sm` but keeps the text size of what
 * surrounds it (a box inside a dialog's message); `panel` is the larger card that stands in for a
 * screen's content and sets no text size, so its heading and body can choose theirs.
 */
export const calloutVariants = cva('rounded-md border', {
  variants: {
    tone: boxTone,
    size: {
      sm: 'px-3 py-2 text-sm',
      md: 'px-4 py-3 text-sm',
      inline: 'px-3 py-2',
      panel: 'rounded-lg p-5',
      band: 'rounded-none border-0 px-4 py-2 text-sm',
    },
  },
  defaultVariants: { tone: 'info', size: 'sm' },
});

export type CalloutProps = VariantProps<typeof calloutVariants> & {
  /**
   * Chosen by the caller, since only it knows what the box says: `alert` for a failure the user
   * must hear at once, `status` for a note that may be read out politely, none for a static note.
   */
  role?: Extract<AriaRole, 'alert' | 'status'>;
  /** A bold first line; only with a block element (`div`, `section`), as it is drawn as a paragraph. */
  title?: ReactNode;
  /** The element drawn: `p` for a single sentence, `span` inside phrasing content (a dialog's message). */
  as?: 'div' | 'p' | 'span' | 'section';
  className?: string;
  children?: ReactNode;
};

/** A message box in the page's flow (not a toast or a dialog): it stays until what it says changes. */
export function Callout({ tone, size, role, title, as: Element = 'div', className, children }: CalloutProps) {
  return (
    <Element role={role} className={cn(calloutVariants({ tone, size }), className)}>
      {title != null && <p className="font-semibold">{title}</p>}
      {children}
    </Element>
  );
}
