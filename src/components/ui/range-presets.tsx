import { useTranslation } from 'react-i18next';
import { RANGE_PRESETS, type RangePreset } from '@/lib/dates';
import { Button } from './button';

/** Quick ranges beside date pickers: today, yesterday, last 7 days. */
export function RangePresets({ onPick, disabled }: { onPick: (preset: RangePreset) => void; disabled?: boolean }) {
  const { t } = useTranslation(['common', 'kit']);
  return (
    <div role="group" aria-label={t('kit:rangePresets.label')} className="flex flex-wrap gap-2">
      {RANGE_PRESETS.map((preset) => (
        <Button key={preset} size="sm" variant="secondary" disabled={disabled} onClick={() => onPick(preset)}>
          {t(`kit:rangePresets.${preset}`)}
        </Button>
      ))}
    </div>
  );
}
