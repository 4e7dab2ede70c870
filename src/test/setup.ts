import './dom-defaults';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import { db } from '@mocks/db/store';
import { server } from '@mocks/node';
import { i18next, initI18n } from '@/lib/i18n';
import { missingKeys } from './missing-keys';

// The full setup (project "dom-full" of vitest.config.ts): the demo backend answers every request
// (msw/node, the store seeded afresh before each test) and the texts are English, a key rendered
// without a translation failing the test.
//
// The files of this project share their worker's jsdom and the packages they import (vitest.config.ts),
// and this file runs again before each of them. The project's own modules are loaded afresh for each
// file (vi.resetModules below), so a registry a page keeps for its life (the tabs' read reports, the
// pins, the drafts) starts empty in every file as it did in a fresh worker. What a file may have changed
// in what they share is set back here: the language of i18next.

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  await initI18n('en', { onMissingKey: missingKeys.record });
});
beforeEach(async () => {
  db.reset();
  localStorage.clear();
  // A test that chose another language from a menu leaves it chosen in i18next, which files share.
  if (i18next.language !== 'en') await i18next.changeLanguage('en');
});
afterEach(() => {
  expect(missingKeys.take(), 'i18n keys rendered without a translation').toEqual([]);
  cleanup();
  server.resetHandlers();
});
afterAll(() => {
  server.close();
  // The next file imports the project's modules afresh; the packages' (React, msw, i18next) stay.
  vi.resetModules();
});
