import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { useTranslation } from 'react-i18next';
import { AlertSettings, type AlertSettingsProps } from '@/components/ui/alert-settings';
import { BellIcon, BellOffIcon } from '@/components/ui/chat-icons';
import { cn } from '@/lib/cn';

export type AlertsBellProps = AlertSettingsProps & { buttonClassName?: string };

/**
 * The chat menu's bell: opens the alert choices (notifications, sound). The bell is crossed out while
 * neither would reach the user, and marked while the browser blocks the sound.
 */
export function AlertsBell({ buttonClassName, ...settings }: AlertsBellProps) {
  const { t } = useTranslation('chat-alerts');
  const reaching = (settings.notify && settings.permission === 'granted') || settings.sound;
  const Icon = reaching ? BellIcon : BellOffIcon;
  const warn = settings.sound && settings.soundBlocked;
  return (
    <Popover className="relative">
      <PopoverButton
        aria-label={t('bell.label')}
        className={cn(
          'relative flex size-11 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-primary-500 data-open:bg-slate-100',
          buttonClassName,
        )}
      >
        <Icon className="size-6" />
        {warn && <span aria-hidden="true" className="absolute end-2 top-2 size-2.5 rounded-full bg-amber-500 ring-2 ring-white" />}
      </PopoverButton>
      <PopoverPanel
        anchor={{ to: 'bottom start', gap: 6 }}
        className="z-40 w-80 max-w-[calc(100vw-1rem)] rounded-lg border border-slate-200 bg-white p-4 shadow-lg"
      >
        <h2 className="mb-3 text-base font-semibold text-slate-900">{t('bell.title')}</h2>
        <AlertSettings {...settings} />
      </PopoverPanel>
    </Popover>
  );
}
