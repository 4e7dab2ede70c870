import { describe, expect, it } from 'vitest';
import { MESSAGE_TYPE } from '../schemas/message';
import { createFoldCache, findInRoom, newestMatch } from './room-find';

const text = (key: string, content: string) => ({ key, type: MESSAGE_TYPE.text, content });

describe('finding in a room', () => {
  it('searches text messages only, oldest first, every match of each', () => {
    const messages = [
      text('m1', 'Withdrawal 500'),
      { key: 'm2', type: MESSAGE_TYPE.image, content: 'data:image/png;base64,500' },
      { key: 'm3', type: MESSAGE_TYPE.transferIn, content: '500' },
      text('m4', '500 and 500 more'),
    ];
    const fold = createFoldCache();
    const matches = findInRoom(messages, fold(messages), '500');
    expect(matches.map((m) => [m.key, m.index, m.range.start])).toEqual([
      ['m1', 0, 11],
      ['m4', 3, 0],
      ['m4', 3, 8],
    ]);
  });

  it('folds a message once: a new message or another text reuses what was folded', () => {
    const fold = createFoldCache();
    const first = [text('m1', 'Hello'), text('m2', 'Bonus')];
    const [a] = fold(first);
    const [again, , added] = fold([...first, text('m3', 'New')]);
    expect(again).toBe(a);
    expect(added?.folded).toBe('new');
    // An edited text is folded again.
    const [edited] = fold([text('m1', 'Héllo there')]);
    expect(edited?.folded).toBe('hello there');
  });

  it('finds nothing for a blank text', () => {
    const messages = [text('m1', 'a b')];
    expect(findInRoom(messages, createFoldCache()(messages), '  ')).toEqual([]);
  });

  it('gives the newest message of a page holding the text', () => {
    const page = [
      { message_id: 1, type: MESSAGE_TYPE.text, content: 'Ref 12' },
      { message_id: 2, type: MESSAGE_TYPE.text, content: 'ref 13' },
      { message_id: 3, type: MESSAGE_TYPE.text, content: 'nothing' },
    ];
    expect(newestMatch(page, 'REF')?.message_id).toBe(2);
    expect(newestMatch(page, 'absent')).toBeNull();
  });
});
