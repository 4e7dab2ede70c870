import { MESSAGE_TYPE, TRANSFER_MESSAGE_TYPES, TRANSFER_STATUS } from '@/lib/api/endpoints/chat';
import { formatPlatformTime } from '@/lib/dates';
import { formatMoney, toDecimal } from '@/lib/money';

/** Translation keys (namespace chat-room) of the transfer message types, chat spec section 3. */
const TRANSFER_LABELS: Record<number, string> = {
  [MESSAGE_TYPE.sendEnvelope]: 'transfer.sendEnvelope',
  [MESSAGE_TYPE.transferOut]: 'transfer.transferOut',
  [MESSAGE_TYPE.transferIn]: 'transfer.transferIn',
  [MESSAGE_TYPE.gift]: 'transfer.gift',
  [MESSAGE_TYPE.makeUp]: 'transfer.makeUp',
  [MESSAGE_TYPE.gameWalletIn]: 'transfer.gameWalletIn',
  [MESSAGE_TYPE.gameWalletDeduct]: 'transfer.gameWalletDeduct',
};

export type MessageKind = 'text' | 'image' | 'transfer' | 'unknown';

export function messageKind(type: number): MessageKind {
  if (type === MESSAGE_TYPE.text) return 'text';
  if (type === MESSAGE_TYPE.image) return 'image';
  if (TRANSFER_MESSAGE_TYPES.includes(type)) return 'transfer';
  return 'unknown';
}

/** The label key of a transfer type; null for a type that is not a transfer. */
export function transferLabelKey(type: number): string | null {
  return TRANSFER_LABELS[type] ?? null;
}

/** Money moving toward the member is shown green (transfer in, to the game wallet), the rest red. */
export function transferTone(type: number): 'in' | 'out' {
  return type === MESSAGE_TYPE.transferIn || type === MESSAGE_TYPE.gameWalletIn ? 'in' : 'out';
}

/** The status key shown on a transfer: received (1) or rejected (2); null while neither. */
export function transferStatusKey(status: number | null): string | null {
  if (status === TRANSFER_STATUS.received) return 'transfer.received';
  if (status === TRANSFER_STATUS.rejected) return 'transfer.rejected';
  return null;
}

/** A transfer's amount (the message content) with thousands separators; text that is no number as it is. */
export function transferAmount(content: string): string {
  return toDecimal(content) ? formatMoney(content) : content;
}

const STAMP = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})(:\d{2})?/;

/** The full platform wall-clock stamp, 'YYYY-MM-DD HH:mm:ss'. */
export function fullTime(createdAt: string): string {
  return formatPlatformTime(createdAt);
}

/** HH:mm of a stamp; the stamp itself when it is not one. */
export function shortTime(createdAt: string): string {
  return STAMP.exec(fullTime(createdAt))?.[2] ?? createdAt;
}

/** The day of a stamp, 'YYYY-MM-DD'; '' when it is not one. */
export function dayOf(createdAt: string): string {
  return STAMP.exec(fullTime(createdAt))?.[1] ?? '';
}
