import { describe, expect, it } from 'vitest';
import { dateUsesIn, describeUse, testsHandlingDates, TIMEZONE_TESTS, unitTestFiles } from './timezone-tests.mjs';

/**
 * The time-zone pass (npm run test:unit:tz) runs the test files of TIMEZONE_TESTS again with
 * TZ=Pacific/Kiritimati. A test file that reaches date handling, by the rule at the top of
 * scripts/timezone-tests.mjs, and is not listed would never be run where the machine's day differs
 * from the platform's: this test names it, with the imports that lead to the date code and what it uses.
 */
const tests = unitTestFiles();
const found = testsHandlingDates({ tests });

describe('the time-zone pass', () => {
  it('lists every test file that reaches date handling', () => {
    const missing = [...found].filter(([test]) => !TIMEZONE_TESTS.includes(test)).map(([, use]) => describeUse(use));
    expect(missing, 'add each to TIMEZONE_TESTS in scripts/timezone-tests.mjs').toEqual([]);
  });

  it('lists unit test files only, each once', () => {
    expect(TIMEZONE_TESTS.filter((file) => !tests.includes(file))).toEqual([]);
    expect(new Set(TIMEZONE_TESTS).size).toBe(TIMEZONE_TESTS.length);
    // npm run test:unit:tz hands the list to Vitest, which takes each entry as a part of a path.
    const picked = tests.filter((file) => TIMEZONE_TESTS.some((entry) => file.includes(entry)));
    expect(picked).toEqual([...TIMEZONE_TESTS].sort());
  });

  it('finds date handling through imports and shows the way to it', () => {
    expect(describeUse(found.get('src/features/chat/messages/components/message-format.test.ts')!)).toBe(
      'src/features/chat/messages/components/message-format.test.ts → ' +
        'src/features/chat/messages/components/message-format.ts → ' +
        'src/lib/dates.ts: is the date helpers, imports dayjs, imports dayjs/plugin/timezone, ' +
        'imports dayjs/plugin/utc, Date.now()',
    );
    expect(found.has('src/lib/money.test.ts')).toBe(false);
  });

  it('counts code, not comments, strings or regular expressions', () => {
    const uses = (text: string) => dateUsesIn('x.ts', text);
    expect(uses('// new Date() is not called here\n/* Date.now() */\nconst a = 1;')).toEqual([]);
    expect(uses("const doc = 'Date.now() and toLocaleDateString'; const re = /new Date\\(/;")).toEqual([]);
    expect(uses('const label = `${Date.now()}`;')).toEqual(['Date.now()']);
    expect(uses('const d = new Date(0); d.getTimezoneOffset();')).toEqual(['new Date', 'getTimezoneOffset']);
    expect(uses("new Intl.DateTimeFormat('en', { timeZone: 'UTC' }); x.toLocaleTimeString();")).toEqual([
      'Intl.DateTimeFormat',
      'toLocaleTimeString',
    ]);
    expect(uses('Date.UTC(2026, 0, 1); Date.parse(s);')).toEqual(['Date.UTC()', 'Date.parse()']);
  });

  it('counts the date packages and a fake clock that is set', () => {
    const uses = (text: string) => dateUsesIn('x.tsx', text);
    expect(uses("import type { DayPicker } from 'react-day-picker';")).toEqual(['imports react-day-picker']);
    expect(uses("const lazy = () => import('dayjs/plugin/utc');")).toEqual(['imports dayjs/plugin/utc']);
    expect(uses('vi.useFakeTimers();')).toEqual([]);
    expect(uses('vi.useFakeTimers({ now: 0, toFake: [] });')).toEqual(['a set fake clock (useFakeTimers with now)']);
    expect(uses('vi.setSystemTime(0);')).toEqual(['a set fake clock (setSystemTime)']);
  });
});
