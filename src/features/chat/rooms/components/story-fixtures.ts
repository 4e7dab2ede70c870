import { roomSchema, type Room } from '../schemas/room';

/** A room as the API answers it, parsed as the app parses api/room/list; fixed times for stable pictures. */
export const storyRoom = (over: Partial<Record<keyof Room, unknown>>): Room =>
  roomSchema.parse({
    id: 201,
    code: 'r-story',
    members: '50006',
    name: '',
    username: 'player02',
    thumbnail: '',
    message_content: 'Hello, I would like to top up my account.',
    message_time: '2026-03-14 09:26:53',
    message_read: 1,
    status: 1,
    unread_count: 0,
    message_type: 1,
    ...over,
  });

/** A small picture as a data URL, so thumbnails render offline. */
export const storyThumbnail = (colour: string) =>
  `data:image/svg+xml;base64,${btoa(
    `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40" fill="${colour}"/><circle cx="20" cy="16" r="7" fill="#fff"/></svg>`,
  )}`;

export const normalRooms: Room[] = [
  storyRoom({ id: 201, code: 'r-vip', name: 'VIP Lounge', username: 'player02', thumbnail: storyThumbnail('#7c3aed') }),
  storyRoom({
    id: 202,
    code: 'r-player03',
    username: 'player03',
    thumbnail: 'null',
    message_content: '120.5',
    message_type: 7,
    message_time: '2026-03-14 08:02:11',
  }),
  storyRoom({
    id: 203,
    code: 'r-player04',
    username: 'player04',
    message_content: '',
    message_type: 2,
    message_time: '2026-03-13 23:59:59',
  }),
  storyRoom({
    id: 204,
    code: 'r-player05',
    username: 'player05',
    // User text is text: markup shows as typed, never as HTML.
    message_content: '<b>Thank you!</b> Can I also ask about the weekly bonus? I saw something on the news page.',
    message_time: '2026-03-12 17:45:00',
  }),
];

export const unreadRooms: Room[] = [
  storyRoom({
    id: 211,
    code: 'r-u1',
    username: 'player06',
    message_read: 0,
    unread_count: 3,
    message_content: 'Are you there?',
  }),
  storyRoom({ id: 212, code: 'r-u2', username: 'player07', message_read: 0, unread_count: 0, message_content: 'ok' }),
  storyRoom({
    id: 213,
    code: 'r-u3',
    username: 'player08',
    message_read: 0,
    unread_count: 120,
    message_content: '300',
    message_type: 10,
    message_time: '2026-03-14 07:00:00',
  }),
  ...normalRooms.slice(0, 2),
];

export const aiRooms: Room[] = [
  storyRoom({
    id: 208,
    code: 'r-ai',
    name: 'AI assistant',
    username: 'player09',
    status: 3,
    message_content: 'You can reset it from the sign-in page.',
  }),
];

export const hiddenRooms: Room[] = [
  storyRoom({
    id: 209,
    code: 'r-h1',
    username: 'player10',
    status: 2,
    message_content: 'Bye!',
    message_time: '2026-03-10 11:12:13',
  }),
  storyRoom({
    id: 210,
    code: 'r-h2',
    name: 'Weekend desk',
    username: 'player11',
    status: 2,
    message_content: 'See you next week.',
    message_time: '2026-03-09 10:00:00',
  }),
];
