import { platformStamp } from '../server/clock';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { createUser } from './factories';
import { db, dropGenerated, GENERATED_MEMBER_IDS, GENERATED_ROOM_PREFIX } from './store';
import type { DbMessage, DbRoom } from './types';

/** Ids of generated rooms: clear of the seed's. */
export const BUSY_ROOM_FIRST_ID = 1_000_000;

const GREETINGS = ['Hi, is my deposit in?', 'Hello', 'Can you help me?', 'Thanks!', 'When is the bonus paid?'];

/**
 * Gives each demo staff account (admin, agent01, service01, manager) `count` generated rooms, each with its own member and one
 * message, a minute apart; one room in five has an unread message. Replaces rooms
 * generated before, so calling it twice leaves exactly `count` each. Deterministic: the same count
 * gives the same rooms on every machine (the demo's ?demoRooms=300, the busy-desk bench).
 */
export function seedBusyDesk(count: number, now = Date.now()): void {
  db.update((s) => {
    dropGenerated(s);
    // The staff users one signs in as (the login page's demo accounts), not every seeded one.
    const staff = s.users.filter((u) => DEMO_ACCOUNTS.some((a) => a.username === u.username));
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
