import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { db } from '@mocks/db/store';
import { server } from '@mocks/node';
import { initI18n } from '@/lib/i18n';
import { missingKeys } from './missing-keys';

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
