import { describe, expect, it } from 'vitest';
import { fillTemplate, roomValues } from './template-fill';

const values = roomValues(
  { memberNickname: 'Lucky Star', memberUsername: 'player02', agentNickname: 'Mia', agentUsername: 'service01' },
  '2026-11-23',
);

describe('fillTemplate', () => {
  it('fills the room variables', () => {
    const filled = fillTemplate(
      'Hi {member.nickname} ({member.username}), I am {agent.nickname}. Today is {date}.',
      values,
    );
    expect(filled).toEqual({
      text: 'Hi Lucky Star (player02), I am Mia. Today is 2026-11-23.',
      unknown: [],
      empty: [],
    });
  });

  it('fills every occurrence and ignores the case of the name', () => {
    expect(fillTemplate('{Member.Nickname} {member.nickname} {DATE}', values).text).toBe(
      'Lucky Star Lucky Star 2026-11-23',
    );
  });

  it('leaves unknown variables as typed and lists each once', () => {
    const filled = fillTemplate('Order {order.id} for {member.username}: {order.id}, {Order.Total}', values);
    expect(filled.text).toBe('Order {order.id} for player02: {order.id}, {Order.Total}');
    expect(filled.unknown).toEqual(['{order.id}', '{Order.Total}']);
  });

  it('leaves a known variable without a value as typed', () => {
    const filled = fillTemplate('Hello {member.username}', { date: '2026-11-23' });
    expect(filled).toEqual({ text: 'Hello {member.username}', unknown: [], empty: ['{member.username}'] });
  });

  it('does not treat other braces as variables', () => {
    const text = 'Use {} or { spaced } or {1st} or a JSON {"a": 1}';
    expect(fillTemplate(text, values)).toEqual({ text, unknown: [], empty: [] });
  });

  it('reads names in any script', () => {
    expect(fillTemplate('รหัส {คำสั่งซื้อ}', values).unknown).toEqual(['{คำสั่งซื้อ}']);
  });

  it('does not read a filled value again as a template', () => {
    const filled = fillTemplate('Hi {member.nickname}', { 'member.nickname': '{date}', date: '2026-11-23' });
    expect(filled.text).toBe('Hi {date}');
  });
});

describe('roomValues', () => {
  it('falls back to the usernames when nicknames are not set', () => {
    const fallback = roomValues(
      { memberNickname: ' ', memberUsername: 'player01', agentNickname: '', agentUsername: 'admin' },
      'd',
    );
    expect(fallback['member.nickname']).toBe('player01');
    expect(fallback['agent.nickname']).toBe('admin');
  });
});
