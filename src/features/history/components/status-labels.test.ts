import { describe, expect, it } from 'vitest';
import { ENVELOPE_STATUSES, envelopeStatus, envelopeStatusLabel, transactionStatusLabel } from './status-labels';

describe('transaction status labels (backoffice spec section 4)', () => {
  it('maps 0 failed, 1 success, 2 rejected, 3 expired, 4 pending to their own texts', () => {
    expect([0, 1, 2, 3, 4].map((s) => transactionStatusLabel(s).key)).toEqual([
      'status.0',
      'status.1',
      'status.2',
      'status.3',
      'status.4',
    ]);
  });

  it('names an unknown status by its value', () => {
    expect(transactionStatusLabel(9)).toEqual({ key: 'status.unknown', values: { value: 9 }, tone: 'neutral' });
    expect(transactionStatusLabel(-1).key).toBe('status.unknown');
  });
});

describe('red-envelope status labels', () => {
  it('reads the codes as the chat message (1 received, 2 rejected, 3 expired) and the record (0, 4)', () => {
    expect(['0', '1', '2', '3', '4'].map(envelopeStatus)).toEqual([
      'notReceived',
      'received',
      'rejected',
      'expired',
      'pending',
    ]);
  });

  it('reads every status the spec names as a word, in any case or spacing', () => {
    expect(envelopeStatus('pending')).toBe('pending');
    expect(envelopeStatus('Received')).toBe('received');
    expect(envelopeStatus('REJECTED')).toBe('rejected');
    expect(envelopeStatus('User is rejected')).toBe('rejected');
    expect(envelopeStatus('expired')).toBe('expired');
    expect(envelopeStatus('not received')).toBe('notReceived');
    expect(envelopeStatus('not_received')).toBe('notReceived');
    expect(envelopeStatus('Waiting for user consent')).toBe('waitingConsent');
    expect(envelopeStatus('waiting-consent')).toBe('waitingConsent');
    expect(envelopeStatus('finished')).toBe('finished');
    expect(envelopeStatus(' unfinished ')).toBe('unfinished');
  });

  it('gives each status its own text, and an unknown one its value', () => {
    const keys = ENVELOPE_STATUSES.map(
      (s) => envelopeStatusLabel(s.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)).key,
    );
    expect(keys).toEqual(ENVELOPE_STATUSES.map((s) => `envelopeStatus.${s}`));
    expect(new Set(keys).size).toBe(8);
    expect(envelopeStatusLabel('7')).toEqual({ key: 'status.unknown', values: { value: '7' }, tone: 'neutral' });
    expect(envelopeStatusLabel('lost').key).toBe('status.unknown');
  });
});
