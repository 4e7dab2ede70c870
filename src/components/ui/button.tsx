import { cva, type VariantProps } from 'class-variance-authority';
import { useLayoutEffect, useRef, type ButtonHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';
import { Spinner } from './spinner';
import { boxTone } from './tone';

export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 rounded-md font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-500 disabled:cursor-not-allowed disabled:opacity-60',
  {
    variants: {
      variant: {
        primary: 'bg-primary-600 text-white hover:bg-primary-700',
        secondary: 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-100',
        danger: 'bg-red-700 text-white hover:bg-red-800',
        ghost: 'text-slate-700 hover:bg-slate-100',
        // A secondary action that has just been done (Copied): the kit's success box, steady under the pointer.
        done: `border ${boxTone.success}`,
      },
      size: { sm: 'h-8 px-3 text-sm', md: 'h-10 px-4 text-sm', lg: 'h-11 px-5 text-base', icon: 'h-9 w-9' },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> &
  VariantProps<typeof buttonVariants> & { loading?: boolean };

/**
 * A loading button is disabled and busy, so a second click cannot send the same intent again.
 * Disabling a focused button drops focus to the page, so a keyboard user would lose their place
 * after every save: when loading ends, a button that had focus gets it back unless focus went
 * somewhere on purpose meanwhile.
 */
export function Button({
  className,
  variant,
  size,
  loading = false,
  disabled,
  children,
  type = 'button',
  ...props
}: ButtonProps) {
  const ref = useRef<HTMLButtonElement>(null);
  const hadFocus = useRef(false);
  useLayoutEffect(() => {
    const button = ref.current;
    if (loading) {
      hadFocus.current = !!button && document.activeElement === button;
      return;
    }
    const active = document.activeElement;
    if (hadFocus.current && button && (!active || active === document.body || active === button)) button.focus();
    hadFocus.current = false;
  }, [loading]);
  return (
    <button
      ref={ref}
      type={type}
      className={cn(buttonVariants({ variant, size }), className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...props}
    >
      {loading && <Spinner className="size-4" />}
      {children}
    </button>
  );
}
