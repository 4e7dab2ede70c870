import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

// What both jsdom setups (setup.ts, setup-dom.ts) give every test: jest-dom's matchers, the wait
// below and the ResizeObserver jsdom lacks. No hooks here: each setup registers its own.

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
