// The time-zone pass: the unit test files that run a second time with TZ=Pacific/Kiritimati
// (`npm run test:unit:tz`), where the machine's day starts 6 hours before the platform's (Asia/Taipei):
// dates must not follow the machine's clock.
//
// The rule. A unit test file (as vitest.config.ts includes them) is on the list when its own code, or
// the code of a project file it imports, directly or through others, handles dates:
//   - it is the date helpers, src/lib/dates.ts, or imports dayjs or react-day-picker (any entry of them);
//   - it formats with Intl.DateTimeFormat, toLocaleDateString or toLocaleTimeString;
//   - it makes or reads a date or a clock: `new Date`, Date.now(), Date.UTC(), Date.parse(), getTimezoneOffset;
//   - it sets Vitest's fake clock: vi.setSystemTime(), or vi.useFakeTimers({ now }).
// Every import counts, type-only and lazy `import()` ones too; paths are resolved by TypeScript with the
// app's aliases (importGraph of import-cycles.mjs), over src, mocks, stories, locales, deploy, scripts and
// config. Only code counts: comments, strings and regular expressions do not. A setup file is not an
// import of the tests it runs before (src/test/setup.ts seeds the demo backend with stamped records for
// every dom-full file; the backend's own tests, mocks/**, reach that code and are on the list).
//
// scripts/timezone-tests.test.ts fails naming each test file the rule finds that is not listed, with the
// chain of imports to the code and what it uses; `node scripts/timezone-tests.mjs` prints the same for
// every file the rule finds. A file may be listed without the rule finding it (be generous): the test
// only requires each entry to be a unit test file.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { importGraph, ROOT } from './import-cycles.mjs';

