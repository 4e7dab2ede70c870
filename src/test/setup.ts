import './dom-defaults';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { db } from '@mocks/db/store';
import { server } from '@mocks/node';
import { i18next, initI18n } from '@/lib/i18n';
import { missingKeys } from './missing-keys';

// The full setup (project "dom-full" of vitest.config.ts): the demo backend answers every request
// (msw/node, the store seeded afresh before each test) and the texts are English, a key rendered
// without a translation failing the test.
//
// The files of this project share their worker's modules and DOM (vitest.config.ts), and this file runs
// again before each of them: what a file may have changed for good is set back here, and what a module
// does once on import (Testing Library's act environment) is done for every file.

beforeAll(async () => {
  // Testing Library sets this in hooks it registers once, on its first import: they ran for the first
  // file of the worker only.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  server.listen({ onUnhandledRequest: 'error' });
  await initI18n('en', { onMissingKey: missingKeys.record });
});
beforeEach(async () => {
  db.reset();
  localStorage.clear();
  // A test that chose another language from a menu leaves it chosen for the module they share.
  if (i18next.language !== 'en') await i18next.changeLanguage('en');
});
afterEach(() => {
  expect(missingKeys.take(), 'i18n keys rendered without a translation').toEqual([]);
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());
