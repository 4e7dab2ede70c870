import { describe, expect, it } from 'vitest';
import { foldText, prepareSearch, queryWords, scoreTerms, searchPrepared } from './command-search';

const items = (...terms: string[][]) => prepareSearch(terms.map((t, i) => ({ id: i, terms: t })));
const ids = (list: { id: number }[]) => list.map((x) => x.id);

describe('foldText', () => {
  it('drops accents, case and extra spaces', () => {
    expect(foldText('  José  ÁLVAREZ ')).toBe('jose alvarez');
    expect(foldText('Tiếng Việt')).toBe('tieng viet');
    expect(foldText('ＡＢＣ１')).toBe('abc1');
  });

  it('keeps scripts without Latin letters comparable', () => {
    expect(foldText('用户')).toBe('用户');
    expect(foldText('பயனர்')).toBe(foldText('பயனர்'));
  });
});

describe('scoreTerms', () => {
  it('needs every word of the query in some term', () => {
    expect(scoreTerms(queryWords('gold agent'), ['agent01', 'golden agent'])).not.toBeNull();
    expect(scoreTerms(queryWords('gold silver'), ['agent01', 'golden agent'])).toBeNull();
  });

  it('ranks exact before prefix before word start before inside', () => {
    const exact = scoreTerms(['player'], ['player'])!;
    const prefix = scoreTerms(['player'], ['player01'])!;
    const wordStart = scoreTerms(['player'], ['vip player'])!;
    const inside = scoreTerms(['layer'], ['player01'])!;
    expect(exact).toBeLessThan(prefix);
    expect(prefix).toBeLessThan(wordStart);
    expect(wordStart).toBeLessThan(inside);
  });
});

describe('searchPrepared', () => {
  const list = items(
    ['Player 12', 'player12'],
    ['agent01', 'Golden Agent'],
    ['player01', 'Player One'],
    ['José', 'jose99'],
  );

  it('matches case- and accent-insensitively', () => {
    expect(ids(searchPrepared(list, 'JOSÉ', 8))).toEqual([3]);
    expect(ids(searchPrepared(list, 'jose', 8))).toEqual([3]);
    expect(ids(searchPrepared(list, 'GOLDEN', 8))).toEqual([1]);
  });

  it('puts the better match first and keeps the given order on ties', () => {
    expect(ids(searchPrepared(list, 'player01', 8))).toEqual([2]);
    expect(ids(searchPrepared(list, 'player', 8))).toEqual([0, 2]);
    expect(ids(searchPrepared(list, 'one', 8))).toEqual([2]);
  });

  it('returns at most the limit', () => {
    const many = items(...Array.from({ length: 20 }, (_, i) => [`player${i}`]));
    expect(searchPrepared(many, 'player', 8)).toHaveLength(8);
  });

  it('gives the first items for an empty query and nothing for an unknown one', () => {
    expect(ids(searchPrepared(list, '   ', 2))).toEqual([0, 1]);
    expect(searchPrepared(list, 'zzz', 8)).toEqual([]);
  });

  it('stays quick over 50,000 accounts', () => {
    const big = items(...Array.from({ length: 50_000 }, (_, i) => [`member${i}`, `Nick ${i}`]));
    const start = performance.now();
    const hits = searchPrepared(big, 'member4999', 8);
    expect(performance.now() - start).toBeLessThan(1500);
    expect(hits[0]).toEqual({ id: 4999, terms: ['member4999', 'Nick 4999'] });
  });
});