export const TIMEZONE_TESTS = [
  'mocks/db/busy-desk.test.ts',
  'mocks/db/chat-seed.test.ts',
  'mocks/handlers/chat-bank.test.ts',
  'mocks/handlers/chat-contacts.test.ts',
  'mocks/handlers/chat-notes.test.ts',
  'mocks/handlers/chat-points.test.ts',
  'mocks/handlers/chat-templates.test.ts',
  'mocks/handlers/history.test.ts',
  'mocks/handlers/settings.test.ts',
  'mocks/handlers/transfers.test.ts',
  'mocks/handlers/users.test.ts',
  'mocks/server/clock.test.ts',
  'mocks/server/served-together.test.ts',
  'src/app/command-palette-sources.test.ts',
  'src/app/config-error-page.test.tsx',
  'src/app/masked-history-link.test.tsx',
  'src/app/router/chat-guard.test.tsx',
  'src/app/router/login-path-check.test.tsx',
  'src/app/router/refused.test.tsx',
  'src/app/router/route-guard-api-down.test.tsx',
  'src/app/router/route-guard.test.tsx',
  'src/components/ui/data-table/data-table-columns.test.tsx',
  'src/components/ui/data-table/data-table-keyboard.test.tsx',
  'src/components/ui/data-table/data-table.test.tsx',
  'src/components/ui/data-table/excel/excel-export.test.tsx',
  'src/components/ui/data-table/table-view.test.tsx',
  'src/components/ui/data-table/excel/workbook.test.ts',
  'src/components/ui/date-range/calendar-day.test.ts',
  'src/components/ui/notice.test.tsx',
  'src/config/env.test.ts',
  'src/features/accounts/containers/management-list-page.test.tsx',
  'src/features/accounts/containers/transfer-flow.test.tsx',
  'src/features/accounts/lib/display-rules.test.ts',
  'src/features/auth/api/logout.test.tsx',
  'src/features/auth/containers/agent-login-page.test.tsx',
  'src/features/auth/containers/login-page.test.tsx',
  'src/features/auth/containers/sign-in-texts.test.tsx',
  'src/features/chat/bank/schemas/bank-account.test.ts',
  'src/features/chat/bank/schemas/bank-card.test.ts',
  'src/features/chat/bank/schemas/flow-range.test.ts',
  'src/features/chat/contacts/containers/customer-service-entry-refused.test.tsx',
  'src/features/chat/contacts/containers/customer-service-entry.test.tsx',
  'src/features/chat/layout/containers/use-chat-shortcuts.test.tsx',
  'src/features/chat/messages/components/find-bar.test.tsx',
  'src/features/chat/messages/components/message-format.test.ts',
  'src/features/chat/messages/components/message-list-redraw.test.tsx',
  'src/features/chat/messages/components/message-row.test.tsx',
  'src/features/chat/messages/containers/use-listening-gate.test.tsx',
  'src/features/chat/messages/containers/use-read-reports.test.tsx',
  'src/features/chat/messages/containers/use-room-find.test.tsx',
  'src/features/chat/messages/containers/use-room-log-live.test.tsx',
  'src/features/chat/messages/containers/use-room-log-unsent.test.tsx',
  'src/features/chat/messages/lib/read-report-bus.test.ts',
  'src/features/chat/messages/lib/read-reporter-tabs.test.ts',
  'src/features/chat/messages/lib/room-pictures.test.ts',
  'src/features/chat/points/containers/points-flow-openings.test.tsx',
  'src/features/chat/points/containers/points-flow.test.tsx',
  'src/features/chat/points/schemas/points-form.test.ts',
  'src/features/chat/rooms/containers/use-read-marks-across-tabs.test.tsx',
  'src/features/chat/rooms/containers/use-room-list-fetch.test.tsx',
  'src/features/chat/rooms/containers/use-room-list-refresh.test.tsx',
  'src/features/chat/templates/components/template-time.test.ts',
  'src/features/debug/lib/debug-envelope.test.ts',
  'src/features/history/containers/history-search.test.tsx',
  'src/features/reports/schemas/sr02-report.test.ts',
  'src/features/reports/schemas/sr02-url.test.ts',
  'src/features/settings/api/payloads.test.ts',
  'src/features/shell/containers/app-layout.test.tsx',
  'src/lib/api/client-offline.test.ts',
  'src/lib/api/client.test.ts',
  'src/lib/api/contract.test.ts',
  'src/lib/api/endpoints.test.ts',
  'src/lib/api/lazy-call.test.ts',
  'src/lib/dates.test.ts',
  'src/lib/zone-time.test.ts',
  'src/lib/realtime/react.test.tsx',
  'src/lib/realtime/reconnect.test.ts',
  'src/lib/realtime/shared-catch-up.test.ts',
  'src/lib/realtime/shared.test.ts',
  'src/lib/realtime/connection.test.ts',
  'src/lib/session/role-policy.test.ts',
  'src/lib/views/saved-views.test.ts',
];

const GRAPH_FOLDERS = ['src', 'mocks', 'stories', 'locales', 'deploy', 'scripts', 'config'];
/** The files vitest.config.ts runs: src/**\/*.test.{ts,tsx} and {mocks,locales,deploy,scripts}/**\/*.test.ts. */
const TEST_FOLDERS = {
  src: /\.test\.tsx?$/,
  mocks: /\.test\.ts$/,
  locales: /\.test\.ts$/,
  deploy: /\.test\.ts$/,
  scripts: /\.test\.ts$/,
};

