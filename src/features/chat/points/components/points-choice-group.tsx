import type { UseFormRegisterReturn } from 'react-hook-form';
import { RadioGroupField, RadioOption } from '@/components/ui/choice-fields';

type PointsChoiceGroupProps<V extends string | number> = {
  legend: string;
  options: readonly V[];
  label: (value: V) => string;
  field: UseFormRegisterReturn;
  /** Told after the form took the choice (the type recomputes the audit amount). */
  onPick?: (value: V) => void;
  className: string;
};

/** A row of radio buttons under a legend: the dialog's points type and target wallet. */
export function PointsChoiceGroup<V extends string | number>({
  legend,
  options,
  label,
  field,
  onPick,
  className,
}: PointsChoiceGroupProps<V>) {
  return (
    <RadioGroupField legend={legend} className={className}>
      {options.map((value) => (
        <RadioOption
          key={value}
          value={String(value)}
          label={label(value)}
          {...field}
          onChange={(e) => {
            void field.onChange(e);
            onPick?.(value);
          }}
        />
      ))}
    </RadioGroupField>
  );
}
