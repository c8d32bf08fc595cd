// A listing title's own face: the bold Burmese face cut to the title's letters draws the title
// exactly as the site's bold face does, names only those letters, and reaches the page as a
// script that hands the browser the bytes.
import fs from 'node:fs';
import path from 'node:path';
import fontverter from 'fontverter';
import * as hb from 'harfbuzzjs';
import { describe, expect, it } from 'vitest';
import { BAHAN_CONDO_TITLE } from '../db/demo/factories.server';
import { burmeseTitleFamily, titleFontFamily } from '../lib/burmese-title-face';
import { cutTitleFace, titleFaceScript } from './burmese-title-face.server';

const boldFace = fs.readFileSync(path.resolve(import.meta.dirname, '../lib/fonts/noto-sans-myanmar-burmese-700.woff2'));

/** Each glyph's outline and place when HarfBuzz shapes `text` with `woff2`. */
async function drawing(woff2: Buffer, text: string) {
  const font = new hb.Font(new hb.Face(new hb.Blob(await fontverter.convert(woff2, 'sfnt'))));
  const buffer = new hb.Buffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  hb.shape(font, buffer);
  const positions = buffer.getGlyphPositions();
  return buffer.getGlyphInfos().map((glyph, i) => ({ missing: glyph.codepoint === 0, outline: font.glyphToPath(glyph.codepoint), cluster: glyph.cluster, ...positions[i] }));
}

describe("a listing title's own Burmese face", () => {
  it('draws the title as the bold Burmese face does, and covers only its letters', async () => {
    const title = `${BAHAN_CONDO_TITLE} 2 BR`;
    const face = await cutTitleFace(title, boldFace);
    expect(face?.family).toBe(burmeseTitleFamily(title));
    const cut = Buffer.from(face!.woff2Base64, 'base64');
    expect(cut.length).toBeLessThan(boldFace.length / 3);
    // Sequentially: fontverter's WOFF2 decoder does not take two files at once.
    const withCut = await drawing(cut, BAHAN_CONDO_TITLE);
    const withSite = await drawing(boldFace, BAHAN_CONDO_TITLE);
    expect(withCut.some((glyph) => glyph.missing)).toBe(false);
    expect(withCut).toEqual(withSite);
    const letters = [...new Set(BAHAN_CONDO_TITLE)].map((c) => `U+${c.codePointAt(0)!.toString(16).toUpperCase()}`).sort();
    expect(face!.unicodeRange.split(',').sort()).toEqual(letters);
  });

  it('is none for an English title, and none for letters the Burmese face lacks (Shan)', async () => {
    expect(await cutTitleFace('Sunny condo in Bahan', boldFace)).toBeNull();
    expect(titleFontFamily(burmeseTitleFamily('Sunny condo in Bahan'))).toBeUndefined();
    expect(await cutTitleFace('ၵႂၢမ်းတႆး', boldFace)).toBeNull();
  });

  it('reaches the page as a script, and the title asks for it by the same name', async () => {
    const face = (await cutTitleFace(BAHAN_CONDO_TITLE, boldFace))!;
    const script = titleFaceScript(face);
    expect(script).toMatch(/^try\{document\.fonts\.add\(new FontFace\(/);
    expect(script).toContain(`"${face.family}"`);
    expect(script).toContain(face.woff2Base64);
    expect(titleFontFamily(burmeseTitleFamily(BAHAN_CONDO_TITLE))).toBe(`"${face.family}", var(--font-sans)`);
  });
});
