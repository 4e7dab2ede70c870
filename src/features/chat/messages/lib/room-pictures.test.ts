import { describe, expect, it } from 'vitest';
import { roomPictures } from './room-pictures';

const message = (over: Partial<Parameters<typeof roomPictures>[0][number]>) => ({
  type: 2,
  content: 'https://cdn.example.com/a.jpg',
  is_self: 0,
  created_at: '2026-03-14 09:26:53',
  nickname: '',
  username: 'player02',
  user_username: 'agent01',
  ...over,
});

describe('roomPictures', () => {
  it('keeps the pictures in order with their sender and platform time, skipping other messages', () => {
    expect(
      roomPictures([
        message({ nickname: 'Lucky' }),
        message({ type: 1, content: 'hello' }),
        message({ is_self: 1, content: 'data:image/png;base64,AAAA', created_at: '2026-03-14T01:00:00Z' }),
      ]),
    ).toEqual([
      { src: 'https://cdn.example.com/a.jpg', sender: 'Lucky', time: '2026-03-14 09:26:53' },
      { src: 'data:image/png;base64,AAAA', sender: 'agent01', time: '2026-03-14 09:00:00' },
    ]);
  });

  it('never offers a source that is not a data:image or http(s) address', () => {
    expect(
      roomPictures([message({ content: 'javascript:alert(1)' }), message({ content: 'data:text/html,x' })]),
    ).toEqual([]);
  });
});
