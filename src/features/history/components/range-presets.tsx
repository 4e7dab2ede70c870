import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { RANGE_PRESETS, type RangePreset } from '@/lib/dates';

/** Quick ranges beside the pickers: today, yesterday, last 7 days. */
export function RangePresets({ onPick, disabled }: { onPick: (preset: RangePreset) => void; disabled?: boolean }) {
  const { t } = useTranslation('history');
  return (
    <div role="group" aria-label={t('presets.label')} className="flex flex-wrap gap-2">
      {RANGE_PRESETS.map((preset) => (
        <Button key={preset} size="sm" variant="secondary" disabled={disabled} onClick={() => onPick(preset)}>
          {t(`presets.${preset}`)}
        </Button>
      ))}
    </div>
  );
}
