// The Burmese font the pages download (app/lib/fonts, scripts/burmese-font-subset.ts) is the whole Noto
// Sans Myanmar face cut down to Burmese: the committed files are what the script makes from the
// installed package, app.css gives the cut faces the script's ranges, and HarfBuzz shapes every
// Burmese text of the portal with the cut face into the same outlines at the same places as with
// the whole one.
import fs from 'node:fs';
import path from 'node:path';
import fontverter from 'fontverter';
import * as hb from 'harfbuzzjs';
import { describe, expect, it } from 'vitest';
import { my } from '../app/lib/i18n/my';
import { TOWNSHIPS } from '../app/lib/constants';
import { BURMESE_RANGES, BURMESE_UNICODE_RANGE, BURMESE_WEIGHTS, burmeseFontFile, subsetBurmeseFont, wholeFontFile, type BurmeseWeight } from './burmese-font-subset';

const inBurmeseRanges = (cp: number) => BURMESE_RANGES.some(([first, last]) => cp >= first && cp <= last);

/** Every run of Burmese characters in the catalogue and the townships' names (spaces, digits and Latin go to the device's font). */
const CATALOGUE_RUNS = [...new Set([...Object.values(my), ...TOWNSHIPS.map((t) => t.my)].flatMap((text) => text.match(/[\u1000-\u104f\u200c\u200d]+/g) ?? []))];

// Every consonant with each vowel sign, medial, asat and tone mark, stacked under 'မ' (kinzi and
// stacked consonants: a consonant, asat, virama, consonant), and each with 'ြ' around it.
const CONSONANTS = Array.from({ length: 0x21 }, (_, i) => String.fromCodePoint(0x1000 + i));
const SIGNS = ['ါ', 'ာ', 'ိ', 'ီ', 'ု', 'ူ', 'ေ', 'ဲ', 'ံ', '့', 'း', '်', 'ျ', 'ြ', 'ွ', 'ှ', 'ော်', 'ို', 'ျွ', 'ြု', 'ွှ'];
const SYLLABLES = CONSONANTS.flatMap((c) => [...SIGNS.map((sign) => c + sign), `မ${c === 'မ' ? 'င' : c}္${c}`, `င်္${c}ါ`, `${c}ြေ`]);

async function shaper(woff2: Buffer) {
  const font = new hb.Font(new hb.Face(new hb.Blob(await fontverter.convert(woff2, 'sfnt'))));
  return (text: string) => {
    const buffer = new hb.Buffer();
    buffer.addText(text);
    buffer.guessSegmentProperties();
    hb.shape(font, buffer);
    const positions = buffer.getGlyphPositions();
    return buffer.getGlyphInfos().map((glyph, i) => ({ glyph: glyph.codepoint, outline: font.glyphToPath(glyph.codepoint), cluster: glyph.cluster, ...positions[i] }));
  };
}

describe.each(BURMESE_WEIGHTS)('the Burmese face of weight %s', (weight: BurmeseWeight) => {
  it('is what the script makes from the installed package, half the whole face or less', async () => {
    const committed = fs.readFileSync(burmeseFontFile(weight));
    expect(Buffer.compare(await subsetBurmeseFont(weight), committed), 'run npx tsx scripts/burmese-font-subset.ts').toBe(0);
    expect(committed.length).toBeLessThanOrEqual(fs.statSync(wholeFontFile(weight)).size / 2);
  });

  it('draws every Burmese text of the portal and every syllable exactly as the whole face does', async () => {
    // One after the other: fontverter's WOFF2 decoder does not take two files at once.
    const whole = await shaper(fs.readFileSync(wholeFontFile(weight)));
    const cut = await shaper(fs.readFileSync(burmeseFontFile(weight)));
    const texts = [...CATALOGUE_RUNS, ...SYLLABLES];
    expect(CATALOGUE_RUNS.length).toBeGreaterThan(1000);
    expect(texts.every((text) => [...text].every((ch) => inBurmeseRanges(ch.codePointAt(0)!)))).toBe(true);
    // Glyph numbers differ between the two files: the outlines and their places must not.
    const drawn = (glyphs: ReturnType<typeof cut>) => JSON.stringify(glyphs.map(({ glyph: _, ...drawing }) => drawing));
    expect(texts.filter((text) => drawn(cut(text)) !== drawn(whole(text)))).toEqual([]);
    // and no character came out as the missing-glyph box (glyph 0)
    expect(texts.filter((text) => cut(text).some(({ glyph }) => glyph === 0))).toEqual([]);
  });
});

it("app.css declares the whole faces first and the cut ones after them, with the script's ranges", () => {
  const css = fs.readFileSync(path.join(import.meta.dirname, '../app/app.css'), 'utf8');
  // The faces the portal serves (the fallback faces after them name the device's own fonts).
  const faces = [...css.matchAll(/@font-face\s*{([^}]*)}/g)]
    .map((m) => ({ src: /url\('([^']+)'\)/.exec(m[1])?.[1], range: /unicode-range:\s*([^;]+);/.exec(m[1])?.[1] }))
    .filter((face) => face.src);
  expect(faces.map((face) => path.basename(face.src ?? ''))).toEqual([
    'noto-sans-myanmar-myanmar-400-normal.woff2',
    'noto-sans-myanmar-myanmar-700-normal.woff2',
    'noto-sans-myanmar-burmese-400.woff2',
    'noto-sans-myanmar-burmese-700.woff2',
  ]);
  expect(faces.slice(2).map((face) => face.range)).toEqual([BURMESE_UNICODE_RANGE, BURMESE_UNICODE_RANGE]);
});
