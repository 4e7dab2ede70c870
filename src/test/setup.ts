import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { db } from '@mocks/db/store';
import { server } from '@mocks/node';
import { initI18n } from '@/lib/i18n';
import { missingKeys } from './missing-keys';

// What a test waits for may come after a lazily loaded screen's code on a slow, busy machine: a
// `findBy` or `waitFor` gives it 5 s (the 1-s default failed there) and still answers as soon as it shows.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no ResizeObserver; Headless UI's anchored menus and the virtual table measure with it.
if (!('ResizeObserver' in globalThis)) {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
}

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
