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

export async function ensureMyanmarPhoneFonts() {
  fs.mkdirSync(MYANMAR_PHONE_FONTS_DIR, { recursive: true });
  for (const weight of ['400', '700']) {
    const ttf = path.join(MYANMAR_PHONE_FONTS_DIR, `padauk-myanmar-${weight}.ttf`);
    if (fs.existsSync(ttf)) continue;
    // One after the other: fontverter's WOFF2 decoder does not take two files at once.
    const sfnt = await fontverter.convert(fs.readFileSync(path.join(PACKAGE_FILES, `padauk-myanmar-${weight}-normal.woff2`)), 'sfnt');
    fs.writeFileSync(ttf, sfnt);
  }
}
