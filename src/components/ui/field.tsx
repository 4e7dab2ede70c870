import { Description, Field as HField, Input, Label } from '@headlessui/react';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { errorClass, hintClass, inputBaseClass, LabelText, labelClass, type FieldProps } from './field-parts';

export const inputClass = `${inputBaseClass} data-focus:border-primary-500 data-focus:outline-2 data-focus:outline-primary-500/40 data-disabled:bg-slate-100 data-invalid:border-red-600`;

/** Label, control, hint and error wired for assistive technology (Headless UI Field). */
export function Field({ label, error, hint, required, className, children }: FieldProps) {
  return (
    <HField className={cn('space-y-1', className)}>
      <Label className={labelClass}>
        <LabelText label={label} required={required} />
      </Label>
      {children}
      {hint && !error && <Description className={hintClass}>{hint}</Description>}
      {error && (
        <Description role="alert" className={errorClass}>
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
