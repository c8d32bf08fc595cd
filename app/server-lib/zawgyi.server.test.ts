// Zawgyi to Unicode on real text: the Universal Declaration of Human Rights and Myanmar
// government pages, in Zawgyi and in Unicode, as Google's myanmar-tools ships them for its own
// tests. Unicode text and English are left alone.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { slicesOf, unicodeFields, unicodeText } from './zawgyi.server';

const resources = path.join(path.dirname(createRequire(import.meta.url).resolve('myanmar-tools/package.json')), 'resources');
const lines = (file: string) =>
  fs
    .readFileSync(path.join(resources, file), 'utf8')
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'));

/** Pairs of the same line in Zawgyi and in Unicode, with Burmese in them. */
function samples(zawgyiFile: string, unicodeFile: string) {
  const zawgyi = lines(zawgyiFile);
  const unicode = lines(unicodeFile);
  expect(zawgyi.length).toBe(unicode.length);
  return zawgyi.map((line, i) => [line, unicode[i]] as const).filter(([line]) => /[\u1000-\u109F]{8}/.test(line));
}

describe('Zawgyi text', () => {
  it('is converted to exactly the Unicode of Myanmar government pages, line by line', () => {
    // The Zawgyi is the source here and the Unicode the expected conversion.
    const pairs = samples('mmgov_zawgyi_src.txt', 'mmgov_unicode_out.txt');
    expect(pairs.length).toBeGreaterThan(40);
    const converted = pairs.map(([zawgyi, unicode]) => ({ result: unicodeText(zawgyi), unicode })).filter(({ result }) => result.converted);
    expect(converted.map(({ result }) => result.text)).toEqual(converted.map(({ unicode }) => unicode));
    // Nearly every line is sure enough to convert; the rest (lines the detector is unsure of)
    // stay as typed rather than risk changing Unicode.
    expect(converted.length / pairs.length).toBeGreaterThan(0.9);
  });

  it('is detected in the UDHR, and what it becomes reads as Unicode; the Unicode original is never touched', () => {
    // Here the Unicode is the source, and the Zawgyi was made from it (not exactly reversible).
    const pairs = samples('udhr_mya_zawgyi_out.txt', 'udhr_mya_unicode_src.txt');
    const converted = pairs.map(([zawgyi]) => unicodeText(zawgyi)).filter((result) => result.converted);
    // What each became: none of it taken for Zawgyi again.
    expect(converted.filter((result) => unicodeText(result.text).converted).map((result) => result.text)).toEqual([]);
    for (const [, unicode] of pairs) expect(unicodeText(unicode)).toEqual({ text: unicode, converted: false });
    expect(converted.length / pairs.length).toBeGreaterThan(0.9);
  });

  it('leaves English, numbers and mixed Unicode text alone', () => {
    for (const text of ['Condo for rent in Bahan', '09 123 456 789', '', 'ဗဟန်းမြို့နယ် condo 2 ခန်း']) expect(unicodeText(text)).toEqual({ text, converted: false });
  });

  it('converts a long text slice by slice to what each of its lines converts to', async () => {
    const pairs = samples('mmgov_zawgyi_src.txt', 'mmgov_unicode_out.txt');
    const zawgyi = pairs.map(([line]) => line).join('\n');
    expect(zawgyi.length).toBeGreaterThan(5_000);
    const expected = pairs.map(([line]) => unicodeText(line).text).join('\n');
    expect(unicodeText(zawgyi).text).toBe(expected);
    expect((await unicodeFields({ description: zawgyi })).value.description).toBe(expected);
  });

  it('cuts slices before a space, or at their length when there is none', () => {
    const words = 'ျမန္မာ '.repeat(400);
    const slices = [...slicesOf(words)];
    expect(slices.join('')).toBe(words);
    expect(Math.max(...slices.map((s) => s.length))).toBeLessThanOrEqual(500);
    expect(slices.slice(1).every((s) => s.startsWith(' '))).toBe(true);
    const marks = '\u1039'.repeat(1_234);
    expect([...slicesOf(marks)].map((s) => s.length)).toEqual([500, 500, 234]);
  });

  it('converts every field of a form or body, naming the fields it changed', async () => {
    const zawgyi = 'ဗဟန္းၿမိဳ႕နယ္ ကြန္ဒိုအခန္း ငွားရန္';
    const { value, converted } = await unicodeFields({ name: zawgyi, phone: '09 123', imageUrls: ['/a.webp'], nested: { note: zawgyi } });
    expect(value).toEqual({ name: 'ဗဟန်းမြို့နယ် ကွန်ဒိုအခန်း ငှားရန်', phone: '09 123', imageUrls: ['/a.webp'], nested: { note: 'ဗဟန်းမြို့နယ် ကွန်ဒိုအခန်း ငှားရန်' } });
    expect(converted.sort()).toEqual(['name', 'nested']);
    // A password is compared as typed, Zawgyi or not.
    expect((await unicodeFields({ password: zawgyi })).value).toEqual({ password: zawgyi });
    const unchanged = { name: 'Condo' };
    expect(await unicodeFields(unchanged)).toEqual({ value: unchanged, converted: [] });
  });
});
