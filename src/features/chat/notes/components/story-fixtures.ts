import type { Note, NoteContent } from '../schemas/note';

/** Fixed rows for the notebook stories (literal data: pictures never move). */
export const storyNotes: Note[] = [
  {
    id: 4,
    room_id: 200,
    member_id: 100,
    title: 'VIP upgrade request',
    status: 1,
    created_at: '2026-11-02 10:00:00',
    create_user: 'agent01',
    update_user: 'agent01',
  },
  {
    id: 3,
    room_id: 200,
    member_id: 100,
    title: '充值问题跟进',
    status: 0,
    created_at: '2026-11-02 09:40:00',
    create_user: 'agent01',
    update_user: '',
  },
  {
    id: 2,
    room_id: 200,
    member_id: 100,
    title: 'வாராந்திர போனஸ் கேள்வி',
    status: 0,
    created_at: '2026-11-02 09:20:00',
    create_user: 'service01',
    update_user: '',
  },
  {
    id: 1,
    room_id: 200,
    member_id: 100,
    title: 'ยืนยันบัญชีธนาคารแล้ว',
    status: 1,
    created_at: '2026-11-02 09:00:00',
    create_user: 'admin',
    update_user: 'service01',
  },
];

export const manyNotes: Note[] = Array.from({ length: 30 }, (_, i) => ({
  id: 100 + i,
  room_id: 200,
  member_id: 100,
  title: `Follow-up ${String(30 - i).padStart(2, '0')}`,
  status: i % 3 === 0 ? 1 : 0,
  created_at: `2026-11-0${1 + Math.floor(i / 10)} ${String(10 + (i % 10)).padStart(2, '0')}:15:00`,
  create_user: i % 2 ? 'agent01' : 'admin',
  update_user: i % 3 === 0 ? 'admin' : '',
}));

export const storyEntries: NoteContent[] = [
  {
    id: 13,
    note_id: 1,
    content: 'Finance confirmed the payout.',
    created_at: '2026-11-02 11:30:00',
    create_user: 'agent01',
  },
  {
    id: 12,
    note_id: 1,
    content: '会员已确认户名。\nSecond line stays on its own line.',
    created_at: '2026-11-02 10:45:00',
    create_user: 'service01',
  },
  {
    id: 11,
    note_id: 1,
    content: '<b>not bold</b> stays plain text',
    created_at: '2026-11-02 10:00:00',
    create_user: 'admin',
  },
];

export const manyEntries: NoteContent[] = Array.from({ length: 32 }, (_, i) => ({
  id: 200 + i,
  note_id: 1,
  content: `#${32 - i} Checked again at shift change.`,
  created_at: `2026-11-02 ${String(8 + Math.floor(i / 4)).padStart(2, '0')}:${String((i % 4) * 15).padStart(2, '0')}:00`,
  create_user: 'agent01',
}));
