import { messageTemplateListSchema, type MessageTemplate } from '../schemas/template';

/** Fixed templates for the presentational stories; times are the server's UTC clock (shown +8 h). */
export const storyTemplates: MessageTemplate[] = messageTemplateListSchema.parse([
  {
    id: 3,
    type: 1,
    title: 'Welcome',
    content: 'Hello {member.nickname}, welcome! I am {agent.nickname}. How can I help you today?',
    memo: 'Greeting',
    username: 'admin',
    created_at: '2026-11-20 03:04:05',
    updated_at: '2026-11-20 18:30:00',
  },
  {
    id: 2,
    type: 3,
    title: 'வங்கி விவரங்கள்',
    content:
      'உங்கள் வங்கி பெயர், கணக்கு பெயர் மற்றும் கணக்கு எண்ணை அனுப்பவும்.\n<b>not bold</b>\nLine three\nLine four is hidden by the clamp',
    memo: 'வங்கி',
    username: 'service01',
    created_at: '2026-11-19 16:00:00',
    updated_at: '2026-11-19 16:00:00',
  },
  {
    id: 1,
    type: 9,
    title: 'My shift sign-off',
    content: 'My shift ends now. A colleague will answer you shortly.',
    memo: '',
    username: 'service01',
    created_at: '2026-11-18 00:00:00',
    updated_at: '2026-11-18 00:00:00',
  },
]);

/** 60 templates, so 25 rows show on the first page and All shows every one. */
export const manyTemplates: MessageTemplate[] = Array.from({ length: 60 }, (_, i) => ({
  id: 1000 - i,
  type: i % 4 === 3 ? 3 : 1,
  title: `Template ${String(60 - i).padStart(2, '0')}`,
  content: `Reply number ${60 - i} for {member.nickname}`,
  memo: i % 2 ? 'Deposit' : '',
  username: i % 3 ? 'service01' : 'admin',
  created_at: '2026-11-01 02:00:00',
  updated_at: '2026-11-02 02:00:00',
}));
