import { cva, type VariantProps } from 'class-variance-authority';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { pillTone } from './tone';

/**
 * A short state or kind beside what it describes (a record's status, an account's state, a
 * contact's type), in one of the kit's tones (tone.ts).
 */
export const badgeVariants = cva(
  'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset',
  { variants: { tone: pillTone }, defaultVariants: { tone: 'neutral' } },
);

export type BadgeTone = NonNullable<VariantProps<typeof badgeVariants>['tone']>;

export function Badge({ tone, className, children }: { tone?: BadgeTone; className?: string; children: ReactNode }) {
  return <span className={cn(badgeVariants({ tone }), className)}>{children}</span>;
}
