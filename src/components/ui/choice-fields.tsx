import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { FieldMessages, labelClass } from './field-parts';

// Radio groups and checkboxes drawn with plain elements (no Headless UI, so the sign-in's second step
// can use them), with the text fields' label, hint and error look.

export type RadioGroupFieldProps = {
  legend: ReactNode;
  /** Already-translated error text, announced at once. */
  error?: string | undefined;
  hint?: ReactNode;
  disabled?: boolean | undefined;
  /** The options' row (a wrapping row by default). */
  className?: string;
  children: ReactNode;
};

/** A group of RadioOptions under its legend, which names the group for assistive technology. */
export function RadioGroupField({ legend, error, hint, disabled, className, children }: RadioGroupFieldProps) {
  const id = useId();
  const described = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <fieldset className="space-y-1" disabled={disabled} aria-describedby={described}>
      <legend className={labelClass}>{legend}</legend>
      <div className={cn('flex flex-wrap gap-x-6 gap-y-2 pt-1', className)}>{children}</div>
      <FieldMessages id={id} hint={hint} error={error} />
    </fieldset>
  );
}

// ComponentProps keeps `ref` (a plain prop in React 19), so react-hook-form's register() can be spread.
export type ChoiceProps = Omit<ComponentProps<'input'>, 'type' | 'children'> & { label: ReactNode };

/** One choice of a RadioGroupField; the label around it makes the text a target too. */
export function RadioOption({ label, className, ...input }: ChoiceProps) {
  return (
    <label className={cn('flex items-center gap-2 text-sm text-slate-900', className)}>
      <input type="radio" className="size-4 accent-primary-600" {...input} />
      {label}
    </label>
  );
}

/** A checkbox with its label beside it (a label that wraps stays aligned with the box's first line). */
export function CheckboxField({ label, className, ...input }: ChoiceProps) {
  return (
    <label className={cn('flex items-start gap-2 text-sm text-slate-800', className)}>
      <input type="checkbox" className="mt-0.5 size-4 shrink-0 accent-primary-600" {...input} />
      <span>{label}</span>
    </label>
  );
}
