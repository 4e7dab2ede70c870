import { createRedEnvelope, createSetting, createTransaction, createUser } from './factories';
import type { DbState, DbUser } from './types';
import { DEMO_PAYMENT_PASSWORD } from './demo-accounts';
import { seedChat } from './chat-seed';
import { seedBank } from './bank-seed';
import { seedNotes } from './notes-seed';
import { seedTemplates } from './templates-seed';
import { DISPLAY_TIME_FORMAT, platformNow } from '@/lib/dates';

export const DB_VERSION = 5;

/** Server times are wall-clock strings of the platform's zone (src/lib/dates.ts). */
function platformStamp(hoursAgo: number, now = Date.now()): string {
  return platformNow(now - hoursAgo * 3600_000).format(DISPLAY_TIME_FORMAT);
}

const HISTORY_OPERATORS = [
  { id: 3, username: 'agent01' },
  { id: 10, username: 'agent02' },
  { id: 11, username: 'agent03' },
  { id: 4, username: 'service01' },
  { id: 1, username: 'admin' },
  { id: 12, username: 'agent04' },
] as const;
const HISTORY_TYPES = [1, 1, 2, 3, 1, 2, 4, 1, 2, 3] as const;
const HISTORY_REMARKS = ['Deposit via bank', 'Withdrawal', 'Birthday gift', '', 'Correction', 'Promotion'];

/** History and SR02 rows spread over the last two days (every status, type and operator appears). */
function historyTransactions(players: DbUser[], now: number) {
  return Array.from({ length: 72 }, (_, i) => {
    const member = players[i % 8]!;
    const operator = HISTORY_OPERATORS[i % HISTORY_OPERATORS.length]!;
    const status = i % 7 === 3 ? 4 : i % 11 === 5 ? 0 : i % 13 === 6 ? 2 : i % 17 === 8 ? 3 : 1;
    return createTransaction({
      id: 6000 + i,
      created_at: platformStamp(0.25 + i * 0.6, now),
      type: HISTORY_TYPES[i % HISTORY_TYPES.length],
      member_id: member.id,
      member_username: member.username,
      member_nickname: member.nickname,
      amount: (25 + ((i * 137) % 4900) + (i % 4) * 0.25).toFixed(2),
      status: status as 0 | 1 | 2 | 3 | 4,
      user_id: operator.id,
      user_username: operator.username,
      remark: HISTORY_REMARKS[i % HISTORY_REMARKS.length]!,
    });
  });
}

function historyRedEnvelopes(players: DbUser[], now: number) {
  return Array.from({ length: 24 }, (_, i) => {
    const other = players[(i * 3) % 10]!;
    return createRedEnvelope({
      id: 8100 + i,
      created_at: platformStamp(0.5 + i * 1.5, now),
      type: (i % 3 === 1 ? 2 : 1) as 1 | 2,
      self_username: i % 4 === 0 ? 'player01' : 'agent01',
      other_username: i % 4 === 0 ? 'agent01' : other.username,
      amount: (8 + ((i * 53) % 880) + (i % 2) * 0.5).toFixed(2),
    });
  });
}

