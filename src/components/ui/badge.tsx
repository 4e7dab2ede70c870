import { cva, type VariantProps } from 'class-variance-authority';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * A short state or kind beside what it describes (a record's status, an account's state, a
 * contact's type): good, bad, a warning, information, or neutral.
 */
export const badgeVariants = cva(
  'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset',
  {
    variants: {
      tone: {
        good: 'bg-emerald-100 text-emerald-800 ring-emerald-200',
        bad: 'bg-red-100 text-red-800 ring-red-200',
        warn: 'bg-amber-100 text-amber-900 ring-amber-200',
        info: 'bg-sky-100 text-sky-900 ring-sky-200',
        neutral: 'bg-slate-100 text-slate-700 ring-slate-200',
      },
    },
    defaultVariants: { tone: 'neutral' },
  },
);

export type BadgeTone = NonNullable<VariantProps<typeof badgeVariants>['tone']>;

export function Badge({ tone, className, children }: { tone?: BadgeTone; className?: string; children: ReactNode }) {
  return <span className={cn(badgeVariants({ tone }), className)}>{children}</span>;
}
