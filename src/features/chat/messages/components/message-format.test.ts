import { describe, expect, it } from 'vitest';
import { MESSAGE_TYPE } from '@/lib/api/endpoints/chat';
import {
  dayOf,
  messageKind,
  shortTime,
  transferAmount,
  transferLabelKey,
  transferStatusKey,
  transferTone,
} from './message-format';
import { dayBreaks } from './message-list-layout';
import { storyMessage } from './story-messages';

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

  it('shows the status only once a transfer is received or rejected', () => {
    expect(transferStatusKey(1)).toBe('transfer.received');
    expect(transferStatusKey(2)).toBe('transfer.rejected');
    expect(transferStatusKey(null)).toBeNull();
    expect(transferStatusKey(0)).toBeNull();
  });

  it('formats amounts with thousands separators, rounded down', () => {
    expect(transferAmount('1234567.899')).toBe('1,234,567.89');
    expect(transferAmount('88')).toBe('88.00');
    expect(transferAmount('not a number')).toBe('not a number');
  });

  it('reads the platform stamp for HH:mm and the day', () => {
    expect(shortTime('2026-11-20 09:05:33')).toBe('09:05');
    expect(dayOf('2026-11-20 09:05:33')).toBe('2026-11-20');
    expect(shortTime('yesterday')).toBe('yesterday');
    expect(dayOf('')).toBe('');
  });

  it('puts a day chip after the last message of a day, and above the first once the start is loaded', () => {
    const messages = [
      storyMessage(1, { created_at: '2026-11-19 23:50:00' }),
      storyMessage(2, { created_at: '2026-11-19 23:59:00' }),
      storyMessage(3, { created_at: '2026-11-20 00:01:00' }),
    ];
    expect(dayBreaks(messages, true)).toEqual([
      { before: null, after: null },
      { before: null, after: '2026-11-20' },
      { before: null, after: null },
    ]);
    expect(dayBreaks(messages, false)[0]).toEqual({ before: '2026-11-19', after: null });
  });
});
