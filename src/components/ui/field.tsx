import { Description, Field as HField, Input, Label, Select, Textarea } from '@headlessui/react';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { errorClass, hintClass, inputClass, LabelText, labelClass, type FieldProps } from './field-parts';

// Re-exported for the Headless UI forms that import their field and its box together.
export { inputClass };

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

export type SelectInputProps = ComponentProps<'select'> & { invalid?: boolean };

/** A native list choice in the text fields' box, with their focus, disabled and invalid states. */
export function SelectInput({ className, invalid, ...props }: SelectInputProps) {
  return (
    <Select invalid={invalid} aria-invalid={invalid || undefined} className={cn(inputClass, className)} {...props} />
  );
}

export type TextAreaInputProps = ComponentProps<'textarea'> & { invalid?: boolean };

/** Text over several lines in the text fields' box and states. */
export function TextAreaInput({ className, invalid, ...props }: TextAreaInputProps) {
  return (
    <Textarea invalid={invalid} aria-invalid={invalid || undefined} className={cn(inputClass, className)} {...props} />
  );
}
