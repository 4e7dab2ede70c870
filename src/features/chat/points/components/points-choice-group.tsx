import type { UseFormRegisterReturn } from 'react-hook-form';

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
    <fieldset className="space-y-1">
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      <div className={className}>
        {options.map((value) => (
          <label key={value} className="flex items-center gap-2 text-sm text-slate-900">
            <input
              type="radio"
              value={String(value)}
              {...field}
              onChange={(e) => {
                void field.onChange(e);
                onPick?.(value);
              }}
            />
            {label(value)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
