import type { DbRedEnvelope, DbSetting, DbTransaction, DbUser } from './types';

let sequence = 1000;
const nextId = () => ++sequence;

export function createUser(overrides: Partial<DbUser> = {}): DbUser {
  const id = overrides.id ?? nextId();
  const username = overrides.username ?? `user${id}`;
  return {
    id,
    role_id: 4,
    username,
    password: 'pass1234',
    payment_password: null,
    member_username: username,
    nickname: `Nick ${username}`,
    thumbnail: '',
    member_id: id + 50000,
    share_code: `S${id}`,
    domain: '',
    balance: '1000.00',
    limit_of_credit: '0',
    used_credit: '0',
    game_wallet: '0.00',
    is_multiple_wallet: 0,
    is_sub: 0,
    parent_id: null,
    customized_has_qrcode_show: 0,
    customized_cs_qrcode_pic_url: '',
    red_envelope_button_visible: 1,
    send_red_envelope_button_visible: 1,
    receive_red_envelope_button_visible: 1,
    gift_red_envelope_button_visible: 1,
    point_button_visible: 1,
    cs_flow_limit_button_visible: 1,
    deduct_point_button_visible: 0,
    chat_ai_bot_visible: 0,
    transfer_member_flow_limit_multiple: '1',
    flow_limit_modify_permission: 0,
    status: 1,
    withdraw_confirm: 0,
    second_factor: 'none',
    mobile: '0912345678',
    event_mode: 0,
    transaction_all: 1,
    created_at: '2026-11-01 09:00:00',
    ...overrides,
  };
}

export function createTransaction(overrides: Partial<DbTransaction> = {}): DbTransaction {
  return {
    id: overrides.id ?? nextId(),
    created_at: '2026-11-21 10:00:00',
    type: 1,
    member_id: 0,
    member_username: 'player01',
    member_nickname: 'Player One',
    amount: '100',
    status: 1,
    user_id: 0,
    user_username: 'agent01',
    remark: '',
    wallet: 1,
    ...overrides,
  };
}

export function createRedEnvelope(overrides: Partial<DbRedEnvelope> = {}): DbRedEnvelope {
  return {
    id: overrides.id ?? nextId(),
    created_at: '2026-11-21 10:00:00',
    type: 1,
    self_username: 'agent01',
    other_username: 'player01',
    amount: '10',
    ...overrides,
  };
}

export function createSetting(overrides: Partial<DbSetting> = {}): DbSetting {
  return {
    name: 'Lucky Lounge',
    background_image: '',
    background_color: '#f1f5f9',
    header_background_color: '#1e3a8a',
    header_font_color: '#ffffff',
    api_url: 'https://api.example.com/member',
    ...overrides,
  };
}
