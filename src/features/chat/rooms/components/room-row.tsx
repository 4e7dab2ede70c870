import { memo, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/ui/avatar';
import type { Room } from '@/lib/api/endpoints/chat';
import { cn } from '@/lib/cn';
import { LastMessageText } from './last-message-text';
import { formatRoomTime, hasNewMessage, roomDisplayName, roomPath } from './room-format';

type RoomRowProps = {
  room: Room;
  current: boolean;
  selectable: boolean;
  checked: boolean;
  onToggle: (code: string) => void;
  onOpen: (room: Room) => void;
};

const plainClick = (event: MouseEvent) =>
  !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0);

/**
 * One room of the list. Memoized, and laid out and painted by the browser only near the visible part
 * of the list (content-visibility), so a list of hundreds of rooms stays cheap as events update it.
 */
export const RoomRow = memo(function RoomRow({ room, current, selectable, checked, onToggle, onOpen }: RoomRowProps) {
  const { t } = useTranslation('chat-nav');
  const name = roomDisplayName(room);
  const unread = hasNewMessage(room);
  const time = formatRoomTime(room.message_time);
  return (
    <li
      className={cn(
        'flex items-center gap-2 ps-3 [contain-intrinsic-size:auto_4rem] [content-visibility:auto]',
        current ? 'bg-primary-50' : 'hover:bg-slate-50',
      )}
    >
      {selectable && (
        <input
          type="checkbox"
          className="size-4 shrink-0 accent-primary-600"
          aria-label={t('rooms.select', { name })}
          checked={checked}
          onChange={() => onToggle(room.code)}
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
            <span className={cn('min-w-0 flex-1 truncate text-slate-900', unread && 'font-semibold')}>{name}</span>
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
            <span className={cn('min-w-0 flex-1 truncate text-sm', unread ? 'text-slate-900' : 'text-slate-600')}>
              <LastMessageText room={room} />
            </span>
            {unread && <UnreadMark count={room.unread_count} />}
          </span>
        </span>
      </a>
    </li>
  );
});

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
