import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { inputClass } from '@/components/ui/field';
import { cn } from '@/lib/cn';

export type DatePickerButtonProps = {
  label: string;
  /** "YYYY-MM-DD" or ''. */
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  name?: string;
};

/**
 * A date shown on a button; the button opens a small dialog with a date input, Confirm and Cancel
 * (spec: SR02 pickers confirm and cancel). Cancel keeps the previous date.
 */
export function DatePickerButton({ label, value, onChange, error, name }: DatePickerButtonProps) {
  const { t } = useTranslation('reports');
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(value);
  const id = useId();
  const labelId = `${id}-label`;
  const valueId = `${id}-value`;
  const errorId = `${id}-error`;
  const inputId = `${id}-input`;

  const show = () => {
    setDraft(value);
    setOpen(true);
  };
  const confirm = () => {
    if (!draft) return;
    onChange(draft);
    setOpen(false);
  };

  return (
    <div className="space-y-1">
      <span id={labelId} className="block text-sm font-medium text-slate-800">
        {label}
      </span>
      <button
        type="button"
        name={name}
        onClick={show}
        aria-haspopup="dialog"
        aria-labelledby={`${labelId} ${valueId}`}
        aria-describedby={error ? errorId : undefined}
        className={cn(
          inputClass,
          'flex items-center justify-between gap-2 text-start focus-visible:outline-2 focus-visible:outline-primary-500',
          error && 'border-red-600',
        )}
      >
        <span id={valueId} className={cn('tabular-nums', !value && 'text-slate-600')}>
          {value || t('picker.empty')}
        </span>
        <svg viewBox="0 0 20 20" className="size-4 shrink-0 text-slate-600" aria-hidden="true">
          <path
            d="M6 2v3M14 2v3M3 8h14M4 4h12a1 1 0 011 1v11a1 1 0 01-1 1H4a1 1 0 01-1-1V5a1 1 0 011-1z"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.5"
          />
        </svg>
      </button>
      {error && (
        <p id={errorId} role="alert" className="text-xs font-medium text-red-700">
          {error}
        </p>
      )}
      <Dialog
        open={open}
        onOpenChange={setOpen}
        size="sm"
        title={label}
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {t('picker.cancel')}
            </Button>
            <Button onClick={confirm} disabled={!draft}>
              {t('picker.confirm')}
            </Button>
          </>
        }
      >
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            confirm();
          }}
          className="space-y-1"
        >
          <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
            {t('picker.input')}
          </label>
          <input
            id={inputId}
            type="date"
            className={cn(inputClass, 'focus:outline-2 focus:outline-primary-500/40')}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
          />
        </form>
      </Dialog>
    </div>
  );
}
