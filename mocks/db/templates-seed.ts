/**
 * Quick message templates (chat spec section 3). Times are the template service's UTC clock
 * ("YYYY-MM-DD HH:mm:ss"); the page shows them plus 8 hours. The seed is fixed (no "now"), so
 * every picture of the page is stable.
 *
 * What each signed-in user sees (mocks/handlers/chat-templates.ts): types 1 and 3 every staff
 * user; type 2 agents only (agent01's "Agent handover"); type 9 its owner only (service01's
 * "My shift sign-off").
 */
export type DbTemplate = {
  id: number;
  type: 1 | 2 | 3 | 9;
  title: string;
  content: string;
  memo: string;
  username: string;
  created_at: string;
  updated_at: string;
};

export type DbTemplatesState = { items: DbTemplate[] };

type Row = [type: DbTemplate['type'], username: string, title: string, content: string, memo: string];

const ROWS: Row[] = [
  [
    1,
    'admin',
    'Welcome',
    'Hello {member.nickname}, welcome! I am {agent.nickname}. How can I help you today?',
    'Greeting',
  ],
  [1, 'admin', '欢迎', '{member.nickname} 您好，我是 {agent.nickname}，很高兴为您服务。', '问候语'],
  [3, 'service01', '歡迎光臨', '{member.nickname} 您好，我是客服 {agent.nickname}，請問有什麼可以幫您？', '問候'],
  [1, 'service01', 'สวัสดีค่ะ', 'สวัสดีค่ะ คุณ {member.nickname} ยินดีต้อนรับ มีอะไรให้ช่วยไหมคะ', 'ทักทาย'],
  [3, 'service01', 'வணக்கம்', 'வணக்கம் {member.nickname}! நான் {agent.nickname}. உங்களுக்கு எப்படி உதவலாம்?', 'வரவேற்பு'],
  [
    1,
    'admin',
    'Xin chào',
    'Xin chào {member.nickname}, tôi là {agent.nickname}. Tôi có thể giúp gì cho bạn?',
    'Lời chào',
  ],
  [
    1,
    'manager',
    'Здравствуйте',
    'Здравствуйте, {member.nickname}! Меня зовут {agent.nickname}. Чем могу помочь?',
    'Приветствие',
  ],
  [
    3,
    'service01',
    'Selamat datang',
    'Hai {member.nickname}, selamat datang! Saya {agent.nickname}, ada apa yang boleh saya bantu?',
    'Sapaan (MY)',
  ],
  [
    1,
    'admin',
    'Selamat datang (ID)',
    'Halo {member.nickname}, selamat datang! Saya {agent.nickname}, ada yang bisa saya bantu?',
    'Sapaan',
  ],
  [1, 'manager', 'স্বাগতম', 'হ্যালো {member.nickname}, স্বাগতম! আমি {agent.nickname}। কীভাবে সাহায্য করতে পারি?', 'শুভেচ্ছা'],
  [1, 'manager', 'မင်္ဂလာပါ', 'မင်္ဂလာပါ {member.nickname}၊ ကျွန်တော် {agent.nickname} ပါ။ ဘာကူညီပေးရမလဲ။', 'နှုတ်ဆက်'],
  [
    1,
    'admin',
    'Deposit help',
    'To deposit, open Wallet > Deposit, choose your bank and send the exact amount. Keep the receipt and send it here.',
    'Deposit',
  ],
  [3, 'service01', '存款说明', '请在「钱包 > 存款」选择银行并转入准确金额，完成后把收据截图发到这里。', '存款'],
  [
    1,
    'service01',
    'Withdrawal help',
    'Withdrawals are paid to the bank account saved on your profile, usually within 30 minutes on {date}.',
    'Withdrawal',
  ],
  [3, 'admin', 'การถอนเงิน', 'การถอนเงินจะโอนเข้าบัญชีธนาคารที่บันทึกไว้ภายใน 30 นาที หากล่าช้ากรุณาแจ้งเรา', 'ถอนเงิน'],
  [
    1,
    'service01',
    'Rút tiền',
    'Tiền rút sẽ được chuyển vào tài khoản ngân hàng đã lưu của {member.username} trong vòng 30 phút.',
    'Rút tiền',
  ],
  [
    1,
    'admin',
    'Bank details request',
    'Please send your bank name, account name and account number so we can update your profile.',
    'Bank',
  ],
  [
    3,
    'service01',
    'Maklumat bank',
    'Sila hantar nama bank, nama akaun dan nombor akaun anda untuk dikemas kini.',
    'Bank (MY)',
  ],
  [1, 'manager', 'Данные банка', 'Пожалуйста, пришлите название банка, имя владельца и номер счёта.', 'Банк'],
  [1, 'admin', 'வங்கி விவரங்கள்', 'உங்கள் வங்கி பெயர், கணக்கு பெயர் மற்றும் கணக்கு எண்ணை அனுப்பவும்.', 'வங்கி'],
  [
    1,
    'admin',
    'Verification steps',
    '1. Send a photo of your ID.\n2. Send a selfie holding the ID.\n3. Wait for our confirmation, usually within 1 hour.',
    'Verification',
  ],
  [3, 'service01', '身份验证', '1. 发送身份证照片\n2. 发送手持身份证自拍\n3. 等待确认（约 1 小时）', '验证'],
  [
    1,
    'manager',
    'Verifikasi akun',
    '1. Kirim foto KTP.\n2. Kirim swafoto sambil memegang KTP.\n3. Tunggu konfirmasi kami.',
    'Verifikasi',
  ],
  [
    1,
    'manager',
    'যাচাইকরণ',
    '১. আপনার পরিচয়পত্রের ছবি পাঠান।\n২. পরিচয়পত্র হাতে সেলফি পাঠান।\n৩. আমাদের নিশ্চিতকরণের অপেক্ষা করুন।',
    'যাচাই',
  ],
  [
    1,
    'admin',
    'Account check',
    'Hi {member.nickname}, I have checked the account {member.username} today ({date}). Everything is in order.',
    'Follow-up',
  ],
  [
    1,
    'service01',
    'Order follow-up',
    'Your order {order.id} is being processed. We will update you shortly.',
    'Unknown variable',
  ],
  [1, 'admin', 'Thank you', 'Thank you for contacting us, {member.nickname}. Have a nice day!', 'Closing'],
  [3, 'service01', 'ขอบคุณค่ะ', 'ขอบคุณที่ติดต่อเราค่ะ คุณ {member.nickname} ขอให้มีวันที่ดีนะคะ', 'ปิดท้าย'],
  [
    2,
    'agent01',
    'Agent handover',
    'I am handing this chat to {agent.nickname}. They will continue from here.',
    'Agents only',
  ],
  [
    9,
    'service01',
    'My shift sign-off',
    'My shift ends now. A colleague will answer you shortly. — service01',
    'Private',
  ],
];

const pad = (n: number) => String(n).padStart(2, '0');
/** Fixed UTC stamps: one template every 7 hours from 2026-10-01 01:00, edited 3 hours later when odd. */
function stamp(hours: number): string {
  const d = new Date(Date.UTC(2026, 9, 1, 1, 0, 0) + hours * 3600_000);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

export const seedTemplates = (): { templates: DbTemplatesState } => ({
  templates: {
    items: ROWS.map(([type, username, title, content, memo], i) => ({
      id: 501 + i,
      type,
      title,
      content,
      memo,
      username,
      created_at: stamp(i * 7),
      updated_at: stamp(i * 7 + (i % 2 ? 3 : 0)),
    })),
  },
});
