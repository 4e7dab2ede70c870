import { createContext, use, useId, type ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { FieldMessages, inputBaseClass, LabelText, labelClass, type FieldProps } from './field-parts';

/**
 * ui/field's Field and TextInput in plain elements, for what shows before Headless UI is
 * downloaded: the sign-in forms and the first screen's search forms (Headless UI's Field is about
 * 9 KiB gzipped, the whole library 34). Same look and the same
 * wiring for assistive technology: the label names the input, the hint or error describes it.
 * Holds text inputs only; a Headless control (Select, Textarea) needs ui/field's Field.
 */
export const plainInputClass = `${inputBaseClass} focus:border-primary-500 focus:outline-2 focus:outline-primary-500/40 disabled:bg-slate-100 aria-invalid:border-red-600`;

/** What ties the field's input to its label and to its hint or error, as Headless UI's Field does. */
const FieldIds = createContext<{ id: string; describedBy: string | undefined } | null>(null);

export function PlainField({ label, error, hint, required, className, children }: FieldProps) {
  const id = useId();
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className={cn('space-y-1', className)}>
      <label htmlFor={id} className={labelClass}>
        <LabelText label={label} required={required} />
      </label>
      <FieldIds value={{ id, describedBy }}>{children}</FieldIds>
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}

export type PlainTextInputProps = ComponentProps<'input'> & { invalid?: boolean };

export function PlainTextInput({ className, invalid, ...props }: PlainTextInputProps) {
  const field = use(FieldIds);
  return (
    <input
      id={field?.id}
      aria-describedby={field?.describedBy}
      aria-invalid={invalid || undefined}
      className={cn(plainInputClass, className)}
      {...props}
    />
  );
}
