import './dom-defaults';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';

// The light jsdom setup (project "dom" of vitest.config.ts), for tests that need a document, storage
// or browser events but neither the demo backend nor the texts: those cost a test file about as much
// as jsdom itself (importing every handler and seeding the store), so only setup.ts pays for them.

beforeEach(() => {
  localStorage.clear();
});
afterEach(() => {
  cleanup();
});
