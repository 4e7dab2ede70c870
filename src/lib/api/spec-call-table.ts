/**
 * The spec's call tables, copied for the contract test (contract.test.ts): backoffice spec section
 * 7 and chat spec section 7, path -> the fields its payload carries. Only the tests read this.
 *
 * - `fields`: the fields the table names for the path, in its words.
 * - `optional`: those of them a call may leave out, each with the words that allow it.
 * - `extras`: fields sent beyond the table's list, each with the words that name it (the spec's own
 *   where it names them, otherwise the decision in docs/spec-decisions.md).
 * - `nested`: the fields of the items of an array field.
 * A path with several shapes (api/user/list) lists one entry per shape.
 */
export type SpecCall = {
  fields: readonly string[];
  optional?: Readonly<Record<string, string>>;
  extras?: Readonly<Record<string, string>>;
  nested?: Readonly<Record<string, readonly string[]>>;
};

const historyQuery: SpecCall = { fields: ['username', 'start_time', 'end_time', 'page', 'per_page'] };
const contactList: SpecCall = { fields: ['status', 'username', 'fuzzy', 'page', 'per_page'] };
const templateFields = ['type', 'title', 'content', 'memo'];
const selfEdit = 'backoffice 7: "The self edit uses api/user/edit with id, nickname and optional thumbnail."';
const namesTheMember = 'docs/spec-decisions.md: the member is named by username, as in api/members/bank-account';

/** Backoffice spec section 7. */
export const BACKOFFICE_CALLS: Readonly<Record<string, SpecCall | readonly SpecCall[]>> = {
  'api/login': {
    fields: ['username', 'password', 'auth_done', 'agent_username', 'agent_token'],
    optional: {
      agent_username: 'backoffice 7: "optional agent_username and agent_token"',
      agent_token: 'backoffice 7: "optional agent_username and agent_token"',
    },
  },
  'api/logout': { fields: [] },
  'api/userMenu/list': { fields: [] },
  'api/userMenu/auth': { fields: ['url'] },
  'api/user/list': [
    { fields: ['role_id', 'page', 'per_page'] },
    // "api/user/list (search)": no per_page in the table's row.
    { fields: ['username', 'nickname', 'page'] },
  ],
  'api/user/add': { fields: ['username', 'nickname', 'password', 'password_confirmation', 'thumbnail'] },
  'api/user/edit': {
    fields: ['id', 'nickname', 'password', 'password_confirmation', 'thumbnail', 'status', 'withdraw_confirm'],
    optional: {
      thumbnail: selfEdit,
      status: `${selfEdit} (no status)`,
      withdraw_confirm: `${selfEdit} (no withdraw_confirm)`,
      password: 'accounts.ts: the password pair is sent only when the password is changed',
      password_confirmation: 'accounts.ts: the password pair is sent only when the password is changed',
    },
  },
  'api/user/delete': { fields: ['id'] },
  'api/user/transaction': {
    fields: ['id', 'amount', 'remark', 'payment_password', 'type'],
    optional: { payment_password: 'backoffice 7: "optional payment_password"', type: 'backoffice 7: "optional type"' },
  },
  'api/user/view': { fields: ['id'] },
  'api/member/view': { fields: ['member_id'] },
  'api/transaction/list': historyQuery,
  'api/redEnvelope/record': historyQuery,
  'api/transaction/edit': { fields: ['transaction_id', 'remark'] },
  'api/report/sr02': { fields: ['username', 'start_date', 'end_date'] },
  'api/setting/view': { fields: [] },
  'api/setting/save': {
    fields: ['name', 'background_image', 'background_color', 'header_background_color', 'header_font_color', 'api_url'],
    optional: { background_image: 'settings.ts: sent only when a new image is chosen ("" removes it)' },
  },
};

