import { DISPLAY_TIME_FORMAT, platformNow } from '@/lib/dates';
import type { DbMessage, DbRoom, DbUser } from './types';

/**
 * The demo's chat: rooms of agent01, service01 and admin with members, every message type, unread
 * rooms, an AI room, hidden rooms, and one room of 5,000 messages. That long room is generated on
 * demand from its index (never stored), so the saved demo data stays small.
 */

export const BIG_ROOM_CODE = 'r-agent01-player01';
export const BIG_ROOM_SIZE = 5000;
const BIG_ROOM_FIRST_ID = 1;

const stamp = (minutesAgo: number, now: number) => platformNow(now - minutesAgo * 60_000).format(DISPLAY_TIME_FORMAT);

/** A small picture as a data URL (SVG), so seeded image messages render offline. */
export function demoPicture(label: string, colour: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="200"><rect width="320" height="200" fill="${colour}"/><text x="160" y="108" font-family="sans-serif" font-size="28" fill="#fff" text-anchor="middle">${label}</text></svg>`;
  return `data:image/svg+xml;base64,${btoa(svg)}`;
}

const LINES = [
  'Hello, I would like to top up my account.',
  'Sure, how much would you like to add?',
  '500 please.',
  'Done. Please check your wallet.',
  'Thank you! Can I also ask about the weekly bonus? I saw something on the news page but I am not sure if it applies to my account type, since I joined last month.',
  'Yes, the weekly bonus applies to every account that played at least 3 days this week.',
  'ok',
  'When will the withdrawal arrive?',
  'Usually within 30 minutes after approval.',
  'Great 👍',
];

/**
 * Stamps `minutesAgo` before `now` in the platform's zone. A zone conversion costs about 0.2 ms, a
 * second at the long room's 5,000 messages on a busy machine: when the zone's offset is the same at
 * both ends of the span (no daylight-saving change inside it), the rest is arithmetic on that offset.
 */
function stamper(now: number, spanMinutes: number): (minutesAgo: number) => string {
  const offset = platformNow(now).utcOffset();
  if (platformNow(now - spanMinutes * 60_000).utcOffset() !== offset) return (minutesAgo) => stamp(minutesAgo, now);
  return (minutesAgo) => new Date(now + (offset - minutesAgo) * 60_000).toISOString().slice(0, 19).replace('T', ' ');
}

/** Message `index` (0 = oldest) of the long room, seven minutes apart. */
function bigRoomMessage(index: number, stampAt: (minutesAgo: number) => string): DbMessage {
  const transfer = index % 97 === 50;
  const image = index % 211 === 100;
  return {
    message_id: BIG_ROOM_FIRST_ID + index,
    room_code: BIG_ROOM_CODE,
    type: transfer ? (index % 2 ? 7 : 3) : image ? 2 : 1,
    content: transfer
      ? String(50 + (index % 9) * 25)
      : image
        ? demoPicture(`#${index}`, '#0e7490')
        : `${LINES[index % LINES.length]!}${index % 13 === 0 ? ` (ref ${index})` : ''}`,
    from_staff: index % 2 === 1,
    created_at: stampAt((BIG_ROOM_SIZE - index) * 7),
    transaction_id: transfer ? 900000 + index : null,
    transaction_status: transfer ? (index % 3 === 0 ? 2 : 1) : null,
  };
}

/** The long room's messages, oldest first, as seeded at `now`. */
export function bigRoomMessages(now: number): DbMessage[] {
  const stampAt = stamper(now, BIG_ROOM_SIZE * 7);
  return Array.from({ length: BIG_ROOM_SIZE }, (_, index) => bigRoomMessage(index, stampAt));
}

type Script = Array<Omit<DbMessage, 'message_id' | 'room_code' | 'created_at'> & { minutesAgo: number }>;

const say = (content: string, fromStaff: boolean, minutesAgo: number): Script[number] => ({
  type: 1,
  content,
  from_staff: fromStaff,
  minutesAgo,
  transaction_id: null,
  transaction_status: null,
});

const transfer = (
  type: number,
  amount: string,
  status: 1 | 2 | null,
  fromStaff: boolean,
  minutesAgo: number,
  id: number,
) => ({
  type,
  content: amount,
  from_staff: fromStaff,
  minutesAgo,
  transaction_id: id,
  transaction_status: status,
});

/** Every message type and both transfer statuses, in one conversation. */
const showcase: Script = [
  say('Hi, I sent a screenshot of my deposit.', false, 300),
  { ...say(demoPicture('receipt', '#7c3aed'), false, 299), type: 2 },
  say('Thanks, checking now.', true, 298),
  transfer(3, '200', 1, true, 290, 700001),
  transfer(6, '50', null, true, 280, 700002),
  transfer(7, '120.5', 1, false, 270, 700003),
  transfer(8, '88', 2, true, 260, 700004),
  transfer(9, '10', 1, true, 250, 700005),
  transfer(10, '300', 1, true, 240, 700006),
  transfer(11, '25', null, true, 230, 700007),
  say('All received, thank you!', false, 220),
];

