import { useTranslation } from 'react-i18next';
import { Callout } from '@/components/ui/callout';
import { markTone, type Tone } from '@/components/ui/tone';
import { cn } from '@/lib/cn';
import type { ConnectionState } from '@/lib/realtime/connection';

/** What each state says, in the kit's tones: the dot and the band agree. */
const stateTone = {
  connecting: 'neutral',
  live: 'success',
  reconnecting: 'warning',
  offline: 'error',
} satisfies Record<ConnectionState, Tone>;

/** The connection's state as a small dot (menu and top bar); its words are in ConnectionStatus. */
export function ConnectionDot({ state, className }: { state: ConnectionState | null; className?: string }) {
  const { t } = useTranslation('chat-nav');
  if (!state) return null;
  return (
    <span
      aria-hidden="true"
      title={t(`connection.${state}`)}
      data-state={state}
      className={cn(
        'inline-block size-2.5 shrink-0 rounded-full ring-2 ring-white',
        markTone[stateTone[state]],
        className,
      )}
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
        <Callout as="p" tone={stateTone[state]} size="band" className="flex items-center gap-2 border-b px-3 py-1.5">
          <ConnectionDot state={state} className="ring-0" />
          <span>
            <strong className="font-semibold">{t(`connection.${state}`)}</strong>
            {loud && <> {t(`connection.${state}Hint`)}</>}
          </span>
        </Callout>
      )}
    </div>
  );
}