export function seedUsers(): DbUser[] {
  const admin = createUser({
    id: 1,
    role_id: 1,
    username: 'admin',
    password: 'admin123',
    nickname: 'Administrator',
    balance: '0',
    limit_of_credit: '-1',
    second_factor: 'authenticator',
    share_code: 'ADM001',
    customized_has_qrcode_show: 1,
    deduct_point_button_visible: 1,
    chat_ai_bot_visible: 1,
  });
  const manager = createUser({
    id: 2,
    role_id: 1,
    username: 'manager',
    password: 'manager123',
    nickname: 'Operations Manager',
    balance: '0',
    limit_of_credit: '-1',
    second_factor: 'either',
    mobile: '0987654321',
    share_code: 'MGR002',
  });
  const agent = createUser({
    id: 3,
    role_id: 2,
    username: 'agent01',
    password: 'agent123',
    nickname: 'Golden Agent',
    balance: '1234567.899',
    limit_of_credit: '2000000',
    game_wallet: '5320.5',
    is_multiple_wallet: 1,
    payment_password: DEMO_PAYMENT_PASSWORD,
    second_factor: 'sms',
    mobile: '0912345678',
    share_code: 'AG0103',
    domain: 'https://play.example.com/join?a=',
    customized_has_qrcode_show: 1,
    parent_id: 1,
  });
  const service = createUser({
    id: 4,
    role_id: 3,
    username: 'service01',
    password: 'service123',
    nickname: 'Helpdesk Amy',
    balance: '0',
    limit_of_credit: '-1',
    share_code: 'CS0104',
    parent_id: 1,
  });
  const agents = Array.from({ length: 8 }, (_, i) =>
    createUser({
      id: 10 + i,
      role_id: 2,
      username: `agent${String(i + 2).padStart(2, '0')}`,
      nickname: `Agent ${i + 2}`,
      balance: String(5000 + i * 1250.25),
      limit_of_credit: '100000',
      is_sub: i % 3 === 0 ? 1 : 0,
      status: i === 5 ? 0 : 1,
      withdraw_confirm: i % 2 === 0 ? 1 : 0,
      parent_id: 1,
    }),
  );
  const services = Array.from({ length: 3 }, (_, i) =>
    createUser({
      id: 30 + i,
      role_id: 3,
      username: `service0${i + 2}`,
      nickname: `Support ${i + 2}`,
      balance: '0',
      limit_of_credit: '-1',
      parent_id: 1,
      // Points: service02 sends and receives, no gift, and may change the audit amount (x3);
      // service03 may only receive.
      ...(i === 0
        ? {
            gift_red_envelope_button_visible: 0 as const,
            flow_limit_modify_permission: 1 as const,
            transfer_member_flow_limit_multiple: '3',
          }
        : {}),
      ...(i === 1
        ? { send_red_envelope_button_visible: 0 as const, gift_red_envelope_button_visible: 0 as const }
        : {}),
      // service04 is a front desk: every name on its user list masked, no history screen (mocks/db/menus.ts).
      ...(i === 2 ? { own_menu: 'frontDesk' as const } : {}),
    }),
  );
  const players = Array.from({ length: 24 }, (_, i) =>
    createUser({
      id: 100 + i,
      role_id: 4,
      username: `player${String(i + 1).padStart(2, '0')}`,
      nickname: `Player ${i + 1}`,
      balance: String(200 + i * 37.5),
      parent_id: 3,
      event_mode: i === 2 ? 1 : 0,
      // player04 has no wallet choice for points sent to it.
      transaction_all: i === 3 ? 0 : 1,
    }),
  );
  return [admin, manager, agent, service, ...agents, ...services, ...players];
}

export function seedState(now = Date.now()): DbState {
  const users = seedUsers();
  const players = users.filter((u) => u.role_id === 4);
  const transactions = players.slice(0, 12).flatMap((p, i) => [
    createTransaction({
      id: 5000 + i * 2,
      created_at: platformStamp(2 + i, now),
      type: 1,
      member_id: p.id,
      member_username: p.username,
      member_nickname: p.nickname,
      amount: String(100 + i * 10),
      status: 1,
      user_id: 3,
      user_username: 'agent01',
      remark: 'Top-up',
    }),
    createTransaction({
      id: 5001 + i * 2,
      created_at: platformStamp(30 + i * 5, now),
      type: ((i % 4) + 1) as 1 | 2 | 3 | 4,
      member_id: p.id,
      member_username: p.username,
      member_nickname: p.nickname,
      amount: String(50 + i * 3.5),
      status: (i % 5) as 0 | 1 | 2 | 3 | 4,
      user_id: 1,
      user_username: 'admin',
      remark: i % 2 ? 'Weekly bonus' : '',
    }),
  ]);
  const redEnvelopes = players.slice(0, 6).map((p, i) =>
    createRedEnvelope({
      id: 8000 + i,
      created_at: platformStamp(3 + i * 2, now),
      type: (i % 2 ? 2 : 1) as 1 | 2,
      self_username: 'agent01',
      other_username: p.username,
      amount: String(20 + i * 5),
    }),
  );
  return {
    version: DB_VERSION,
    nextId: 100000,
    users,
    sessions: {},
    authDone: {},
    smsSent: {},
    transactions: [...transactions, ...historyTransactions(players, now)],
    redEnvelopes: [...redEnvelopes, ...historyRedEnvelopes(players, now)],
    setting: createSetting(),
    ...seedChat(users, now),
    ...seedBank(),
    ...seedNotes(),
    ...seedTemplates(),
  };
}
