import type { DbNotesState } from './notes-seed';
import type { DbTemplatesState } from './templates-seed';

/** Rows of the demo backend's store. Field names follow the spec's entities (backoffice section 3). */
export type DbUser = {
  id: number;
  role_id: 1 | 2 | 3 | 4;
  username: string;
  password: string;
  payment_password: string | null;
  member_username: string;
  nickname: string;
  thumbnail: string;
  member_id: number;
  share_code: string;
  domain: string;
  balance: string;
  limit_of_credit: string;
  used_credit: string;
  game_wallet: string;
  is_multiple_wallet: 0 | 1;
  is_sub: 0 | 1;
  parent_id: number | null;
  customized_has_qrcode_show: 0 | 1;
  customized_cs_qrcode_pic_url: string;
  red_envelope_button_visible: 0 | 1;
  send_red_envelope_button_visible: 0 | 1;
  receive_red_envelope_button_visible: 0 | 1;
  gift_red_envelope_button_visible: 0 | 1;
  point_button_visible: 0 | 1;
  cs_flow_limit_button_visible: 0 | 1;
  deduct_point_button_visible: 0 | 1;
  chat_ai_bot_visible: 0 | 1;
  transfer_member_flow_limit_multiple: string;
  flow_limit_modify_permission: 0 | 1;
  status: 0 | 1;
  withdraw_confirm: 0 | 1;
  /** A menu set for this user instead of its role's (mocks/db/menus.ts). */
  own_menu?: 'frontDesk';
  /** Second factor the demo asks for at login. */
  second_factor: 'none' | 'authenticator' | 'sms' | 'either';
  mobile: string;
  event_mode: 0 | 1;
  transaction_all: 0 | 1;
  created_at: string;
};

export type DbMenuEntry = {
  id: number;
  code: string;
  url: string;
  symbol: string;
  action: string;
  submenu?: DbMenuEntry[];
};

export type DbTransaction = {
  id: number;
  created_at: string;
  type: 1 | 2 | 3 | 4;
  member_id: number;
  member_username: string;
  member_nickname: string;
  amount: string;
  status: 0 | 1 | 2 | 3 | 4;
  user_id: number;
  user_username: string;
  remark: string;
  wallet: 1 | 2;
};

export type DbRedEnvelope = {
  id: number;
  created_at: string;
  type: 1 | 2;
  self_username: string;
  other_username: string;
  amount: string;
};

export type DbSetting = {
  name: string;
  background_image: string;
  background_color: string;
  header_background_color: string;
  header_font_color: string;
  api_url: string;
};

export type DbState = {
  version: number;
  nextId: number;
  users: DbUser[];
  /** token -> user id */
  sessions: Record<string, number>;
  /** auth_done tokens issued by a verification, single use: token -> username */
  authDone: Record<string, string>;
  /** username -> the SMS code last sent */
  smsSent: Record<string, string>;
  transactions: DbTransaction[];
  redEnvelopes: DbRedEnvelope[];
  setting: DbSetting | null;
  rooms: DbRoom[];
  /** Messages of every room but the generated long one (mocks/db/chat-seed.ts). */
  messages: DbMessage[];
  /** When the chat was seeded: the long room's message times count back from it. */
  chatSeededAt: number;
  /** Bank accounts, bank cards and bank-card settings per member username (mocks/db/bank-seed.ts). */
  bank: DbBankState;
  /** Notebooks and their entries (mocks/db/notes-seed.ts). */
  notes: DbNotesState;
  /** Quick message templates (mocks/db/templates-seed.ts). */
  templates: DbTemplatesState;
};

export type DbBankAccount = { id: number; bank_id: number; account_name: string; account_no: string; bsb_code: string };
export type DbBankCard = { id: number; bank_id: number; account_name: string; account_no: string };
export type DbMemberBank = {
  account: DbBankAccount | null;
  enable_bsb_code: 0 | 1;
  bsb_code_alias: string;
  /** 1 until the account is first saved. */
  is_first: 0 | 1;
  account_name_modify: 0 | 1;
  has_bank_card_setting: 0 | 1;
  bank_card_amount: number;
  cards: DbBankCard[];
};
export type DbBankState = { members: Record<string, DbMemberBank> };

/** A chat room between one staff user and one member (chat spec section 3). */
export type DbRoom = {
  id: number;
  code: string;
  /** The staff user whose list shows the room. */
  staff_id: number;
  /** The partner's user id (a member, or an agent for an agent-group room). */
  partner_id: number;
  name: string;
  status: 1 | 2 | 3;
  isThird: 0 | 1;
  transaction_type: 1 | 2;
  /** 0 agent group, 1 member group. */
  friend_type: 0 | 1;
  friend_id: number;
  /** The staff side has read every message up to this id. */
  read_up_to: number;
  /**
   * The contact as its staff user edited it (api/friend/edit); absent until then, when the contact
   * shows the member's own nickname and status. Kept per room, so one staff user's edit changes
   * neither the member's account nor another staff user's contact.
   */
  contact_nickname?: string;
  contact_status?: 0 | 1;
};

export type DbMessage = {
  message_id: number;
  room_code: string;
  type: number;
  content: string;
  /** Sent by the staff user (is_self 1 for them). */
  from_staff: boolean;
  created_at: string;
  transaction_id: number | null;
  transaction_status: 1 | 2 | null;
};
