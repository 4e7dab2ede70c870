import { CloseButton, Disclosure, DisclosureButton, DisclosurePanel, useClose } from '@headlessui/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertSettings, type AlertSettingsProps } from '@/components/ui/alert-settings';
import { BellIcon, BellOffIcon } from '@/components/icons';
import { cn } from '@/lib/cn';
import { markTone } from '@/components/ui/tone';

export type AlertsBellProps = AlertSettingsProps & {
  /** Beside the icon rail (wide screens) or below the top bar's bell (narrow ones). */
  placement?: 'side' | 'below';
};

/**
 * The chat menu's bell: opens the alert choices (notifications, sound) in a panel that Escape or a
 * press outside closes. The bell is crossed out while neither would reach the user, and marked while
 * the browser blocks the sound. A disclosure rather than a popover: the choices are a small form,
 * reached in tab order right after the bell.
 */
export function AlertsBell({ placement = 'side', ...settings }: AlertsBellProps) {
  const { t } = useTranslation('chat-alerts');
  const reaching = (settings.notify && settings.permission === 'granted') || settings.sound;
  const Icon = reaching ? BellIcon : BellOffIcon;
  const warn = settings.sound && settings.soundBlocked;
  return (
    <Disclosure as="div" className="relative">
      <DisclosureButton
        aria-label={t('bell.label')}
        className="relative flex size-11 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-primary-500 data-open:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white dark:data-open:bg-slate-800"
      >
        <Icon className="size-6" />
        {warn && (
          <span
            aria-hidden="true"
            className={cn(
              'absolute end-2 top-2 size-2.5 rounded-full ring-2 ring-white dark:ring-slate-900',
              markTone.warning,
            )}
          />
        )}
      </DisclosureButton>
      <DisclosurePanel
        className={cn(
          'absolute z-40 w-80 max-w-[calc(100vw-1rem)] rounded-lg border border-slate-200 bg-white p-4 text-start shadow-lg',
          placement === 'side' ? 'start-full top-0 ms-2' : 'end-0 top-full mt-1',
        )}
      >
        <ClosesOutside />
        <div className="mb-3 flex items-start gap-2">
          <h2 className="min-w-0 flex-1 text-base font-semibold text-slate-900">{t('bell.title')}</h2>
          <CloseButton className="rounded-md px-2 py-1 text-sm text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-primary-500">
            {t('common:actions.close')}
          </CloseButton>
        </div>
        <AlertSettings {...settings} />
      </DisclosurePanel>
    </Disclosure>
  );
}

/** Closes the open panel on Escape or on a press outside it (and outside its bell). */
function ClosesOutside() {
  const close = useClose();
  const marker = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const root = marker.current?.parentElement?.parentElement;
    const onPointer = (event: PointerEvent) => {
      if (root && !root.contains(event.target as Node)) close();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [close]);
  return <span ref={marker} hidden />;
}
