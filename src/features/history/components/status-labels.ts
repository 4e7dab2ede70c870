import type { Tone } from '@/components/ui/tone';

/**
 * Labels (namespace history) of the statuses the history shows.
 *
 * Transaction records: 0 failed, 1 success, 2 rejected, 3 expired, 4 pending (backoffice spec
 * section 4).
 *
 * Red-envelope records carry no status in the spec's field list; the spec names their statuses
 * (pending, received, rejected, expired, not received, waiting for user consent, finished,
 * unfinished) as words and gives them no numbers. A status the server sends as one of those words
 * (any case, spaces, dashes or underscores; 'User is rejected' is the catalogue's text for a
 * rejection) gets its label. Anything else, every number included, is shown as sent: 'Status
 * {value}'. A number read with another list's meaning (the chat message's 1 received, the
 * transaction record's 0 failed) could tell staff an envelope was received when it was not.
 */

export const TRANSACTION_STATUS_VALUES = [0, 1, 2, 3, 4] as const;

export type StatusTone = Tone;

export type StatusLabel = { key: string; values?: Record<string, unknown>; tone: StatusTone };

const TRANSACTION_TONES: Record<number, StatusTone> = {
  0: 'error',
  1: 'success',
  2: 'warning',
  3: 'neutral',
  4: 'info',
};

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

const ENVELOPE_WORDS: Record<string, EnvelopeStatus> = {
  pending: 'pending',
  received: 'received',
  rejected: 'rejected',
  user_is_rejected: 'rejected',
  expired: 'expired',
  not_received: 'notReceived',
  waiting_for_user_consent: 'waitingConsent',
  finished: 'finished',
  unfinished: 'unfinished',
};

const ENVELOPE_TONES: Record<EnvelopeStatus, StatusTone> = {
  pending: 'info',
  received: 'success',
  rejected: 'warning',
  expired: 'neutral',
  notReceived: 'error',
  waitingConsent: 'info',
  finished: 'success',
  unfinished: 'warning',
};

/** The envelope status a server value names; null for a value it does not. */
export function envelopeStatus(value: string): EnvelopeStatus | null {
  const word = value
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  return Object.hasOwn(ENVELOPE_WORDS, word) ? ENVELOPE_WORDS[word]! : null;
}

export function envelopeStatusLabel(value: string): StatusLabel {
  const status = envelopeStatus(value);
  return status
    ? { key: `envelopeStatus.${status}`, tone: ENVELOPE_TONES[status] }
    : { key: 'status.unknown', values: { value }, tone: 'neutral' };
}
