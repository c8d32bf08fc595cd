import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../db/demo/factories.server';
import { utf8Bytes } from './utf8-bytes.server';

/** Random text from every range a page holds: ASCII markup, Latin-1, Burmese, emoji (pairs), and lone surrogates. */
function randomText(length: number, random: () => number): string {
  const pick = [
    () => String.fromCharCode(32 + Math.floor(random() * 95)),
    () => String.fromCharCode(0xa0 + Math.floor(random() * 0x60)),
    () => String.fromCharCode(0x1000 + Math.floor(random() * 0xa0)),
    () => String.fromCodePoint(0x1f300 + Math.floor(random() * 0x200)),
    () => String.fromCharCode(0xd800 + Math.floor(random() * 0x800)),
  ];
  let text = '';
  while (text.length < length) text += pick[Math.floor(random() * pick.length)]();
  return text;
}

describe('utf8Bytes', () => {
  it("encodes as Buffer.from(text, 'utf8') does, lone surrogates included", () => {
    const random = mulberry32(15);
    for (let i = 0; i < 500; i++) {
      const text = randomText(Math.floor(random() * 400), random);
      expect(Buffer.from(utf8Bytes([text])).equals(Buffer.from(text, 'utf8')), JSON.stringify(text)).toBe(true);
    }
  });

  it('encodes the segments of a page one after the other', () => {
    const random = mulberry32(24);
    for (let i = 0; i < 100; i++) {
      const parts = Array.from({ length: 1 + Math.floor(random() * 8) }, () => randomText(Math.floor(random() * 3000), random));
      const expected = Buffer.concat(parts.map((part) => Buffer.from(part, 'utf8')));
      expect(Buffer.from(utf8Bytes(parts)).equals(expected)).toBe(true);
    }
  });

  it('gives each page bytes of its own, whatever its size', () => {
    const first = utf8Bytes(['<p>ဗဟန်း</p>']);
    const large = 'မ'.repeat(300_000); // past the scratch buffer's first size
    const second = utf8Bytes([large.slice(0, 1000), large.slice(1000)]);
    expect(Buffer.from(first).toString('utf8')).toBe('<p>ဗဟန်း</p>');
    expect(Buffer.from(second).toString('utf8')).toBe(large);
    expect(Buffer.from(utf8Bytes([''])).length).toBe(0);
    expect(Buffer.from(utf8Bytes([])).length).toBe(0);
  });
});
