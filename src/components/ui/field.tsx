import { Description, Field as HField, Input, Label } from '@headlessui/react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn';

export const inputClass =
  'block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm placeholder:text-slate-500 data-focus:border-primary-500 data-focus:outline-2 data-focus:outline-primary-500/40 data-disabled:bg-slate-100 data-invalid:border-red-600';

type FieldProps = {
  label: ReactNode;
  /** Already-translated error text. */
  error?: string | undefined;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
  children: ReactNode;
};

/** Label, control, hint and error wired for assistive technology (Headless UI Field). */
export function Field({ label, error, hint, required, className, children }: FieldProps) {
  return (
    <HField className={cn('space-y-1', className)}>
      <Label className="block text-sm font-medium text-slate-800">
        {label}
        {required && (
          <span aria-hidden="true" className="ms-0.5 text-red-700">
            *
          </span>
        )}
      </Label>
      {children}
      {hint && !error && <Description className="text-xs text-slate-600">{hint}</Description>}
      {error && (
        <Description role="alert" className="text-xs font-medium text-red-700">
          {error}
        </Description>
      )}
    </HField>
  );
}

// ComponentProps keeps `ref` (a plain prop in React 19), so react-hook-form's register() can be spread.
export type TextInputProps = ComponentProps<'input'> & { invalid?: boolean };

export function TextInput({ className, invalid, ...props }: TextInputProps) {
  return (
    <Input invalid={invalid} aria-invalid={invalid || undefined} className={cn(inputClass, className)} {...props} />
  );
}
