import { MESSAGE_TYPE, TRANSFER_MESSAGE_TYPES, TRANSFER_STATUS } from '../schemas/message';
import { formatPlatformTime, slashDate } from '@/lib/dates';
import { formatExactAmount, toDecimal } from '@/lib/money';

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

type TransferState = { transaction_status: number | null; withdraw_confirm?: number };

/**
 * The status key (namespace chat-room) shown on a transfer: 1 'Received', 2 'User is rejected', 3
 * 'Expired' (the catalogue's texts, chat spec section 8); while none of them, 'Waiting for user
 * consent' when receiving it needs the member's consent (withdraw_confirm 1), otherwise nothing.
 * An expired transfer says only 'Expired': whether its points came back is the server's to tell.
 */
export function transferStatusKey({ transaction_status, withdraw_confirm }: TransferState): string | null {
  if (transaction_status === TRANSFER_STATUS.received) return 'transfer.received';
  if (transaction_status === TRANSFER_STATUS.rejected) return 'transfer.rejected';
  if (transaction_status === TRANSFER_STATUS.expired) return 'transfer.expired';
  if (transaction_status === null && withdraw_confirm === 1) return 'transfer.waitingConsent';
  return null;
}

/**
 * A transfer's amount (the message content) with thousands separators and its own decimals, up to
 * the 4 a transfer may have (12.3456 stays 12.3456); text that is no number as it is.
 */
export function transferAmount(content: string): string {
  return toDecimal(content) ? formatExactAmount(content, 4) : content;
}

const STAMP = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})(:\d{2})?/;

/** The full platform wall-clock stamp, 'YYYY-MM-DD HH:mm:ss'. */
export function fullTime(createdAt: string): string {
  return formatPlatformTime(createdAt);
}

/**
 * The stamp a message shows in full (its title and its accessible name): a received message's date
 * part with slashes ('YYYY/MM/DD HH:mm:ss', chat spec section 9), the user's own as it is.
 */
export function messageTime(createdAt: string, received: boolean): string {
  const full = fullTime(createdAt);
  return received ? slashDate(full) : full;
}

/**
 * HH:mm of a stamp; a stamp that is not a full one ('MM-DD HH:mm:ss') is shown whole, with slashes
 * in a received message's date.
 */
export function shortTime(createdAt: string, received = false): string {
  return STAMP.exec(fullTime(createdAt))?.[2] ?? (received ? slashDate(createdAt) : createdAt);
}

/** The day of a stamp, 'YYYY-MM-DD'; '' when it is not one. */
export function dayOf(createdAt: string): string {
  return STAMP.exec(fullTime(createdAt))?.[1] ?? '';
}
