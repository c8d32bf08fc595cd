// The fonts of a phone that has a Myanmar font of its own (fonts-myanmar-phone.conf): SIL's
// Padauk, from the project's own packages (@fontsource/padauk, its Myanmar files), so that a
// fresh machine has it too. Written out as TrueType: Chromium finds a face by its name (a
// `local()` source) only among the system's TrueType and OpenType files, not web fonts.
import fs from 'node:fs';
import path from 'node:path';
import fontverter from 'fontverter';

/** The folder fonts-myanmar-phone.conf lists. */
export const MYANMAR_PHONE_FONTS_DIR = path.resolve(import.meta.dirname, '../../../node_modules/.cache/fonts-myanmar-phone');
const PACKAGE_FILES = path.resolve(import.meta.dirname, '../../../node_modules/@fontsource/padauk/files');

/** Writes the fonts into `dir` (the folder above unless a test names its own), those not there yet. */
export async function ensureMyanmarPhoneFonts(dir = MYANMAR_PHONE_FONTS_DIR) {
  fs.mkdirSync(dir, { recursive: true });
  for (const weight of ['400', '700']) {
    const ttf = path.join(dir, `padauk-myanmar-${weight}.ttf`);
    if (fs.existsSync(ttf)) continue;
    // One after the other: fontverter's WOFF2 decoder does not take two files at once.
    const sfnt = await fontverter.convert(fs.readFileSync(path.join(PACKAGE_FILES, `padauk-myanmar-${weight}-normal.woff2`)), 'sfnt');
    // Renamed into place whole: a write cut short would leave half a font under its name, taken
    // as done by every later run, and a run sharing the folder could read one half written.
    const partial = `${ttf}.${process.pid}.tmp`;
    try {
      fs.writeFileSync(partial, sfnt);
      fs.renameSync(partial, ttf);
    } finally {
      fs.rmSync(partial, { force: true });
    }
  }
}
