/**
 * Labels (namespace history) of the statuses the history shows.
 *
 * Transaction records: 0 failed, 1 success, 2 rejected, 3 expired, 4 pending (backoffice spec
 * section 4).
 *
 * Red-envelope records carry no status in the spec's field list; the spec names their statuses
 * (pending, received, rejected, expired, not received, waiting for user consent, finished,
 * unfinished) without values. A status the server sends is read as either a word (any case, spaces,
 * dashes or underscores) or a code numbered as the envelope's chat message (1 received, 2 rejected,
 * 3 expired) and, for the rest, as the transaction record it moves (0 failed = not received, 4
 * pending). Anything else is shown as 'Status {value}', never guessed.
 */

export const TRANSACTION_STATUS_VALUES = [0, 1, 2, 3, 4] as const;

export type StatusTone = 'good' | 'bad' | 'warn' | 'neutral' | 'info';

export type StatusLabel = { key: string; values?: Record<string, unknown>; tone: StatusTone };

const TRANSACTION_TONES: Record<number, StatusTone> = { 0: 'bad', 1: 'good', 2: 'warn', 3: 'neutral', 4: 'info' };

export function transactionStatusLabel(status: number): StatusLabel {
  const tone = TRANSACTION_TONES[status];
  return tone
    ? { key: `status.${status}`, tone }
    : { key: 'status.unknown', values: { value: status }, tone: 'neutral' };
}

export const ENVELOPE_STATUSES = [
  'pending',
  'received',
  'rejected',
  'expired',
  'notReceived',
  'waitingConsent',
  'finished',
  'unfinished',
] as const;
export type EnvelopeStatus = (typeof ENVELOPE_STATUSES)[number];

const ENVELOPE_CODES: Record<string, EnvelopeStatus> = {
  '0': 'notReceived',
  '1': 'received',
  '2': 'rejected',
  '3': 'expired',
  '4': 'pending',
  pending: 'pending',
  received: 'received',
  rejected: 'rejected',
  user_is_rejected: 'rejected',
  expired: 'expired',
  not_received: 'notReceived',
  waiting: 'waitingConsent',
  waiting_consent: 'waitingConsent',
  waiting_for_user_consent: 'waitingConsent',
  finished: 'finished',
  unfinished: 'unfinished',
};

const ENVELOPE_TONES: Record<EnvelopeStatus, StatusTone> = {
  pending: 'info',
  received: 'good',
  rejected: 'warn',
  expired: 'neutral',
  notReceived: 'bad',
  waitingConsent: 'info',
  finished: 'good',
  unfinished: 'warn',
};

/** The envelope status a server value names; null for a value it does not. */
export function envelopeStatus(value: string): EnvelopeStatus | null {
  const word = value
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  return ENVELOPE_CODES[word] ?? null;
}

export function envelopeStatusLabel(value: string): StatusLabel {
  const status = envelopeStatus(value);
  return status
    ? { key: `envelopeStatus.${status}`, tone: ENVELOPE_TONES[status] }
    : { key: 'status.unknown', values: { value }, tone: 'neutral' };
}
