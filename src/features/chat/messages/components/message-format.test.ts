import { describe, expect, it } from 'vitest';
import { MESSAGE_TYPE } from '@/lib/api/endpoints/chat';
import {
  dayOf,
  messageKind,
  messageTime,
  shortTime,
  transferAmount,
  transferLabelKey,
  transferStatusKey,
  transferTone,
} from './message-format';
import { dayBreaks } from './message-list-layout';
import { storyMessage } from '@/test/fixtures/chat-messages';

describe('message format', () => {
  it('names every transfer type and nothing else', () => {
    expect([3, 6, 7, 8, 9, 10, 11].map(transferLabelKey)).toEqual([
      'transfer.sendEnvelope',
      'transfer.transferOut',
      'transfer.transferIn',
      'transfer.gift',
      'transfer.makeUp',
      'transfer.gameWalletIn',
      'transfer.gameWalletDeduct',
    ]);
    expect(transferLabelKey(MESSAGE_TYPE.text)).toBeNull();
    expect(transferLabelKey(4)).toBeNull();
  });

  it('sorts types into text, image, transfer and unknown', () => {
    expect([1, 2, 3, 6, 11, 4, 99].map(messageKind)).toEqual([
      'text',
      'image',
      'transfer',
      'transfer',
      'transfer',
      'unknown',
      'unknown',
    ]);
  });

  it('shows money toward the member in green', () => {
    expect(transferTone(MESSAGE_TYPE.transferIn)).toBe('in');
    expect(transferTone(MESSAGE_TYPE.gameWalletIn)).toBe('in');
    expect(transferTone(MESSAGE_TYPE.transferOut)).toBe('out');
    expect(transferTone(MESSAGE_TYPE.sendEnvelope)).toBe('out');
  });

  it('maps every transfer status to its label, whatever the consent flag', () => {
    for (const withdraw_confirm of [undefined, 0, 1]) {
      expect(transferStatusKey({ transaction_status: 1, withdraw_confirm })).toBe('transfer.received');
      expect(transferStatusKey({ transaction_status: 2, withdraw_confirm })).toBe('transfer.rejected');
      expect(transferStatusKey({ transaction_status: 3, withdraw_confirm })).toBe('transfer.expired');
      expect(transferStatusKey({ transaction_status: 0, withdraw_confirm })).toBeNull();
      expect(transferStatusKey({ transaction_status: 7, withdraw_confirm })).toBeNull();
    }
  });

  it("waits for the member's consent only while a transfer that needs it has no status", () => {
    expect(transferStatusKey({ transaction_status: null, withdraw_confirm: 1 })).toBe('transfer.waitingConsent');
    expect(transferStatusKey({ transaction_status: null, withdraw_confirm: 0 })).toBeNull();
    expect(transferStatusKey({ transaction_status: null })).toBeNull();
  });

  it('formats amounts with thousands separators, rounded down', () => {
    expect(transferAmount('1234567.899')).toBe('1,234,567.899');
    expect(transferAmount('12.3456')).toBe('12.3456');
    expect(transferAmount('88')).toBe('88.00');
    expect(transferAmount('not a number')).toBe('not a number');
  });

  it('reads the platform stamp for HH:mm and the day', () => {
    expect(shortTime('2026-11-20 09:05:33')).toBe('09:05');
    expect(dayOf('2026-11-20 09:05:33')).toBe('2026-11-20');
    expect(shortTime('yesterday')).toBe('yesterday');
    expect(dayOf('')).toBe('');
  });

  it("writes a received message's date with slashes, and the user's own as the server sent it", () => {
    expect(messageTime('2026-11-20 09:05:33', true)).toBe('2026/11/20 09:05:33');
    expect(messageTime('2026-11-20 09:05:33', false)).toBe('2026-11-20 09:05:33');
    expect(messageTime('11-20 09:05:33', true)).toBe('11/20 09:05:33');
    expect(shortTime('2026-11-20 09:05:33', true)).toBe('09:05');
    expect(shortTime('11-20 09:05:33', true)).toBe('11/20 09:05:33');
    expect(shortTime('11-20 09:05:33', false)).toBe('11-20 09:05:33');
  });

  it('puts a day chip, dated with slashes, after the last message of a day, and above the first once the start is loaded', () => {
    const messages = [
      storyMessage(1, { created_at: '2026-11-19 23:50:00' }),
      storyMessage(2, { created_at: '2026-11-19 23:59:00' }),
      storyMessage(3, { created_at: '2026-11-20 00:01:00' }),
    ];
    expect(dayBreaks(messages, true)).toEqual([
      { before: null, after: null },
      { before: null, after: '2026/11/20' },
      { before: null, after: null },
    ]);
    expect(dayBreaks(messages, false)[0]).toEqual({ before: '2026/11/19', after: null });
  });
});
