import { Field, Label, Radio, RadioGroup } from '@headlessui/react';
import { useTranslation } from 'react-i18next';
import { Drawer } from '@/components/ui/drawer';
import { cn } from '@/lib/cn';
import { PRIMARY_COLORS, type PrimaryColor, type Theme } from '@/lib/theme';
import { CheckIcon } from '@/components/icons';

/** Names of PRIMARY_COLORS, in the same order (translation keys under shell:theme.colors). */
export const COLOR_NAMES: Record<PrimaryColor, string> = {
  '#2563eb': 'blue',
  '#7c3aed': 'violet',
  '#db2777': 'pink',
  '#dc2626': 'red',
  '#ea580c': 'orange',
  '#ca8a04': 'amber',
  '#16a34a': 'green',
  '#0d9488': 'teal',
  '#475569': 'slate',
};

export type ThemeDrawerProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  theme: Theme;
  onChange: (theme: Theme) => void;
};

/** The right-hand drawer of theme choices: sidebar dark or light, and one of nine primary colours. */
export function ThemeDrawer({ open, onOpenChange, theme, onChange }: ThemeDrawerProps) {
  const { t } = useTranslation('shell');
  return (
    <Drawer open={open} onOpenChange={onOpenChange} side="right" title={t('theme.title')}>
      <div className="space-y-6 overflow-y-auto px-5 py-5">
        <RadioGroup
          value={theme.sidebar}
          onChange={(sidebar) => onChange({ ...theme, sidebar })}
          aria-label={t('theme.sidebar')}
        >
          <p className="mb-2 text-sm font-medium text-slate-900" aria-hidden="true">
            {t('theme.sidebar')}
          </p>
          <div className="grid grid-cols-2 gap-3">
            {(['dark', 'light'] as const).map((mode) => (
              <Field key={mode}>
                <Radio
                  value={mode}
                  className="group flex cursor-pointer flex-col gap-2 rounded-lg border-2 border-slate-200 p-2 focus:outline-none data-checked:border-primary-600 data-focus:outline-2 data-focus:outline-primary-500"
                >
                  <span aria-hidden="true" className="flex h-14 overflow-hidden rounded border border-slate-200">
                    <span className={cn('w-1/3', mode === 'dark' ? 'bg-slate-900' : 'bg-white')} />
                    <span className="flex-1 bg-slate-100" />
                  </span>
                  <Label className="text-center text-sm text-slate-800">{t(`theme.${mode}`)}</Label>
                </Radio>
              </Field>
            ))}
          </div>
        </RadioGroup>
        <RadioGroup
          value={theme.primary}
          onChange={(primary) => onChange({ ...theme, primary })}
          aria-label={t('theme.primary')}
        >
          <p className="mb-2 text-sm font-medium text-slate-900" aria-hidden="true">
            {t('theme.primary')}
          </p>
          <div className="grid grid-cols-5 gap-3">
            {PRIMARY_COLORS.map((color) => (
              <Radio
                key={color}
                value={color}
                aria-label={t(`theme.colors.${COLOR_NAMES[color]}`)}
                title={t(`theme.colors.${COLOR_NAMES[color]}`)}
                style={{ backgroundColor: color }}
                className="grid size-10 cursor-pointer place-items-center rounded-full ring-offset-2 focus:outline-none data-checked:ring-2 data-checked:ring-slate-900 data-focus:outline-2 data-focus:outline-offset-4 data-focus:outline-slate-900"
              >
                {({ checked }) => <CheckIcon className={cn('size-5 text-white', !checked && 'invisible')} />}
              </Radio>
            ))}
          </div>
        </RadioGroup>
      </div>
    </Drawer>
  );
}
