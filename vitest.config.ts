import os from 'node:os';
import { configDefaults, defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

/**
 * Three projects, by what a test file needs. A file pays for a DOM (jsdom, about a second of CPU a
 * file) and for the demo backend and texts (setup.ts: every msw handler, the seeded store, i18n, about
 * as much again, and a fresh seed before each test) only where it uses them:
 *
 * - node: pure logic (schemas, formatting, parsing, the Node-side code of deploy/, locales/, scripts/).
 *   No setup file. A file belongs here when it passes under Node and neither it nor what it imports
 *   reaches the DOM, storage, i18n or the mock server (a browser global it touched would throw here).
 *   Its files share one worker and one module graph (isolate: false), which saves importing zod, dayjs
 *   and the app's schemas again for each file (two thirds of this project's time): what they import
 *   keeps no state a test changes, and a test that fakes timers or spies restores them after itself
 *   (Vitest keeps a file's vi.mock to that file). A test that changes a global or a module's state
 *   for good belongs in an isolated project.
 * - dom: jsdom with the light setup (setup-dom.ts): storage, events, hooks and small renders that
 *   reach neither the mock server nor i18n.
 * - dom-full: everything else, with the full setup (setup.ts). A new test file lands here unless
 *   listed above, so it always has what it may need. Its files share their worker's jsdom and the
 *   packages they import (isolate: false): a fresh jsdom and the packages behind the handlers, the
 *   store and the texts cost each file about 1.7 s of CPU before its first test, two thirds of this
 *   project's time, in both passes. The project's own modules still load afresh for each file
 *   (setup.ts), and setup.ts sets back what a file may leave changed in what they share; a test that
 *   stubs a global or a browser property restores it after itself, as the node project's do.
 * - dom-full-fresh: the full setup in a fresh jsdom and module graph for each file, for the files that
 *   replace modules (vi.mock, vi.doMock) or load them afresh themselves (vi.resetModules): among files
 *   that share a worker, a replaced package would stay replaced for the files after it, and a reset in
 *   the middle of a file splits the app's singletons (the texts, the store) between it and setup.ts.
 *   scripts/vitest-projects.test.ts fails naming a file that does either and is not listed here.
 *
 * `npm run test:unit` runs all three; `npm run test:unit:tz` the date files again in another time
 * zone (scripts/timezone-tests.mjs).
 */
const ALL_TESTS = [
  'src/**/*.test.{ts,tsx}',
  'mocks/**/*.test.ts',
  'locales/**/*.test.ts',
  'deploy/**/*.test.ts',
  'scripts/**/*.test.ts',
];

const NODE_TESTS = [
  'deploy/**/*.test.ts',
  'locales/**/*.test.ts',
  'scripts/**/*.test.ts',
  'src/app/command-palette-sources.test.ts',
  'src/app/router/access.test.ts',
  'src/components/ui/command-search.test.ts',
  'src/components/ui/date-range/calendar-day.test.ts',
  'src/components/ui/money-text.test.ts',
  'src/config/env.test.ts',
  'src/config/paths.test.ts',
  'src/features/accounts/lib/display-rules.test.ts',
  'src/features/accounts/schemas/add-account.test.ts',
  'src/features/accounts/schemas/edit-account.test.ts',
  'src/features/accounts/schemas/transfer.test.ts',
  'src/features/auth/schemas/login.test.ts',
  'src/features/chat/bank/schemas/bank-account.test.ts',
  'src/features/chat/bank/schemas/bank-card.test.ts',
  'src/features/chat/bank/schemas/flow-range.test.ts',
  'src/features/chat/contacts/components/contact-links.test.ts',
  'src/features/chat/contacts/schemas/contact-edit.test.ts',
  'src/features/chat/layout/components/chat-menu.test.ts',
  'src/features/chat/layout/lib/chat-shortcuts.test.ts',
  'src/features/chat/messages/components/message-format.test.ts',
  'src/features/chat/messages/lib/composer-insert.test.ts',
  'src/features/chat/messages/lib/find-text.test.ts',
  'src/features/chat/messages/lib/message-log.test.ts',
  'src/features/chat/messages/lib/read-reporter-tabs.test.ts',
  'src/features/chat/messages/lib/read-reporter.test.ts',
  'src/features/chat/messages/lib/retry-all.test.ts',
  'src/features/chat/messages/lib/room-find.test.ts',
  'src/features/chat/messages/lib/search-older.test.ts',
  'src/features/chat/messages/lib/unsent-store.test.ts',
  'src/features/chat/notes/schemas/note-routes.test.ts',
  'src/features/chat/notes/schemas/note.test.ts',
  'src/features/chat/points/schemas/points-form.test.ts',
  'src/features/chat/rooms/components/room-format.test.ts',
  'src/features/chat/rooms/components/room-selection.test.ts',
  'src/features/chat/rooms/lib/room-steps.test.ts',
  'src/features/chat/rooms/lib/share-rooms.test.ts',
  'src/features/chat/templates/components/template-time.test.ts',
  'src/features/chat/templates/lib/template-fill.test.ts',
  'src/features/chat/templates/lib/template-search.test.ts',
  'src/features/chat/templates/schemas/template.test.ts',
  'src/features/debug/lib/debug-envelope.test.ts',
  'src/features/history/components/status-labels.test.ts',
  'src/features/reports/schemas/sr02-report.test.ts',
  'src/features/settings/api/payloads.test.ts',
  'src/features/share/lib/draw-poster.test.ts',
  'src/features/shell/lib/chunk-load-error.test.ts',
  'src/lib/api/client-offline.test.ts',
  'src/lib/api/contract.test.ts',
  'src/lib/api/envelope.test.ts',
  'src/lib/api/lazy-call.test.ts',
  'src/lib/coalesce.test.ts',
  'src/lib/date-range-rule.test.ts',
  'src/lib/dates.test.ts',
  'src/lib/deferred.test.ts',
  'src/lib/lazy-resolver.test.ts',
  'src/lib/money.test.ts',
  'src/lib/api/query-client.test.ts',
  'src/lib/realtime/reconnect.test.ts',
  'src/lib/safe-image-src.test.ts',
  'src/lib/links/share-link.test.ts',
  'src/lib/i18n/text-groups.test.ts',
  'src/lib/thumbnail-src.test.ts',
  'src/lib/zone-time.test.ts',
  'src/lib/transfer/transfer-machine.test.ts',
  'src/lib/zod/jitless.test.ts',
  'src/lib/zod/no-eval.test.ts',
];

const DOM_TESTS = [
  'src/components/ui/dialog-focus.test.ts',
  'src/features/auth/hooks/use-countdown.test.ts',
  'src/features/chat/layout/containers/focus-composer.test.ts',
  'src/features/chat/messages/containers/unsent-storage.test.ts',
  'src/features/chat/messages/lib/prepare-image-core.test.ts',
  'src/features/chat/messages/lib/prepare-image.test.ts',
  'src/features/chat/messages/lib/read-report-bus.test.ts',
  'src/features/chat/rooms/containers/use-unread-total.test.tsx',
  'src/lib/api/use-api-mutation.test.tsx',
  'src/lib/attention/attention-desk.test.ts',
  'src/lib/attention/favicon-badge.test.ts',
  'src/lib/attention/prefs.test.ts',
  'src/lib/image-field.test.ts',
  'src/lib/lazy-with-preload.test.tsx',
  'src/lib/plain-click.test.ts',
  'src/lib/realtime/react.test.tsx',
  'src/lib/realtime/shared-catch-up.test.ts',
  'src/lib/realtime/shared.test.ts',
  'src/lib/storage.test.ts',
  'src/lib/transfer/use-transfer-engine.test.tsx',
  'src/lib/use-dialog-form.test.tsx',
  'src/lib/use-one-at-a-time.test.tsx',
];

const FRESH_GRAPH_TESTS = [
  'src/components/ui/data-table/excel/excel-export.test.tsx',
  'src/components/ui/language-menu.test.tsx',
  'src/components/ui/notice.test.tsx',
  'src/features/auth/components/login-form-offline.test.tsx',
  'src/features/auth/components/login-form-slow-rules.test.tsx',
  'src/features/chat/contacts/containers/customer-service-entry-refused.test.tsx',
  'src/features/chat/messages/components/message-list-redraw.test.tsx',
];

/** The full setup (setup.ts) for the files of `include`, as the project named `name`. */
const fullSetup = (name: string, include: string[], isolate: boolean, exclude: string[] = []) => ({
  extends: true as const,
  test: {
    name,
    environment: 'jsdom',
    include,
    exclude: [...configDefaults.exclude, ...exclude],
    isolate,
    setupFiles: ['./src/test/setup.ts'],
  },
});

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      env: { VITE_DEMO: '1' },
      // A limit that catches a test that hangs, not a slow one: with two browser runs and two busy processes
      // beside it, the longest tests (a dialog typed through, a grid walked by keyboard) took up to 19 s
      // where they take 3 s alone. Every wait inside a test is for what the user sees (dom-defaults.ts).
      testTimeout: 60_000,
      // Vitest's default leaves a core to its own process (one worker on two cores); the tests' workers
      // keep the cores busier than it does: accounts and history in 17 s with two workers, 32 s with one.
      maxWorkers: Math.max(2, os.availableParallelism()),
      projects: [
        { extends: true, test: { name: 'node', environment: 'node', include: NODE_TESTS, isolate: false } },
        {
          extends: true,
          test: { name: 'dom', environment: 'jsdom', include: DOM_TESTS, setupFiles: ['./src/test/setup-dom.ts'] },
        },
        fullSetup('dom-full', ALL_TESTS, false, [...NODE_TESTS, ...DOM_TESTS, ...FRESH_GRAPH_TESTS]),
        fullSetup('dom-full-fresh', FRESH_GRAPH_TESTS, true),
      ],
    },
  }),
);
