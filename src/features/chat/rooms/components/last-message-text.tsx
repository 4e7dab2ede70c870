import { useTranslation } from 'react-i18next';
import type { Room } from '../schemas/room';
import { lastMessage } from './room-format';

const TRANSFER_LABELS = new Set([3, 6, 7, 8, 9, 10, 11]);

/** The last message line: text as plain text (never HTML), images and transfers as a label. */
export function LastMessageText({ room }: { room: Pick<Room, 'message_type' | 'message_content'> }) {
  const { t } = useTranslation('chat-nav');
  const last = lastMessage(room);
  switch (last.kind) {
    case 'image':
      return <>{t('rooms.last.image')}</>;
    case 'transfer':
      return <>{t(TRANSFER_LABELS.has(last.type) ? `rooms.last.transfer${last.type}` : 'rooms.last.transfer')}</>;
    case 'text':
      return <>{last.text}</>;
    default:
      return <span className="italic">{t('rooms.last.none')}</span>;
  }
}
