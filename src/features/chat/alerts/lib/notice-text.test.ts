import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { MESSAGE_TYPE } from '@/lib/api/endpoints/chat';
import { cutNoticeText, NOTICE_TEXT_MAX, noticeBody } from './notice-text';

const t = i18next.getFixedT('en');

describe('what a notification says', () => {
  it('keeps a short text whole, on one line', () => {
    expect(cutNoticeText('  Hello\n\nthere  ')).toBe('Hello there');
  });

  it('cuts a long text to about 100 characters, never inside an emoji', () => {
    const cut = cutNoticeText('😀'.repeat(150));
    expect([...cut]).toHaveLength(NOTICE_TEXT_MAX);
    expect(cut.endsWith('…')).toBe(true);
    expect(cut.slice(0, -1)).toBe('😀'.repeat(NOTICE_TEXT_MAX - 1));
  });

  it('keeps markup as the text it is', () => {
    expect(noticeBody({ type: MESSAGE_TYPE.text, content: '<img src=x onerror=alert(1)>' }, t)).toBe(
      '<img src=x onerror=alert(1)>',
    );
  });

  it('says a picture or a transfer in the user’s language, and a new message when the event has none', () => {
    expect(noticeBody({ type: MESSAGE_TYPE.image, content: 'data:image/png;base64,AAAA' }, t)).toBe(
      t('chat-alerts:notice.picture'),
    );
    expect(noticeBody({ type: MESSAGE_TYPE.transferIn, content: '12' }, t)).toBe(t('chat-alerts:notice.transfer'));
    expect(noticeBody(undefined, t)).toBe(t('chat-alerts:notice.newMessage'));
    expect(t('chat-alerts:notice.picture')).not.toBe('chat-alerts:notice.picture');
  });
});
