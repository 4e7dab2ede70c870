import type { VirtualItem } from '@tanstack/react-virtual';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { MessageRow, type MessageRowProps } from './message-row';

type PositionedMessageProps = Omit<MessageRowProps, 'position'> & {
  item: VirtualItem;
  days: { before: string | null; after: string | null } | undefined;
  measureRef: (el: HTMLDivElement | null) => void;
  /** The first message unread on entering the room: the 'New messages' divider goes above it. */
  unreadDivider?: boolean;
};

/**
 * One message at its place in the virtualized log, with the day chips that border it. Memoized by what
 * it draws: every arrival gives the virtualizer's items and the day chips new objects, and a row whose
 * place, chips and message are unchanged is not drawn again (a busy room redraws only the new row and
 * the frames that carry the log's new size).
 */
export const PositionedMessage = memo(function PositionedMessage({
  item,
  days,
  measureRef,
  unreadDivider = false,
  ...row
}: PositionedMessageProps) {
  return (
    <div
      ref={measureRef}
      data-index={item.index}
      data-key={row.message.key}
      className="absolute inset-x-0 top-0 px-3 py-1.5 sm:px-4"
      style={{ transform: `translateY(${item.start}px)` }}
    >
      {days?.before && <DayChip day={days.before} />}
      {unreadDivider && <UnreadDivider />}
      <MessageRow {...row} position={item.index + 1} />
      {days?.after && <DayChip day={days.after} />}
    </div>
  );
}, samePlace);

function samePlace(a: PositionedMessageProps, b: PositionedMessageProps): boolean {
  for (const key of Object.keys(b) as (keyof PositionedMessageProps)[]) {
    if (key === 'item' || key === 'days') continue;
    if (!Object.is(a[key], b[key])) return false;
  }
  return (
    Object.keys(a).length === Object.keys(b).length &&
    a.item.index === b.item.index &&
    a.item.start === b.item.start &&
    a.item.key === b.item.key &&
    a.days?.before === b.days?.before &&
    a.days?.after === b.days?.after
  );
}

function DayChip({ day }: { day: string }) {
  return (
    <p className="flex justify-center py-1.5">
      <span className="rounded-full bg-slate-200 px-3 py-0.5 text-xs font-medium text-slate-700">{day}</span>
    </p>
  );
}

function UnreadDivider() {
  const { t } = useTranslation('chat-room');
  const label = t('list.unreadDivider');
  return (
    <div role="separator" aria-label={label} className="flex items-center gap-3 py-1.5" data-unread-divider="">
      <span className="h-px flex-1 bg-red-300" />
      <span className="text-xs font-semibold text-red-700" aria-hidden="true">
        {label}
      </span>
      <span className="h-px flex-1 bg-red-300" />
    </div>
  );
}
