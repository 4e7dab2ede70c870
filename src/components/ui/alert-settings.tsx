import { Switch } from '@headlessui/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PermissionView } from '@/lib/attention/notification-permission';
import { cn } from '@/lib/cn';
import { Button } from './button';

export type AlertSettingsProps = {
  /** The browser's notification permission as the user sees it. */
  permission: PermissionView;
  /** The user wants notifications (they show only once the browser allows them). */
  notify: boolean;
  sound: boolean;
  /** The browser refused to play the chime without a press. */
  soundBlocked: boolean;
  onNotifyChange: (next: boolean) => void;
  onSoundChange: (next: boolean) => void;
  onAllowSound: () => void;
  className?: string;
};

/**
 * The chat's alert choices: desktop notifications and a sound for a member's message. Turning
 * notifications on is what asks the browser's permission (never asked on load); a refusal is shown
 * as such, with where to undo it, since only the browser's site settings can.
 */
export function AlertSettings({
  permission,
  notify,
  sound,
  soundBlocked,
  onNotifyChange,
  onSoundChange,
  onAllowSound,
  className,
}: AlertSettingsProps) {
  const { t } = useTranslation('kit', { keyPrefix: 'alerts' });
  const notifyOn = notify && permission === 'granted';
  const notifyState =
    permission === 'unsupported'
      ? t('notify.unsupported')
      : permission === 'denied'
        ? t('notify.refused')
        : permission === 'asking'
          ? t('notify.asking')
          : notifyOn
            ? t('notify.on')
            : t('notify.off');
  return (
    <div className={cn('space-y-4 text-sm', className)}>
      <Row
        label={t('notify.label')}
        state={notifyState}
        checked={notifyOn}
        disabled={permission === 'unsupported' || permission === 'denied' || permission === 'asking'}
        onChange={onNotifyChange}
        tone={permission === 'denied' ? 'warn' : 'plain'}
      >
        {permission === 'denied' && <p className="text-slate-700">{t('notify.refusedHelp')}</p>}
      </Row>
      <Row
        label={t('sound.label')}
        state={sound ? (soundBlocked ? t('sound.blocked') : t('sound.on')) : t('sound.off')}
        checked={sound}
        onChange={onSoundChange}
        tone={sound && soundBlocked ? 'warn' : 'plain'}
      >
        {sound && soundBlocked && (
          <Button variant="secondary" size="sm" onClick={onAllowSound}>
            {t('sound.allow')}
          </Button>
        )}
      </Row>
    </div>
  );
}

function Row({
  label,
  state,
  checked,
  disabled = false,
  tone,
  onChange,
  children,
}: {
  label: string;
  state: string;
  checked: boolean;
  disabled?: boolean;
  tone: 'plain' | 'warn';
  onChange: (next: boolean) => void;
  children?: React.ReactNode;
}) {
  const stateId = useId();
  return (
    <div className="space-y-2">
      <div className="flex items-center justify-between gap-3">
        <div className="min-w-0">
          <p className="font-medium text-slate-900">{label}</p>
          <p id={stateId} className={cn(tone === 'warn' ? 'text-amber-800' : 'text-slate-600')}>
            {state}
          </p>
        </div>
        <Switch
          checked={checked}
          disabled={disabled}
          onChange={onChange}
          aria-label={label}
          aria-describedby={stateId}
          className="group relative inline-flex h-6 w-11 shrink-0 items-center rounded-full bg-slate-300 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-500 data-checked:bg-primary-600 data-disabled:cursor-not-allowed data-disabled:opacity-50"
        >
          <span className="inline-block size-4 translate-x-1 rounded-full bg-white shadow transition-transform group-data-checked:translate-x-6 rtl:group-data-checked:-translate-x-6" />
        </Switch>
      </div>
      {children}
    </div>
  );
}
