// The Burmese font a page downloads: Noto Sans Myanmar (@fontsource/noto-sans-myanmar) cut down to
// the Burmese language's characters, about 23 KB a face instead of 47.
//
// Fontsource's "myanmar" files hold the whole Myanmar script: Burmese, and the letters Mon, Shan,
// Karen, Kayah and Pali add (U+1050-109F and the extension blocks), 608 glyphs. Burmese text uses
// U+1000-104F and the two joiners; HarfBuzz's subsetter keeps every glyph those reach through the
// font's shaping rules (stacked consonants, medials, kinzi), so the cut face draws Burmese exactly
// as the whole one does (burmese-font-subset.test.ts shapes the whole Burmese catalogue with
// both). app.css declares the whole face too, before the cut one: a browser tries the last
// declared face first and fetches the whole file only for a character outside the cut face's
// range, such as a Shan or Mon title.
//
//   npx tsx scripts/burmese-font-subset.ts    (after updating @fontsource/noto-sans-myanmar)
import fs from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';

const root = path.resolve(import.meta.dirname, '..');

export const BURMESE_WEIGHTS = ['400', '700'] as const;
export type BurmeseWeight = (typeof BURMESE_WEIGHTS)[number];

/** Burmese proper, the zero-width non-joiner and joiner, and the dotted circle a lone mark sits on. */
export const BURMESE_RANGES: [first: number, last: number][] = [
  [0x1000, 0x104f],
  [0x200c, 0x200d],
  [0x25cc, 0x25cc],
];

/** The same ranges as CSS writes them, for the cut face's `unicode-range` in app.css. */
export const BURMESE_UNICODE_RANGE = BURMESE_RANGES.map(([first, last]) => {
  const hex = (cp: number) => cp.toString(16).toUpperCase();
  return first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`;
}).join(', ');

export const wholeFontFile = (weight: BurmeseWeight) => path.join(root, `node_modules/@fontsource/noto-sans-myanmar/files/noto-sans-myanmar-myanmar-${weight}-normal.woff2`);
export const burmeseFontFile = (weight: BurmeseWeight) => path.join(root, `app/lib/fonts/noto-sans-myanmar-burmese-${weight}.woff2`);

export function subsetBurmeseFont(weight: BurmeseWeight): Promise<Buffer> {
  const text = BURMESE_RANGES.flatMap(([first, last]) => Array.from({ length: last - first + 1 }, (_, i) => String.fromCodePoint(first + i))).join('');
  return subsetFont(fs.readFileSync(wholeFontFile(weight)), text, { targetFormat: 'woff2' });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const weight of BURMESE_WEIGHTS) {
    const file = burmeseFontFile(weight);
    fs.writeFileSync(file, await subsetBurmeseFont(weight));
    console.log(`${path.relative(root, file)}: ${fs.statSync(file).size} bytes (the whole face: ${fs.statSync(wholeFontFile(weight)).size})`);
  }
}
