/** The unit test files of the time-zone pass (the rule is at the top of timezone-tests.mjs). */
export const TIMEZONE_TESTS: string[];
export const DATE_HELPERS: string;
/** A chain of imports from a test file to a file handling dates, and what that file uses. */
export type DateUse = { via: string[]; uses: string[] };
/** The unit test files, relative to the root, sorted. */
export function unitTestFiles(root?: string): string[];
/** What a file (relative to the root) does that counts as handling dates; `text` instead of reading it. */
export function dateUsesIn(file: string, text?: string): string[];
/** Each unit test file the rule finds, with the shortest chain of imports to a file handling dates. */
export function testsHandlingDates(options?: { graph?: Map<string, string[]>; tests?: string[] }): Map<string, DateUse>;
/** "a.test.ts → b.ts → src/lib/dates.ts: imports dayjs, Date.now()" */
export function describeUse(use: DateUse): string;
