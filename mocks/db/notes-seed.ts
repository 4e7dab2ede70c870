import dayjs from 'dayjs';
import { DISPLAY_TIME_FORMAT } from '@/lib/dates';

/** Notebooks of rooms and their entries (chat spec section 3). */
export type DbNote = {
  id: number;
  room_id: number;
  /** The room's member (its partner's user id). */
  member_id: number;
  title: string;
  status: 0 | 1;
  created_at: string;
  create_user: string;
  update_user: string;
};

export type DbNoteContent = {
  id: number;
  note_id: number;
  content: string;
  created_at: string;
  create_user: string;
};

export type DbNotesState = { notes: DbNote[]; contents: DbNoteContent[] };

/**
 * Seeded notes carry fixed platform wall-clock times (they are history, not "a minute ago"), so
 * stories and pictures of them never move.
 */
const SEED_BASE = '2026-11-02T09:00:00';
const at = (minutes: number) => dayjs(SEED_BASE).add(minutes, 'minute').format(DISPLAY_TIME_FORMAT);

/** Rooms of mocks/db/chat-seed.ts: id and member (partner user id) and the staff user's username. */
const ROOM = {
  agentPlayer01: { room_id: 200, member_id: 100, user: 'agent01' },
  agentVip: { room_id: 201, member_id: 101, user: 'agent01' },
  servicePlayer12: { room_id: 212, member_id: 111, user: 'service01' },
  adminPlayer13: { room_id: 213, member_id: 112, user: 'admin' },
} as const;

type NoteSeed = [room: keyof typeof ROOM, title: string, status: 0 | 1, minutes: number, entries: string[]];

const FOLLOW_UP_STEPS = [
  'Called the member, no answer.',
  'Member replied in chat, asked for the bank slip.',
  'Bank slip received, forwarded to finance.',
  'Finance asked for the account holder name.',
  '会员已确认户名。',
  'รอฝ่ายการเงินตรวจสอบอีกครั้ง',
  'உறுப்பினருக்கு நிலை அறிவிக்கப்பட்டது.',
  'Checked again at shift change.',
];

/**
 * The demo's notebooks: agent01's player01 room has notes in English and Chinese, both statuses,
 * and one note of 32 entries (paging); the VIP Lounge room notes in Tamil and Thai; service01's
 * player12 room in Vietnamese, Indonesian and English; admin's player13 room in Russian, Bengali,
 * Malay and Burmese. agent01's player03 room (202) has no notes (the empty state).
 */
const NOTES: NoteSeed[] = [
  [
    'agentPlayer01',
    'Withdrawal follow-up',
    0,
    0,
    Array.from({ length: 32 }, (_, i) => `#${i + 1} ${FOLLOW_UP_STEPS[i % FOLLOW_UP_STEPS.length]!}`),
  ],
  ['agentPlayer01', 'VIP upgrade request', 1, 60, ['Member asked about VIP level 3.', 'Upgrade approved by manager.']],
  [
    'agentPlayer01',
    '充值问题跟进',
    0,
    120,
    ['会员反映充值未到账。', '已联系财务核实。', '<b>not bold</b> stays plain text'],
  ],
  ['agentPlayer01', '生日礼金已发放', 1, 180, []],
  ['agentVip', 'வாராந்திர போனஸ் கேள்வி', 0, 240, ['உறுப்பினர் போனஸ் பற்றி கேட்டார்.', 'விதிமுறைகள் அனுப்பப்பட்டன.']],
  ['agentVip', 'ยืนยันบัญชีธนาคารแล้ว', 1, 300, ['ตรวจสอบชื่อบัญชีเรียบร้อย']],
  [
    'servicePlayer12',
    'Kiểm tra giao dịch nạp tiền',
    0,
    360,
    ['Khách hàng gửi ảnh chụp màn hình.', 'Đã chuyển cho bộ phận tài chính.'],
  ],
  ['servicePlayer12', 'Permintaan reset kata sandi', 1, 420, ['Tautan reset sudah dikirim.']],
  ['servicePlayer12', 'Complaint about slow payout', 0, 480, ['Member waited 2 hours.', 'Escalated to finance lead.']],
  ['adminPlayer13', 'Проверка бонуса', 0, 540, ['Участник спросил о кэшбэке.']],
  ['adminPlayer13', 'অ্যাকাউন্ট যাচাই সম্পন্ন', 1, 600, ['পরিচয়পত্র পাওয়া গেছে।']],
  ['adminPlayer13', 'Pertanyaan had pengeluaran', 0, 660, []],
  ['adminPlayer13', 'ငွေထုတ်ယူမှု စစ်ဆေးရန်', 1, 720, ['အဖွဲ့ဝင်ထံ ဆက်သွယ်ပြီး']],
];

export function seedNotes(): { notes: DbNotesState } {
  const notes: DbNote[] = [];
  const contents: DbNoteContent[] = [];
  NOTES.forEach(([room, title, status, minutes, entries], i) => {
    const { user, ...where } = ROOM[room];
    const id = 9001 + i;
    notes.push({
      id,
      ...where,
      title,
      status,
      created_at: at(minutes),
      create_user: user,
      update_user: status === 1 ? user : '',
    });
    entries.forEach((content, j) =>
      contents.push({
        id: 9500 + contents.length + 1,
        note_id: id,
        content,
        created_at: at(minutes + 5 + j * 7),
        create_user: user,
      }),
    );
  });
  return { notes: { notes, contents } };
}
