import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { plainInputClass } from '../plain-field';

const pad = (n: number) => String(n).padStart(2, '0');
const HOURS = Array.from({ length: 24 }, (_, i) => pad(i));
const MINUTES = Array.from({ length: 60 }, (_, i) => pad(i));

type TimeSelectProps = { label: string; value: string; onChange: (value: string) => void };

/** "HH:mm" as two lists (24-hour, as the platform writes times): no browser-drawn AM/PM control. */
export function TimeSelect({ label, value, onChange }: TimeSelectProps) {
  const { t } = useTranslation(['common', 'kit']);
  const [hour = '00', minute = '00'] = value.split(':');
  return (
    <fieldset className="flex items-center gap-2">
      <legend className="mb-1 text-sm font-medium text-slate-800">{label}</legend>
      <select
        aria-label={t('kit:dateRange.hourOf', { what: label })}
        className={cn(plainInputClass, 'w-20 tabular-nums')}
        value={hour}
        onChange={(e) => onChange(`${e.target.value}:${minute}`)}
      >
        {HOURS.map((h) => (
          <option key={h}>{h}</option>
        ))}
      </select>
      <span aria-hidden="true">:</span>
      <select
        aria-label={t('kit:dateRange.minuteOf', { what: label })}
        className={cn(plainInputClass, 'w-20 tabular-nums')}
        value={minute}
        onChange={(e) => onChange(`${hour}:${e.target.value}`)}
      >
        {MINUTES.map((m) => (
          <option key={m}>{m}</option>
        ))}
      </select>
    </fieldset>
  );
}
