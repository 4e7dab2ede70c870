import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Avatar } from '@/components/ui/avatar';
import { CountBadge, NewDot } from '@/components/ui/count-badge';
import { BellIcon, BellOffIcon, PinIcon } from '@/components/icons';
import type { Room } from '../schemas/room';
import { cn } from '@/lib/cn';
import { LastMessageText } from './last-message-text';
import { formatRoomTime, hasNewMessage, roomDisplayName, roomPath } from './room-format';
import { isPlainClick } from '@/lib/plain-click';

type RoomRowProps = {
  room: Room;
  current: boolean;
  selectable: boolean;
  checked: boolean;
  onToggle: (code: string) => void;
  onOpen: (room: Room) => void;
  /** No sound and no notification for this room; its unread count still shows, greyed. */
  muted?: boolean;
  /** Mutes or unmutes the room; without it the row offers no mute button. */
  onToggleMute?: ((code: string) => void) | undefined;
  /** Kept at the top of the list by the staff user. */
  pinned?: boolean;
  /** Pins or unpins the room; without it the row offers no pin button. */
  onTogglePin?: ((code: string) => void) | undefined;
  /** In a list that draws only the rooms in view: the room's place (told to assistive technology)... */
  index?: number | undefined;
  setSize?: number | undefined;
  /** ...and how the list learns the row's height. */
  measure?: ((el: HTMLElement | null) => void) | undefined;
};

/**
 * One room of the list. Memoized, so an event redraws only its room's row; a long list draws only the
 * rows in view (use-virtual-rooms). A new message moves its room to the top and every row below it one
 * place down: only the row's frame (its place for assistive technology) follows, its content is kept.
 */
export const RoomRow = memo(function RoomRow({ index, setSize, measure, ...content }: RoomRowProps) {
  return (
    <li
      ref={measure}
      data-index={index}
      aria-posinset={index === undefined ? undefined : index + 1}
      aria-setsize={setSize}
      className={cn(
        'group relative flex items-center gap-2 ps-3',
        // A short list is drawn whole: the browser lays out only the rows near the visible part.
        index === undefined && '[contain-intrinsic-size:auto_4rem] [content-visibility:auto]',
        content.current ? 'bg-primary-50' : 'hover:bg-slate-50',
      )}
    >
      <RoomRowContent {...content} />
    </li>
  );
});

type RoomRowContentProps = Omit<RoomRowProps, 'index' | 'setSize' | 'measure'>;

const RoomRowContent = memo(function RoomRowContent({
  room,
  current,
  selectable,
  checked,
  onToggle,
  onOpen,
  muted = false,
  onToggleMute,
  pinned = false,
  onTogglePin,
}: RoomRowContentProps) {
  const { t } = useTranslation(['chat-nav', 'chat-alerts']);
  const name = roomDisplayName(room);
  const unread = hasNewMessage(room);
  const time = formatRoomTime(room.message_time);
  return (
    <>
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
          if (!isPlainClick(event)) return;
          event.preventDefault();
          onOpen(room);
        }}
        className={cn(
          'flex min-w-0 flex-1 items-center gap-3 py-2.5 pe-3 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary-500',
          // Room for the row's buttons while they show, so they cover neither the time nor the count.
          (onToggleMute || onTogglePin) && 'group-hover:pe-11 group-has-[button:focus-visible]:pe-11',
          onToggleMute && onTogglePin && 'group-hover:pe-20 group-has-[button:focus-visible]:pe-20',
        )}
      >
        <Avatar src={room.thumbnail} />
        <span className="min-w-0 flex-1">
          <span className="flex items-baseline gap-2">
            <span className={cn('min-w-0 flex-1 truncate text-slate-900', unread && 'font-semibold')}>{name}</span>
            {pinned && (
              <PinIcon
                className="size-4 shrink-0 self-center text-primary-700"
                aria-label={t('rooms.pin.pinned')}
                role="img"
                aria-hidden={undefined}
              />
            )}
            {muted && (
              <BellOffIcon
                className="size-4 shrink-0 self-center text-slate-500"
                aria-label={t('chat-alerts:mute.muted')}
                role="img"
                aria-hidden={undefined}
              />
            )}
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
            {unread && <UnreadMark count={room.unread_count} muted={muted} t={t} />}
          </span>
        </span>
      </a>
      {onToggleMute && (
        <button
          type="button"
          aria-pressed={muted}
          aria-label={t('chat-alerts:mute.muteRoom', { name })}
          title={t(muted ? 'chat-alerts:mute.unmuteRoom' : 'chat-alerts:mute.muteRoom', { name })}
          onClick={() => onToggleMute(room.code)}
          className="absolute end-2 top-1/2 flex size-8 -translate-y-1/2 items-center justify-center rounded-md text-slate-600 opacity-0 group-hover:opacity-100 hover:bg-slate-100 hover:text-slate-900 focus-visible:opacity-100 focus-visible:outline-2 focus-visible:outline-primary-500"
        >
          {muted ? <BellIcon className="size-4" /> : <BellOffIcon className="size-4" />}
        </button>
      )}
      {onTogglePin && (
        <button
          type="button"
          aria-pressed={pinned}
          aria-label={t('rooms.pin.pinRoom', { name })}
          title={t(pinned ? 'rooms.pin.unpinRoom' : 'rooms.pin.pinRoom', { name })}
          onClick={() => onTogglePin(room.code)}
          className={cn(
            'absolute top-1/2 flex size-8 -translate-y-1/2 items-center justify-center rounded-md text-slate-600 opacity-0 group-hover:opacity-100 hover:bg-slate-100 hover:text-slate-900 focus-visible:opacity-100 focus-visible:outline-2 focus-visible:outline-primary-500',
            onToggleMute ? 'end-11' : 'end-2',
          )}
        >
          <PinIcon className={cn('size-4', pinned && 'text-primary-700')} />
        </button>
      )}
    </>
  );
});

/** The new-message mark: a count badge, or a dot when the server does not count. */
function UnreadMark({ count, muted, t }: { count: number; muted: boolean; t: TFunction<['chat-nav', 'chat-alerts']> }) {
  const tone = muted ? 'neutral' : 'error';
  return (
    <span className="shrink-0">
      {count > 0 ? <CountBadge count={count} tone={tone} /> : <NewDot tone={tone} />}
      <span className="sr-only">{count > 0 ? t('rooms.unread', { count }) : t('rooms.newMessage')}</span>
    </span>
  );
}
