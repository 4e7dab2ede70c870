import { describe, expect, it } from 'vitest';
import { findInFolded, foldQuery, foldText, splitAtMatches } from './find-text';

const find = (text: string, query: string) =>
  findInFolded(foldText(text), foldQuery(query)).map(({ start, end }) => text.slice(start, end));

describe('finding text in a message', () => {
  it('ignores case and accents, and highlights the letters as written', () => {
    expect(find('Café au LAIT, crème brûlée', 'cafe')).toEqual(['Café']);
    expect(find('Café au LAIT, crème brûlée', 'BRULEE')).toEqual(['brûlée']);
    expect(find('Tiền đã về tài khoản', 'tien')).toEqual(['Tiền']);
    expect(find('Привет, ЁЛКА', 'ёлка')).toEqual(['ЁЛКА']);
  });

  it('keeps an accent written apart from its letter with the letter', () => {
    const decomposed = 'Cafe\u0301 ok';
    expect(find(decomposed, 'café')).toEqual(['Cafe\u0301']);
  });

  it('finds every match, not overlapping', () => {
    expect(find('aaaa', 'aa')).toEqual(['aa', 'aa']);
    expect(find('Bonus? bonus! BONUS.', 'bonus')).toHaveLength(3);
  });

  it('finds text in scripts without case as written', () => {
    expect(find('请问提款什么时候到账？提款已批准', '提款')).toEqual(['提款', '提款']);
    expect(find('ขอบคุณครับ ถอนเงินแล้ว', 'ถอนเงิน')).toEqual(['ถอนเงิน']);
    expect(find('வணக்கம், பணம் வந்துவிட்டது', 'பணம்')).toEqual(['பணம்']);
    expect(find('ငွေထုတ်ပြီးပါပြီ', 'ငွေ')).toEqual(['ငွေ']);
    expect(find('টাকা পাঠানো হয়েছে', 'টাকা')).toEqual(['টাকা']);
  });

  it('keeps the vowel signs of Tamil and Thai: another word does not match', () => {
    expect(find('பணம்', 'பண')).toEqual(['பண']);
    expect(find('கொடு', 'கடு')).toEqual([]);
    expect(find('ถอน', 'ถอนี')).toEqual([]);
  });

  it('keeps emoji and other characters beyond 16 bits whole', () => {
    expect(find('Great 👍 thanks', 'thanks')).toEqual(['thanks']);
    expect(find('Great 👍 thanks', '👍')).toEqual(['👍']);
  });

  it('finds nothing for an empty text', () => {
    expect(find('anything', '')).toEqual([]);
  });
});

describe('cutting a message at its matches', () => {
  it('gives plain pieces and numbered matches, in order, keeping every character', () => {
    const text = 'Hi <b>Café</b> and café';
    const ranges = findInFolded(foldText(text), foldQuery('cafe'));
    const parts = splitAtMatches(text, ranges);
    expect(parts).toEqual([
      { text: 'Hi <b>', match: null },
      { text: 'Café', match: 0 },
      { text: '</b> and ', match: null },
      { text: 'café', match: 1 },
    ]);
    expect(parts.map((p) => p.text).join('')).toBe(text);
  });

  it('is the whole text when nothing matched', () => {
    expect(splitAtMatches('plain', [])).toEqual([{ text: 'plain', match: null }]);
  });
});
