import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ErrorBanner } from '@/components/ui/error-banner';
import { Spinner } from '@/components/ui/spinner';
import type { Room } from '@/lib/api/endpoints/chat';
import { cn } from '@/lib/cn';
import { Avatar } from '@/components/ui/avatar';
import { LastMessageText } from './last-message-text';
import { formatRoomTime, hasNewMessage, roomDisplayName, roomPath } from './room-format';
import { allSelected, toggleAll, toggleRoom, type RoomSelection } from './room-selection';

export type RoomListProps = {
  /** Undefined until the first answer. */
  rooms: Room[] | undefined;
  loading?: boolean;
  /** Already-translated failure of the last load; the rooms already shown stay. */
  error?: string | null;
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
  className?: string;
};

const plainClick = (event: MouseEvent) =>
  !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0);

/** The history sidebar of the chat: rooms with their last message, new-message marks and hiding. */
export function RoomList({
  rooms,
  loading = false,
  error = null,
  onRetry,
  ai = false,
  activeCode,
  selected,
  onSelectedChange,
  onHide,
  hiding = false,
  onOpen,
  className,
}: RoomListProps) {
  const { t } = useTranslation('chat-nav');
  const list = rooms ?? [];
  const codes = list.map((room) => room.code);
  const selectable = !ai && list.length > 0;
  const every = allSelected(selected, codes);
  const count = codes.filter((code) => selected.has(code)).length;
  const heading = t(ai ? 'rooms.aiTitle' : 'rooms.title');

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

      {error && (
        <div className="p-3">
          <ErrorBanner title={t('rooms.loadFailed')} message={error} onRetry={onRetry} />
        </div>
      )}

      <div className="min-h-0 flex-1 overflow-y-auto">
        {!rooms && loading ? (
          <div className="flex justify-center p-6 text-primary-600">
            <Spinner className="size-6" label={t('rooms.loading')} />
          </div>
        ) : rooms && list.length === 0 && !error ? (
          <div className="p-6 text-center">
            <p className="font-medium text-slate-800">{t(ai ? 'rooms.aiEmpty' : 'rooms.empty')}</p>
            <p className="mt-1 text-sm text-slate-600">{t('rooms.emptyHint')}</p>
          </div>
        ) : (
          <ul aria-label={heading} className="divide-y divide-slate-100">
            {list.map((room) => {
              const name = roomDisplayName(room);
              const current = room.code === activeCode;
              const unread = hasNewMessage(room);
              const time = formatRoomTime(room.message_time);
              return (
                <li
                  key={room.code}
                  className={cn('flex items-center gap-2 ps-3', current ? 'bg-primary-50' : 'hover:bg-slate-50')}
                >
                  {selectable && (
                    <input
                      type="checkbox"
                      className="size-4 shrink-0 accent-primary-600"
                      aria-label={t('rooms.select', { name })}
                      checked={selected.has(room.code)}
                      onChange={() => onSelectedChange(toggleRoom(selected, room.code))}
                    />
                  )}
                  <a
                    href={roomPath(room)}
                    aria-current={current ? 'page' : undefined}
                    onClick={(event) => {
                      if (!plainClick(event)) return;
                      event.preventDefault();
                      onOpen(room);
                    }}
                    className="flex min-w-0 flex-1 items-center gap-3 py-2.5 pe-3 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary-500"
                  >
                    <Avatar src={room.thumbnail} />
                    <span className="min-w-0 flex-1">
                      <span className="flex items-baseline gap-2">
                        <span className={cn('min-w-0 flex-1 truncate text-slate-900', unread && 'font-semibold')}>
                          {name}
                        </span>
                        {time && (
                          <time dateTime={room.message_time} className="shrink-0 text-xs text-slate-600 tabular-nums">
                            {time}
                          </time>
                        )}
                      </span>
                      {room.name.trim() && room.username && (
                        <span className="block truncate text-xs text-slate-600">{room.username}</span>
                      )}
                      <span className="flex items-center gap-2">
                        <span
                          className={cn(
                            'min-w-0 flex-1 truncate text-sm',
                            unread ? 'text-slate-900' : 'text-slate-600',
                          )}
                        >
                          <LastMessageText room={room} />
                        </span>
                        {unread && <UnreadMark count={room.unread_count} />}
                      </span>
                    </span>
                  </a>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </section>
  );
}

/** The new-message mark: a count badge, or a dot when the server does not count. */
function UnreadMark({ count }: { count: number }) {
  const { t } = useTranslation('chat-nav');
  return (
    <span className="shrink-0">
      {count > 0 ? (
        <span
          aria-hidden="true"
          className="inline-flex min-w-5 justify-center rounded-full bg-red-600 px-1.5 text-xs leading-5 font-semibold text-white"
        >
          {count > 99 ? '99+' : count}
        </span>
      ) : (
        <span aria-hidden="true" className="inline-block size-2.5 rounded-full bg-red-600" />
      )}
      <span className="sr-only">{count > 0 ? t('rooms.unread', { count }) : t('rooms.newMessage')}</span>
    </span>
  );
}
