import { describe, expect, it } from 'vitest';
import type { MessageTemplate } from '@/lib/api/endpoints/chat-templates';
import { foldForSearch, highlightParts, queryWords, searchTemplates } from './template-search';

let next = 1;
const template = (title: string, content: string, memo = ''): MessageTemplate => ({
  id: next++,
  type: 1,
  title,
  content,
  memo,
  username: 'service01',
  created_at: '2026-01-01 10:00:00',
  updated_at: '2026-01-01 10:00:00',
});

const welcome = template('Welcome', 'Hello {member.nickname}, welcome to our platform!', 'first contact');
const deposit = template('Deposit received', 'Your deposit has arrived. Thank you!', 'payments');
const thai = template('ยินดีต้อนรับ', 'สวัสดีค่ะ ยินดีต้อนรับสู่แพลตฟอร์มของเรา');
const chinese = template('存款到账', '您的存款已到账，谢谢！', '付款');
const viet = template('Chào mừng', 'Xin chào, cảm ơn bạn đã liên hệ.');
const all = [welcome, deposit, thai, chinese, viet];
const titles = (list: MessageTemplate[]) => list.map((t) => t.title);

describe('foldForSearch', () => {
  it('ignores case, accents and full-width forms', () => {
    expect(foldForSearch('Café ÀÉÎ')).toBe('cafe aei');
    expect(foldForSearch('Ｄｅｐｏｓｉｔ')).toBe('deposit');
    expect(foldForSearch('Cảm Ơn')).toBe('cam on');
  });

  it('splits queries on any spaces, including ideographic ones', () => {
    expect(queryWords('  Deposit\u3000Thank  ')).toEqual(['deposit', 'thank']);
    expect(queryWords('   ')).toEqual([]);
  });
});

describe('searchTemplates', () => {
  it('gives every template, in order, for an empty query', () => {
    expect(searchTemplates(all, '')).toEqual(all);
    expect(searchTemplates(all, ' ')).toEqual(all);
  });

  it('finds a word in the title, the memo or the content', () => {
    expect(titles(searchTemplates(all, 'welcome'))).toEqual(['Welcome']);
    expect(titles(searchTemplates(all, 'payments'))).toEqual(['Deposit received']);
    expect(titles(searchTemplates(all, 'arrived'))).toEqual(['Deposit received']);
  });

  it('needs every word, each anywhere', () => {
    expect(titles(searchTemplates(all, 'deposit thank'))).toEqual(['Deposit received']);
    expect(titles(searchTemplates(all, 'deposit welcome'))).toEqual([]);
  });

  it('matches inside words, as Thai and Chinese have no spaces', () => {
    expect(titles(searchTemplates(all, 'ต้อนรับ'))).toEqual(['ยินดีต้อนรับ']);
    expect(titles(searchTemplates(all, '到账'))).toEqual(['存款到账']);
    expect(titles(searchTemplates(all, '谢谢'))).toEqual(['存款到账']);
    expect(titles(searchTemplates(all, 'posi'))).toEqual(['Deposit received']);
  });

  it('is case and accent insensitive both ways', () => {
    expect(titles(searchTemplates(all, 'CAM ON'))).toEqual(['Chào mừng']);
    expect(titles(searchTemplates(all, 'chao'))).toEqual(['Chào mừng']);
    expect(titles(searchTemplates([template('Cafe', 'plain')], 'café'))).toEqual(['Cafe']);
  });

  it('ranks title matches before memo and content matches', () => {
    const inContent = template('Greeting', 'Say thanks for the deposit');
    const inTitle = template('Thanks', 'Anything');
    const inMemo = template('Other', 'Anything', 'thanks note');
    expect(titles(searchTemplates([inContent, inMemo, inTitle], 'thanks'))).toEqual(['Thanks', 'Other', 'Greeting']);
  });

  it('puts a title that starts with the word before one that only contains it', () => {
    const contains = template('Big deposit', 'x');
    const starts = template('Deposit later', 'x');
    expect(titles(searchTemplates([contains, starts], 'dep'))).toEqual(['Deposit later', 'Big deposit']);
  });
});

describe('highlightParts', () => {
  it('marks every match of every word in the original text', () => {
    expect(highlightParts('Café and cafe', 'CAFE')).toEqual([
      { text: 'Café', match: true },
      { text: ' and ', match: false },
      { text: 'cafe', match: true },
    ]);
  });

  it('keeps text without a query whole', () => {
    expect(highlightParts('Hello', '')).toEqual([{ text: 'Hello', match: false }]);
    expect(highlightParts('', 'x')).toEqual([]);
  });

  it('marks a match in decomposed text as whole characters', () => {
    const parts = highlightParts('xin cha\u0300o', 'chao');
    expect(parts).toEqual([
      { text: 'xin ', match: false },
      { text: 'cha\u0300o', match: true },
    ]);
  });
});
