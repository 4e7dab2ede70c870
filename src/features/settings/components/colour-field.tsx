import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClass } from '@/components/ui/field-parts';
import { cn } from '@/lib/cn';

type ColourFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string | undefined;
};

const HEX = /^#[0-9a-fA-F]{6}$/;

/** A native colour picker and its hex text, kept in step; either can be used. */
export function ColourField({ label, value, onChange, onBlur, error }: ColourFieldProps) {
  const { t } = useTranslation('settings');
  const id = useId();
  return (
    <fieldset className="space-y-1">
      <legend className="text-sm font-medium text-slate-800">{label}</legend>
      <div className="flex items-center gap-2">
        <input
          id={`${id}-picker`}
          type="color"
          aria-label={t('colour.picker', { label })}
          value={HEX.test(value) ? value.toLowerCase() : '#000000'}
          onChange={(e) => onChange(e.target.value)}
          onBlur={onBlur}
          className="h-10 w-14 cursor-pointer rounded-md border border-slate-300 bg-white p-1"
        />
        <input
          id={`${id}-hex`}
          type="text"
          aria-label={t('colour.hex', { label })}
          value={value}
          maxLength={7}
          spellCheck={false}
          onChange={(e) => onChange(e.target.value.trim())}
          onBlur={onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={cn(inputClass, 'w-32 font-mono', error && 'border-red-600')}
        />
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-xs font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
