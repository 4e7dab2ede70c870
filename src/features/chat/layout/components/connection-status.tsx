import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import type { ConnectionState } from '@/lib/realtime/connection';

const dotColour: Record<ConnectionState, string> = {
  connecting: 'bg-slate-400',
  live: 'bg-emerald-500',
  reconnecting: 'bg-amber-500',
  offline: 'bg-red-600',
};

/** The connection's state as a small dot (menu and top bar); its words are in ConnectionStatus. */
export function ConnectionDot({ state, className }: { state: ConnectionState | null; className?: string }) {
  const { t } = useTranslation('chat-nav');
  if (!state) return null;
  return (
    <span
      aria-hidden="true"
      title={t(`connection.${state}`)}
      data-state={state}
      className={cn('inline-block size-2.5 shrink-0 rounded-full ring-2 ring-white', dotColour[state], className)}
    />
  );
}

/**
 * The real-time connection's state, announced politely. Live and connecting are discreet (the dot,
 * words for screen readers only); reconnecting and offline are a visible banner, since new messages
 * then arrive late (the lists catch up once the connection is back).
 */
export function ConnectionStatus({ state }: { state: ConnectionState | null }) {
  const { t } = useTranslation('chat-nav');
  const loud = state === 'reconnecting' || state === 'offline';
  return (
    <div role="status" className={loud ? undefined : 'sr-only'}>
      {state && (
        <p
          className={cn(
            'flex items-center gap-2 border-b px-3 py-1.5 text-sm',
            state === 'offline'
              ? 'border-red-200 bg-red-50 text-red-900'
              : 'border-amber-200 bg-amber-50 text-amber-900',
          )}
        >
          <ConnectionDot state={state} className="ring-0" />
          <span>
            <strong className="font-semibold">{t(`connection.${state}`)}</strong>
            {loud && <> {t(`connection.${state}Hint`)}</>}
          </span>
        </p>
      )}
    </div>
  );
}
