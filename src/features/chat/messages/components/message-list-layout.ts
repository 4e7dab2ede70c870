import { dayOf, messageKind } from './message-format';
import { slashDate } from '@/lib/dates';
import type { MessageView } from './message-view';
import { TRANSACTION_DISPLAY } from '../schemas/message';

/** Height of the top of the list (the 'Older messages' button or the start of the conversation). */
export const LIST_HEADER_HEIGHT = 56;
/** Below this distance from the end the user counts as reading the latest message. */
export const AT_END_THRESHOLD = 24;
/** Older messages load when the user scrolls up to within this distance of the top. */
export const LOAD_OLDER_THRESHOLD = 240;
const DAY_HEIGHT = 32;

/**
 * The day chip drawn below each row whose next message is on another day, and above the first message
 * once the start of the conversation is loaded. Drawn below rather than above, a page of older
 * messages never changes the rows already shown, so the message being read does not move. A chip
 * reads 'YYYY/MM/DD': the received messages it heads show their dates with slashes (chat spec
 * section 9), and one day is written one way in the whole log.
 */
export function dayBreaks(messages: readonly MessageView[], hasOlder: boolean) {
  const days = messages.map((m) => dayOf(m.created_at));
  const chip = (day: string | undefined) => (day ? slashDate(day) : null);
  return messages.map((_, i) => ({
    before: i === 0 && !hasOlder ? chip(days[0]) : null,
    after: i + 1 < days.length && days[i + 1] !== days[i] ? chip(days[i + 1]) : null,
  }));
}

/** First guess of a row's height before it is measured (close guesses mean small corrections). */
export function estimateRowHeight(message: MessageView | undefined, transactionDisplay: number, days: number): number {
  if (!message) return 64;
  const extra = days * DAY_HEIGHT + (message.delivery === 'failed' ? 40 : 0);
  switch (messageKind(message.type)) {
    case 'image':
      return 216 + extra;
    case 'transfer':
      return (transactionDisplay === TRANSACTION_DISPLAY.envelope ? 124 : 64) + extra;
    case 'text': {
      const lines = message.content.split('\n').reduce((n, line) => n + Math.max(1, Math.ceil(line.length / 48)), 0);
      return 48 + 20 * lines + extra;
    }
    default:
      return 64 + extra;
  }
}
