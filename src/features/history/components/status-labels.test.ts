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
  it('gives no number a meaning: the spec numbers no envelope status, so each is shown as sent', () => {
    expect(['0', '1', '2', '3', '4'].map(envelopeStatus)).toEqual([null, null, null, null, null]);
    expect(envelopeStatusLabel('0')).toEqual({ key: 'status.unknown', values: { value: '0' }, tone: 'neutral' });
    expect(envelopeStatusLabel('4')).toEqual({ key: 'status.unknown', values: { value: '4' }, tone: 'neutral' });
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
    expect(envelopeStatus('waiting for-user_consent')).toBe('waitingConsent');
    expect(envelopeStatus('finished')).toBe('finished');
    expect(envelopeStatus(' unfinished ')).toBe('unfinished');
  });

  it('gives each status its own text, and an unknown one its value', () => {
    const words = ['pending', 'received', 'rejected', 'expired', 'not received', 'waiting for user consent'];
    const keys = [...words, 'finished', 'unfinished'].map((word) => envelopeStatusLabel(word).key);
    expect(keys).toEqual(ENVELOPE_STATUSES.map((s) => `envelopeStatus.${s}`));
    expect(new Set(keys).size).toBe(8);
    expect(envelopeStatusLabel('7')).toEqual({ key: 'status.unknown', values: { value: '7' }, tone: 'neutral' });
    expect(envelopeStatusLabel('lost').key).toBe('status.unknown');
    // Only the spec's own words: a shortening or an inherited property name is not one of them.
    expect(envelopeStatus('waiting')).toBeNull();
    expect(envelopeStatus('constructor')).toBeNull();
  });
});
