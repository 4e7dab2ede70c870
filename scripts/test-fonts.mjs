// The fonts every browser the tests and benchmarks start may draw with, and no others.
//
// The picture baselines were drawn with Debian's fonts-dejavu-core, fonts-noto-core and fonts-noto-cjk.
// A machine that also has fonts-liberation (Chromium's recommended font), fonts-noto-mono (pulled in by
// ImageMagick or Ghostscript), fonts-urw-base35 or a font of the user's own resolves `monospace`, or a name
// in Tailwind's mono stack such as "Liberation Mono", to another face, and every story showing monospace
// text would differ from its baseline. The browser therefore gets a fontconfig file of its own: the
// system's rendering rules (hinting, antialiasing, the generic families' preference order) from
// /etc/fonts/conf.d, but fonts only from the three packages' folders, and neither Noto Sans Mono (it lies
// in the same folder as fonts-noto-core, and wins `monospace` over DejaVu Sans Mono) nor the user's and
// the machine's local configuration files, which may add folders of fonts.
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const FONT_DIRS = [
  '/usr/share/fonts/truetype/dejavu',
  '/usr/share/fonts/truetype/noto',
  '/usr/share/fonts/opentype/noto',
];
/** Faces installed beside fonts-noto-core's by fonts-noto-mono. */
const REJECTED = ['/usr/share/fonts/truetype/noto/NotoSansMono-*', '/usr/share/fonts/truetype/noto/NotoMono-*'];
const SYSTEM_RULES = '/etc/fonts/conf.d';
/** Rules that read the user's or the machine's own files, which may list further fonts. */
const LOCAL_RULES = /^5\d-(user|local)\.conf$/;

const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** The fontconfig file's text: fonts from FONT_DIRS only, the system's other rules kept. */
export function fontConfigText(rules = listRules()) {
  return `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
<fontconfig>
${FONT_DIRS.map((dir) => `  <dir>${escape(dir)}</dir>`).join('\n')}
  <selectfont>
    <rejectfont>
${REJECTED.map((glob) => `      <glob>${escape(glob)}</glob>`).join('\n')}
    </rejectfont>
  </selectfont>
  <cachedir>/var/cache/fontconfig</cachedir>
  <cachedir prefix="xdg">fontconfig</cachedir>
${rules.map((file) => `  <include ignore_missing="yes">${escape(path.join(SYSTEM_RULES, file))}</include>`).join('\n')}
</fontconfig>
`;
}

function listRules() {
  try {
    return readdirSync(SYSTEM_RULES)
      .filter((file) => file.endsWith('.conf') && !LOCAL_RULES.test(file))
      .sort();
  } catch {
    return [];
  }
}

/** Writes the file once per process and returns its path, for the browser's FONTCONFIG_FILE. */
let written = null;
export function testFontConfig() {
  if (written) return written;
  const dir = path.join(os.tmpdir(), `backoffice-fonts-${process.getuid?.() ?? 'user'}`);
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'fonts.conf');
  writeFileSync(file, fontConfigText());
  written = file;
  return file;
}
