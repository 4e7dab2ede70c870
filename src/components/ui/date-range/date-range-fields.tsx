import {
  get,
  useFormState,
  useWatch,
  type FieldPathByValue,
  type FieldValues,
  type PathValue,
  type UseFormReturn,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldError } from '../field-error';
import type { Clock } from '@/lib/dates';
import { DateRangePicker } from './date-range-picker';

export type DateRangeFieldsProps<T extends FieldValues> = {
  /** The search form the two ends belong to (react-hook-form). */
  form: Pick<UseFormReturn<T>, 'control' | 'setValue'>;
  /** The form's start and end fields; each holds the wall-clock text the picker writes. */
  startName: FieldPathByValue<T, string>;
  endName: FieldPathByValue<T, string>;
  label: string;
  mode: 'date' | 'datetime';
  clock?: Clock;
};

/**
 * The range part of a search form, bound to its react-hook-form: the one range picker showing the
 * form's start and end, with their messages (namespaced keys from the form's schema, translated
 * here). A picked range is checked at once, so an end before the start is said before Search.
 */
export function DateRangeFields<T extends FieldValues>({
  form: { control, setValue },
  startName,
  endName,
  label,
  mode,
  clock,
}: DateRangeFieldsProps<T>) {
  const { t } = useTranslation();
  const [start, end] = useWatch({ control, name: [startName, endName] }) as [string, string];
  const { errors } = useFormState({ control, name: [startName, endName] });
  const message = (name: string) => {
    const key = (get(errors, name) as { message?: unknown } | undefined)?.message;
    return fieldError(t, typeof key === 'string' ? key : undefined);
  };
  const set = (name: FieldPathByValue<T, string>, value: string) =>
    setValue(name, value as PathValue<T, typeof name>, { shouldValidate: true });
  return (
    <DateRangePicker
      label={label}
      mode={mode}
      value={{ start, end }}
      clock={clock}
      startError={message(startName)}
      endError={message(endName)}
      onChange={(range) => {
        set(startName, range.start);
        set(endName, range.end);
      }}
    />
  );
}
