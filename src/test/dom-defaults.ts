import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

// What both jsdom setups (setup.ts, setup-dom.ts) give every test: jest-dom's matchers, the wait
// below and the ResizeObserver jsdom lacks. No hooks here: each setup registers its own.

// What a test waits for may come after a lazily loaded screen's code on a slow, busy machine: a
// `findBy` or `waitFor` gives it 10 s (1 s, then 3 s, failed there beside two browser runs) and still
// answers as soon as it shows. Tests rely on this one default, well inside each test's 60 s, instead
// of shorter waits of their own.
configure({ asyncUtilTimeout: 10_000 });

// jsdom has no ResizeObserver; Headless UI's anchored menus and the virtual table measure with it.
if (!('ResizeObserver' in globalThis)) {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
}
