import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '@/lib/cn';
import { markTone } from './tone';

/**
 * The look of an unread count, in the kit's mark tones (tone.ts): `error` (red) while it asks for
 * attention, `neutral` (grey) when the user muted what it counts; `sm` sits on an icon's corner, and `onIcon` rings it with the background so it stands
 * apart from the icon under it.
 */
export const countBadgeVariants = cva('inline-flex justify-center rounded-full font-semibold text-white', {
  variants: {
    size: { md: 'min-w-5 px-1.5 text-xs leading-5', sm: 'min-w-4.5 px-1 text-[10px] leading-4.5' },
    tone: { error: markTone.error, neutral: markTone.neutral },
    onIcon: { true: 'ring-2 ring-white dark:ring-slate-900', false: '' },
  },
  defaultVariants: { size: 'md', tone: 'error', onIcon: false },
});

export type CountBadgeProps = VariantProps<typeof countBadgeVariants> & { count: number; className?: string };

/**
 * A count (99+ above 99). Hidden from assistive technology: what it counts is said by the caller,
 * in the element's name or a hidden text beside it, in words ("3 unread"), not as a bare number.
 */
export function CountBadge({ count, size, tone, onIcon, className }: CountBadgeProps) {
  return (
    <span aria-hidden="true" className={cn(countBadgeVariants({ size, tone, onIcon }), className)}>
      {count > 99 ? '99+' : count}
    </span>
  );
}

/** The mark for "something new" where the server gives no count: a dot in the count's colours. */
export function NewDot({ tone = 'error', className }: { tone?: 'error' | 'neutral'; className?: string }) {
  return <span aria-hidden="true" className={cn('inline-block size-2.5 rounded-full', markTone[tone], className)} />;
}