export const DATE_HELPERS = 'src/lib/dates.ts';
const DATE_PACKAGES = /^(dayjs|react-day-picker)(\/|$)/;
/** What in code counts, by the name the guard shows. Each pattern is written so that it does not match itself. */
const DATE_CODE = [
  ['new Date', /\bnew\s+Date\b/],
  ['Date.now()', /\bDate\s*\.\s*now\s*\(/],
  ['Date.UTC()', /\bDate\s*\.\s*UTC\s*\(/],
  ['Date.parse()', /\bDate\s*\.\s*parse\s*\(/],
  ['getTimezoneOffset', /\bgetTimezone[O]ffset\b/],
  ['Intl.DateTimeFormat', /\bIntl\s*\.\s*DateTimeFormat\b/],
  ['toLocaleDateString', /\btoLocale[D]ateString\b/],
  ['toLocaleTimeString', /\btoLocale[T]imeString\b/],
  ['a set fake clock (setSystemTime)', /\bsetSystemTime\s*\(/],
  ['a set fake clock (useFakeTimers with now)', /\buseFakeTimers\s*\(\s*\{[^}]*\bnow\b/],
];

/** The unit test files, relative to the root, sorted. */
export function unitTestFiles(root = ROOT) {
  const walk = (dir, pattern) =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : walk(full, pattern);
      return pattern.test(entry.name) ? [path.relative(root, full)] : [];
    });
  return Object.entries(TEST_FOLDERS)
    .flatMap(([folder, pattern]) => walk(path.join(root, folder), pattern))
    .sort();
}

/** A file's code without its comments, strings and regular expressions. */
function codeOnly(file, text) {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : /\.m?js$/.test(file) ? ts.ScriptKind.JS : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
  const blank = (context) => (root) => {
    const visit = (node) => {
      if (ts.isStringLiteral(node)) return ts.factory.createStringLiteral('');
      if (ts.isNoSubstitutionTemplateLiteral(node)) return ts.factory.createNoSubstitutionTemplateLiteral('');
      if (node.kind === ts.SyntaxKind.TemplateHead) return ts.factory.createTemplateHead('');
      if (node.kind === ts.SyntaxKind.TemplateMiddle) return ts.factory.createTemplateMiddle('');
      if (node.kind === ts.SyntaxKind.TemplateTail) return ts.factory.createTemplateTail('');
      if (ts.isRegularExpressionLiteral(node)) return ts.factory.createRegularExpressionLiteral('/(?:)/');
      return ts.visitEachChild(node, visit, context);
    };
    return ts.visitNode(root, visit);
  };
  const [blanked] = ts.transform(source, [blank]).transformed;
  return ts.createPrinter({ removeComments: true }).printFile(blanked);
}

/** What `file` (relative to the root) does that counts as handling dates; empty when nothing. */
export function dateUsesIn(file, text = readFileSync(path.join(ROOT, file), 'utf8')) {
  const uses = [];
  if (file === DATE_HELPERS) uses.push('is the date helpers');
  const packages = ts
    .preProcessFile(text, true, true)
    .importedFiles.map(({ fileName }) => fileName)
    .filter((name) => DATE_PACKAGES.test(name));
  for (const name of new Set(packages)) uses.push(`imports ${name}`);
  const code = codeOnly(file, text);
  for (const [name, pattern] of DATE_CODE) if (pattern.test(code)) uses.push(name);
  return uses;
}

/**
 * Each unit test file the rule finds, with the shortest chain of imports from it to a file handling
 * dates (the test file first; alone when the test itself does) and what that file uses.
 */
export function testsHandlingDates({ graph = importGraph(GRAPH_FOLDERS), tests = unitTestFiles() } = {}) {
  const usesOf = new Map();
  const uses = (file) => {
    if (!usesOf.has(file)) usesOf.set(file, dateUsesIn(file));
    return usesOf.get(file);
  };
  const found = new Map();
  for (const test of tests) {
    const from = new Map([[test, null]]);
    const queue = [test];
    while (queue.length) {
      const file = queue.shift();
      if (uses(file).length) {
        const via = [];
        for (let at = file; at !== null; at = from.get(at)) via.unshift(at);
        found.set(test, { via, uses: uses(file) });
        break;
      }
      for (const next of graph.get(file) ?? [])
        if (!from.has(next)) {
          from.set(next, file);
          queue.push(next);
        }
    }
  }
  return found;
}

/** "a.test.ts → b.ts → src/lib/dates.ts: imports dayjs, Date.now()" */
export const describeUse = ({ via, uses }) => `${via.join(' → ')}: ${uses.join(', ')}`;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const found = testsHandlingDates();
  const listed = new Set(TIMEZONE_TESTS);
  for (const [test, use] of found) console.log(`${listed.has(test) ? ' ' : '+'} ${describeUse(use)}`);
  const missing = [...found.keys()].filter((test) => !listed.has(test));
  console.log(`${found.size} test files handle dates, ${TIMEZONE_TESTS.length} listed, ${missing.length} missing (+)`);
  process.exitCode = missing.length ? 1 : 0;
}
