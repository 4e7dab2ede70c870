// Debian's Chromium (no browser download is possible here) and the flags every test and benchmark
// launches it with: no sandbox (containers), no GPU, and no traffic of its own (no QUIC, no
// background networking, component updates or sync), so it only talks to the 127.0.0.1 servers
// it is pointed at.
import { testFontConfig } from './test-fonts.mjs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
/** The browser's environment: the fonts the pictures were drawn with and no others (./test-fonts.mjs). */
export const CHROMIUM_ENV = { ...process.env, FONTCONFIG_FILE: testFontConfig() };