/** Chat spec section 7 (api/member/view and api/user/view are in both tables). */
export const CHAT_CALLS: Readonly<Record<string, SpecCall | readonly SpecCall[]>> = {
  'api/room/list': { fields: ['status'] },
  'api/room/enter': { fields: ['code', 'friend_id'] },
  'api/room/changeStatus': { fields: ['code', 'status'] },
  'api/room/recover': {
    fields: ['room_id'],
    extras: { code: 'chat 7: "notes elsewhere say the path is called with code: both readings"' },
  },
  'api/room/history': { fields: ['code', 'page', 'per_page'] },
  'api/readMessage': { fields: ['message_id', 'code'] },
  'api/sendMessage': { fields: ['code', 'type', 'content'] },
  'api/friend/list': contactList,
  'api/customer/list': contactList,
  'api/friend/view': { fields: ['member_id'] },
  'api/friend/edit': {
    fields: ['nickname', 'status'],
    extras: { member_id: 'docs/spec-decisions.md: the contact edited is named by its member_id' },
  },
  'api/note/list': { fields: ['room_id', 'page', 'per_page'] },
  'api/note/add': { fields: ['room_id', 'title', 'status'] },
  'api/note/edit': {
    fields: ['note_id', 'title', 'status'],
    extras: { room_id: 'chat 7: "room_id also sent by the screen"' },
  },
  'api/note_content/list': { fields: ['note_id', 'page', 'per_page'] },
  'api/note_content/add': { fields: ['note_id', 'content'] },
  'api/note_content/edit': {
    fields: ['content_id', 'content'],
    extras: { note_id: 'chat 7: "screen also sends note_id"' },
  },
  'api/note_content/delete': { fields: ['content_id'], extras: { note_id: 'chat 7: "screen also sends note_id"' } },
  'api/message-template/list': { fields: [] },
  'api/message-template/create': { fields: templateFields },
  'api/message-template/update': { fields: ['targetID', ...templateFields] },
  'api/message-template/delete': { fields: ['targetID'] },
  'api/transaction/add': {
    fields: ['member_id', 'type', 'amount', 'audit_amount', 'remark', 'platform', 'payment_password'],
    optional: { payment_password: 'chat 7: "optional payment_password"' },
  },
  'api/member/view': { fields: ['member_id'] },
  'api/user/view': { fields: ['id'] },
  'api/member/flowLimit': { fields: ['member_id', 'user_id', 'page', 'per_page'] },
  // "partner username": the field is username.
  'api/members/hasBankCardSetting': { fields: ['username'] },
  'api/members/bank-card': { fields: ['username'] },
  'api/members/bank-card/create': {
    fields: ['username', 'operator_cs', 'accounts'],
    nested: { accounts: ['exist_data_id', 'bank_id', 'account_name', 'account_no'] },
  },
  'api/members/bank-card/delete': {
    fields: ['username', 'operator_cs'],
    extras: { id: 'docs/spec-decisions.md: id names the one card deleted (without it every card goes)' },
    optional: { id: 'chat 7 lists only username and operator_cs' },
  },
  'api/members/bank-account': { fields: ['username'] },
  'api/members/bank-account/create': {
    fields: ['bank_id', 'account_name', 'account_no', 'bsb_code'],
    extras: { username: namesTheMember },
  },
  'api/orderType/list': { fields: [] },
};

/**
 * Calls of the registry whose fields the section 7 tables do not list themselves, each with the
 * sentence that names them. Section 7 names these paths but sends their fields to section 3.
 */
export const NAMED_ELSEWHERE: Readonly<Record<string, { sentence: string; call: SpecCall }>> = {
  'api/sendValidateCode': {
    sentence: 'backoffice 3: "Verification payloads: SMS send (username, mobile)"',
    call: { fields: ['username', 'mobile'] },
  },
  'api/checkValidateCode': {
    sentence: 'backoffice 3: "SMS check (username, mobile, token)"',
    call: { fields: ['username', 'mobile', 'token'] },
  },
  'api/googleAuth': {
    sentence: 'backoffice 3: "authenticator (username, secret)"',
    call: { fields: ['username', 'secret'] },
  },
};
