import { platformStamp } from '../server/clock';
import { BIG_LIST_FIRST_ID } from './big-list';
import { createUser } from './factories';
import { db, dropGenerated, GENERATED_MEMBER_IDS, GENERATED_ROOM_PREFIX } from './store';
import type { DbMessage, DbRoom } from './types';

/** Ids of generated rooms: clear of the seed's. */
export const BUSY_ROOM_FIRST_ID = 1_000_000;

const GREETINGS = ['Hi, is my deposit in?', 'Hello', 'Can you help me?', 'Thanks!', 'When is the bonus paid?'];

/**
 * Gives every staff user (roles 1 to 3) `count` generated rooms, each with its own member and one
 * message, a minute apart; one room in five has an unread message. Replaces rooms
 * generated before, so calling it twice leaves exactly `count` each. Deterministic: the same count
 * gives the same rooms on every machine (the demo's ?demoRooms=300, the busy-desk bench).
 */
export function seedBusyDesk(count: number, now = Date.now()): void {
  db.update((s) => {
    dropGenerated(s);
    const staff = s.users.filter((u) => u.role_id >= 1 && u.role_id <= 3 && u.id < BIG_LIST_FIRST_ID);
    staff.forEach((user, si) => {
      for (let n = 0; n < count; n++) {
        const serial = si * count + n;
        const member = createUser({
          id: GENERATED_MEMBER_IDS.first + serial,
          role_id: 4,
          username: `gm${String(serial).padStart(6, '0')}`,
          nickname: `Member ${serial}`,
          parent_id: user.id,
        });
        const code = `${GENERATED_ROOM_PREFIX}${user.username}-${n}`;
        const message: DbMessage = {
          // Numbered by the store like every message, so a member's next message is newer.
          message_id: ++s.nextId,
          room_code: code,
          type: 1,
          content: GREETINGS[n % GREETINGS.length]!,
          from_staff: false,
          created_at: platformStamp(now - (n + 1) * 60_000),
          transaction_id: null,
          transaction_status: null,
        };
        const room: DbRoom = {
          id: BUSY_ROOM_FIRST_ID + serial,
          code,
          staff_id: user.id,
          partner_id: member.id,
          name: '',
          status: 1,
          isThird: 0,
          transaction_type: 1,
          friend_type: 1,
          friend_id: BUSY_ROOM_FIRST_ID + serial,
          read_up_to: n % 5 === 0 ? message.message_id - 1 : message.message_id,
        };
        s.users.push(member);
        s.rooms.push(room);
        s.messages.push(message);
      }
    });
  });
}
