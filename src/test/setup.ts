import './dom-defaults';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { db } from '@mocks/db/store';
import { server } from '@mocks/node';
import { initI18n } from '@/lib/i18n';
import { missingKeys } from './missing-keys';

// The full setup (project "dom-full" of vitest.config.ts): the demo backend answers every request
// (msw/node, the store seeded afresh before each test) and the texts are English, a key rendered
// without a translation failing the test.

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  await initI18n('en', { onMissingKey: missingKeys.record });
});
beforeEach(() => {
  db.reset();
  localStorage.clear();
});
afterEach(() => {
  expect(missingKeys.take(), 'i18n keys rendered without a translation').toEqual([]);
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());