type RoomSeed = Omit<DbRoom, 'id' | 'code' | 'read_up_to' | 'friend_id'> & { script?: Script; unread?: number };

export function seedChat(
  users: DbUser[],
  now: number,
): { rooms: DbRoom[]; messages: DbMessage[]; chatSeededAt: number } {
  const byName = (name: string) => users.find((u) => u.username === name)!;
  const agent = byName('agent01');
  const service = byName('service01');
  const admin = byName('admin');
  const player = (n: number) => byName(`player${String(n).padStart(2, '0')}`);

  const seeds: RoomSeed[] = [
    {
      staff_id: agent.id,
      partner_id: player(1).id,
      name: '',
      status: 1,
      isThird: 1,
      transaction_type: 2,
      friend_type: 1,
    },
    {
      staff_id: agent.id,
      partner_id: player(2).id,
      name: 'VIP Lounge',
      status: 1,
      isThird: 1,
      transaction_type: 2,
      friend_type: 1,
      script: showcase,
    },
    {
      staff_id: agent.id,
      partner_id: player(3).id,
      name: '',
      status: 1,
      isThird: 0,
      transaction_type: 1,
      friend_type: 1,
      script: showcase,
    },
    ...[4, 5, 6, 7, 8].map((n, i): RoomSeed => ({
      staff_id: agent.id,
      partner_id: player(n).id,
      name: '',
      status: 1,
      isThird: 0,
      transaction_type: 1,
      friend_type: 1,
      script: [
        say(LINES[i]!, false, 60 * (i + 1) + 5),
        say(LINES[i + 1]!, true, 60 * (i + 1)),
        say(LINES[i + 2]!, false, 60 * i + 30),
      ],
      unread: i < 2 ? 1 : 0,
    })),
    {
      staff_id: agent.id,
      partner_id: player(9).id,
      name: 'AI assistant',
      status: 3,
      isThird: 0,
      transaction_type: 1,
      friend_type: 1,
      script: [say('How do I reset my password?', false, 40), say('You can reset it from the sign-in page.', true, 39)],
    },
    {
      staff_id: agent.id,
      partner_id: player(10).id,
      name: '',
      status: 2,
      isThird: 0,
      transaction_type: 1,
      friend_type: 1,
      script: [say('Bye!', false, 3000)],
    },
    {
      staff_id: agent.id,
      partner_id: player(11).id,
      name: '',
      status: 2,
      isThird: 0,
      transaction_type: 1,
      friend_type: 1,
      script: [say('See you next week.', true, 4000)],
    },
    {
      staff_id: service.id,
      partner_id: agent.id,
      name: 'Agent desk',
      status: 1,
      isThird: 0,
      transaction_type: 1,
      friend_type: 0,
      script: [say('Can you check player05 please?', false, 20), say('On it.', true, 18)],
    },
    {
      staff_id: service.id,
      partner_id: player(12).id,
      name: '',
      status: 1,
      isThird: 1,
      transaction_type: 2,
      friend_type: 1,
      script: showcase,
      unread: 1,
    },
    {
      staff_id: admin.id,
      partner_id: player(13).id,
      name: '',
      status: 1,
      isThird: 1,
      transaction_type: 2,
      friend_type: 1,
      script: showcase,
    },
    {
      staff_id: admin.id,
      partner_id: player(14).id,
      name: 'AI helper',
      status: 3,
      isThird: 0,
      transaction_type: 1,
      friend_type: 1,
      script: [say('Hello?', false, 15)],
    },
  ];

  let nextMessageId = BIG_ROOM_FIRST_ID + BIG_ROOM_SIZE + 1000;
  const rooms: DbRoom[] = [];
  const messages: DbMessage[] = [];
  seeds.forEach(({ script = [], unread = 0, ...seed }, i) => {
    const staffName = users.find((u) => u.id === seed.staff_id)!.username;
    const partnerName = users.find((u) => u.id === seed.partner_id)!.username;
    const code = `r-${staffName}-${partnerName}`;
    const own = script.map(({ minutesAgo, ...m }) => ({
      ...m,
      message_id: nextMessageId++,
      room_code: code,
      created_at: stamp(minutesAgo, now),
    }));
    messages.push(...own);
    const lastId = code === BIG_ROOM_CODE ? BIG_ROOM_FIRST_ID + BIG_ROOM_SIZE - 1 : (own.at(-1)?.message_id ?? 0);
    rooms.push({ ...seed, id: 200 + i, code, friend_id: 300 + i, read_up_to: lastId - unread });
  });
  return { rooms, messages, chatSeededAt: now };
}
