import { useCallback, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ErrorBanner } from '@/components/ui/error-banner';
import { Spinner } from '@/components/ui/spinner';
import type { Room } from '../schemas/room';
import { cn } from '@/lib/cn';
import { allSelected, toggleAll, toggleRoom, type RoomSelection } from './room-selection';
import { RoomRow } from './room-row';
import { useVirtualRooms } from './use-virtual-rooms';

export type RoomListProps = {
  /** Undefined until the first answer. */
  rooms: Room[] | undefined;
  loading?: boolean;
  /** Already-translated failure of the last load; the rooms already shown stay. */
  error?: string | null;
  /** The failed load is being asked again: the failure stays, its Retry busy. */
  retrying?: boolean;
  onRetry: () => void;
  /** AI mode (status 3): titled as such, rooms cannot be hidden. */
  ai?: boolean;
  /** Code of the room open next to the list (marked as the current one). */
  activeCode: string | null;
  selected: RoomSelection;
  onSelectedChange: (next: Set<string>) => void;
  onHide: () => void;
  hiding?: boolean;
  /** A room was chosen with a plain click: the container routes there. */
  onOpen: (room: Room) => void;
  /** Codes of the rooms the user muted. */
  muted?: readonly string[];
  /** Mutes or unmutes a room; without it the rows offer no mute button. */
  onToggleMute?: (code: string) => void;
  /** Codes of the rooms the user pinned. */
  pinned?: readonly string[];
  /** Pins or unpins a room; without it the rows offer no pin button. */
  onTogglePin?: (code: string) => void;
  /** The search and quick filters, drawn above the rooms. */
  finder?: ReactNode;
  /** Shown instead of the rooms when the search or a filter leaves none of a non-empty list. */
  noMatch?: ReactNode;
  className?: string;
};

const NONE: readonly string[] = [];

/** The history sidebar of the chat: rooms with their last message, new-message marks and hiding. */
export function RoomList({
  rooms,
  loading = false,
  error = null,
  retrying = false,
  onRetry,
  ai = false,
  activeCode,
  selected,
  onSelectedChange,
  onHide,
  hiding = false,
  onOpen,
  muted = NONE,
  onToggleMute,
  pinned = NONE,
  onTogglePin,
  finder,
  noMatch,
  className,
}: RoomListProps) {
  const { t } = useTranslation('chat-nav');
  const list = rooms ?? [];
  const codes = list.map((room) => room.code);
  const selectable = !ai && list.length > 0;
  const every = allSelected(selected, codes);
  const count = codes.filter((code) => selected.has(code)).length;
  const heading = t(ai ? 'rooms.aiTitle' : 'rooms.title');

  // Rows keep the same handlers across renders, so an event that changes one room redraws that row only.
  const latest = useRef({ selected, onSelectedChange, onOpen, onToggleMute, onTogglePin });
  useLayoutEffect(() => {
    latest.current = { selected, onSelectedChange, onOpen, onToggleMute, onTogglePin };
  });
  const toggle = useCallback(
    (code: string) => latest.current.onSelectedChange(toggleRoom(latest.current.selected, code)),
    [],
  );
  const open = useCallback((room: Room) => latest.current.onOpen(room), []);
  const toggleMute = useCallback((code: string) => latest.current.onToggleMute?.(code), []);
  const togglePin = useCallback((code: string) => latest.current.onTogglePin?.(code), []);
  const scrollRef = useRef<HTMLDivElement>(null);
  const drawn = useVirtualRooms(list, scrollRef, activeCode);

  return (
    <section aria-label={heading} className={cn('flex h-full min-h-0 flex-col bg-white', className)}>
      <header className="flex flex-wrap items-center gap-x-3 gap-y-2 border-b border-slate-200 px-3 py-2">
        <h2 className="me-auto text-base font-semibold text-slate-900">{heading}</h2>
        {selectable && (
          <>
            <label className="flex items-center gap-2 text-sm text-slate-700">
              <input
                type="checkbox"
                className="size-4 accent-primary-600"
                checked={every}
                ref={(el) => {
                  if (el) el.indeterminate = count > 0 && !every;
                }}
                onChange={() => onSelectedChange(toggleAll(selected, codes))}
              />
              {t('rooms.selectAll')}
            </label>
            <Button
              size="sm"
              variant="secondary"
              className="whitespace-nowrap"
              disabled={count === 0}
              loading={hiding}
              onClick={onHide}
            >
              {count > 0 ? t('rooms.hideCount', { count }) : t('rooms.hide')}
            </Button>
          </>
        )}
      </header>
      {finder}

      {error && (
        <div className="p-3">
          <ErrorBanner title={t('rooms.loadFailed')} message={error} onRetry={onRetry} retrying={retrying} />
        </div>
      )}

      <div ref={scrollRef} className="min-h-0 flex-1 overflow-y-auto">
        {!rooms && loading && !error ? (
          <div className="flex justify-center p-6 text-primary-600">
            <Spinner className="size-6" label={t('rooms.loading')} />
          </div>
        ) : rooms && list.length === 0 && !error && noMatch ? (
          noMatch
        ) : rooms && list.length === 0 && !error ? (
          <div className="p-6 text-center">
            <p className="font-medium text-slate-800">{t(ai ? 'rooms.aiEmpty' : 'rooms.empty')}</p>
            <p className="mt-1 text-sm text-slate-600">{t('rooms.emptyHint')}</p>
          </div>
        ) : (
          <ul
            aria-label={heading}
            className="divide-y divide-slate-100"
            style={drawn.virtual ? { paddingTop: drawn.padTop, paddingBottom: drawn.padBottom } : undefined}
          >
            {drawn.slots.map(({ room, index }) => (
              <RoomRow
                key={room.code}
                room={room}
                index={drawn.virtual ? index : undefined}
                setSize={drawn.virtual ? list.length : undefined}
                measure={drawn.measure}
                current={room.code === activeCode}
                selectable={selectable}
                checked={selected.has(room.code)}
                onToggle={toggle}
                onOpen={open}
                muted={muted.includes(room.code)}
                onToggleMute={onToggleMute ? toggleMute : undefined}
                pinned={pinned.includes(room.code)}
                onTogglePin={onTogglePin ? togglePin : undefined}
              />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
