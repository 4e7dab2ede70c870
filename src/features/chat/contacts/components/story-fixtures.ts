import { friendSchema, type Friend } from '../schemas/friend';

/** A contact as api/friend/list answers it, parsed as the app parses it. */
export const storyFriend = (over: Partial<Record<keyof Friend, unknown>>): Friend =>
  friendSchema.parse({
    room_id: 200,
    member_id: 5,
    friend_id: 300,
    type: 1,
    nickname: 'Nick player01',
    username: 'player01',
    third_party_id: '',
    thumbnail: '',
    status: 1,
    ...over,
  });

export const storyFriends: Friend[] = Array.from({ length: 10 }, (_, i) =>
  storyFriend({
    room_id: 200 + i,
    member_id: 5 + i,
    friend_id: 300 + i,
    username: `player${String(i + 1).padStart(2, '0')}`,
    nickname: i === 2 ? '' : `Nick player${String(i + 1).padStart(2, '0')}`,
  }),
);

export const agentGroup = storyFriend({
  room_id: 211,
  member_id: 3,
  friend_id: 311,
  type: 0,
  username: 'agent01',
  nickname: 'Agent desk',
});
