import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ErrorBanner } from '@/components/ui/error-banner';
import { Spinner } from '@/components/ui/spinner';
import type { Room } from '../schemas/room';
import { Avatar } from '@/components/ui/avatar';
import { LastMessageText } from './last-message-text';
import { formatRoomTime, roomDisplayName, roomPath } from './room-format';
import { isPlainClick } from '@/lib/plain-click';

export type HiddenRoomListProps = {
  rooms: Room[] | undefined;
  loading?: boolean;
  error?: string | null;
  /** The failed load is being asked again: the failure stays, its Retry busy. */
  retrying?: boolean;
  onRetry: () => void;
  /** Code of the room being recovered (its button is busy, the others wait). */
  recovering: string | null;
  onRecover: (room: Room) => void;
  onOpen: (room: Room) => void;
};

/** Hidden rooms (status 2) with a Recover button each. */
export function HiddenRoomList({
  rooms,
  loading = false,
  error = null,
  retrying = false,
  onRetry,
  recovering,
  onRecover,
  onOpen,
}: HiddenRoomListProps) {
  const { t } = useTranslation('chat-nav');
  return (
    <section
      aria-labelledby="hidden-rooms-title"
      className="mx-auto w-full max-w-3xl space-y-3 p-3 @min-[40rem]/page:p-6"
    >
      <h1 id="hidden-rooms-title" className="text-lg font-semibold text-slate-900">
        {t('hidden.title')}
      </h1>
      {error && <ErrorBanner title={t('hidden.loadFailed')} message={error} onRetry={onRetry} retrying={retrying} />}
      {!rooms && loading && !error ? (
        <div className="flex justify-center p-6 text-primary-600">
          <Spinner className="size-6" label={t('hidden.loading')} />
        </div>
      ) : rooms && rooms.length === 0 && !error ? (
        <p className="rounded-lg border border-slate-200 bg-white p-6 text-center text-slate-700">
          {t('hidden.empty')}
        </p>
      ) : (
        <ul
          aria-labelledby="hidden-rooms-title"
          className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white"
        >
          {(rooms ?? []).map((room) => {
            const name = roomDisplayName(room);
            const time = formatRoomTime(room.message_time);
            return (
              <li key={room.code} className="flex flex-wrap items-center gap-x-3 gap-y-2 px-3 py-2.5">
                <a
                  href={roomPath(room)}
                  onClick={(event) => {
                    if (!isPlainClick(event)) return;
                    event.preventDefault();
                    onOpen(room);
                  }}
                  className="flex min-w-0 flex-[1_1_16rem] items-center gap-3 rounded focus-visible:outline-2 focus-visible:outline-primary-500"
                >
                  <Avatar src={room.thumbnail} />
                  <span className="min-w-0 flex-1">
                    <span className="flex items-baseline gap-2">
                      <span className="min-w-0 flex-1 truncate font-medium text-slate-900">{name}</span>
                      {time && (
                        <time dateTime={room.message_time} className="shrink-0 text-xs text-slate-600 tabular-nums">
                          {time}
                        </time>
                      )}
                    </span>
                    {room.name.trim() && room.username && (
                      <span className="block truncate text-xs text-slate-600">{room.username}</span>
                    )}
                    <span className="block truncate text-sm text-slate-600">
                      <LastMessageText room={room} />
                    </span>
                  </span>
                </a>
                <Button
                  size="sm"
                  variant="secondary"
                  className="ms-auto shrink-0 whitespace-nowrap"
                  aria-label={t('hidden.recoverRoom', { name })}
                  loading={recovering === room.code}
                  disabled={recovering !== null && recovering !== room.code}
                  onClick={() => onRecover(room)}
                >
                  {t('hidden.recover')}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
