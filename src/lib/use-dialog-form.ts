import { useEffect } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';
import { useOneAtATime } from './use-one-at-a-time';

export type DialogFormOptions<T extends FieldValues, S> = {
  open: boolean;
  /** What the dialog edits (null when it adds one); a new one refills the form. */
  source: S;
  /** The form's values for a source; a module-level function, so it does not refill on every render. */
  valuesOf: (source: S) => T;
  resolver: Resolver<T>;
  onOpenChange: (open: boolean) => void;
  /** Resolves once saved; rejects on failure (the dialog then stays open with what was typed). */
  onSubmit: (values: T) => Promise<unknown>;
};

/**
 * The form state of an add-or-edit dialog: filled from what it edits each time it opens, sending
 * one request per intent (a second click before the answer sends nothing), and Cancel dropping what
 * was typed and its messages, so the next opening starts clean.
 */
export function useDialogForm<T extends FieldValues, S>({
  open,
  source,
  valuesOf,
  resolver,
  onOpenChange,
  onSubmit,
}: DialogFormOptions<T, S>) {
  const form = useForm<T>({ resolver, defaultValues: valuesOf(source) as DefaultValues<T> });
  const { reset, handleSubmit } = form;
  const once = useOneAtATime();
  useEffect(() => {
    if (open) reset(valuesOf(source));
  }, [open, source, valuesOf, reset]);
  const close = () => {
    reset(valuesOf(source));
    onOpenChange(false);
  };
  const submit = handleSubmit((values) => once(() => onSubmit(values)));
  return { form, close, submit };
}
