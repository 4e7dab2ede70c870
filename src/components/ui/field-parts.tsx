import type { ReactNode } from 'react';

// The field's look, shared by ui/field (Headless UI) and ui/plain-field (plain elements), which
// must not import each other: the plain one exists so a page can show without Headless UI.

/** The text input's box; each field adds its focus, disabled and invalid variants. */
export const inputBaseClass =
  'block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm placeholder:text-slate-500';
/** A Headless UI control's box (its data-* states); plain controls use plain-field's plainInputClass. */
export const inputClass = `${inputBaseClass} data-focus:border-primary-500 data-focus:outline-2 data-focus:outline-primary-500/40 data-disabled:bg-slate-100 data-invalid:border-red-600`;
export const labelClass = 'block text-sm font-medium text-slate-800';
export const hintClass = 'text-xs text-slate-600';
export const errorClass = 'text-xs font-medium text-red-700';

export type FieldProps = {
  label: ReactNode;
  /** Already-translated error text. */
  error?: string | undefined;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
  children: ReactNode;
};

/** The label's text with the required mark. */
export function LabelText({ label, required }: { label: ReactNode; required?: boolean | undefined }) {
  return (
    <>
      {label}
      {required && (
        <span aria-hidden="true" className="ms-0.5 text-red-700">
          *
        </span>
      )}
    </>
  );
}

/**
 * The hint, or the error in its place (announced at once), under a control; `id` is the field's,
 * and the control names `${id}-hint` or `${id}-error` in its aria-describedby.
 */
export function FieldMessages({ id, hint, error }: { id: string; hint?: ReactNode; error?: string | undefined }) {
  return (
    <>
      {hint && !error && (
        <p id={`${id}-hint`} className={hintClass}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className={errorClass}>
          {error}
        </p>
      )}
    </>
  );
}
