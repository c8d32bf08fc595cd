// Draws the word 'မြန်မာ' ("Burmese", on the language switch) as one SVG path, with Noto Sans
// Myanmar semibold, into app/components/layout/burmese-wordmark.svg (the language switch's mask, app.css).
//
// Why a drawing: the switch shows that word on every English page, and as text it would make
// every English page download the Burmese font (or show empty boxes where no Myanmar font is
// installed). Burmese needs a shaping engine to draw (the medial ra goes around its consonant),
// so HarfBuzz draws it: `apt-get install libharfbuzz-bin` for hb-view, then
// `npx tsx scripts/burmese-wordmark.ts`. Only needed again to change the word or the font.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

const WORD = 'မြန်မာ';
const OUT = 'app/components/layout/burmese-wordmark.svg';
const WOFF = 'node_modules/@fontsource/noto-sans-myanmar/files/noto-sans-myanmar-myanmar-600-normal.woff';
/** Font units (1,000 per em) per path unit: 250 units per em, a twentieth of a pixel at 14 px. */
const SCALE = 4;

/** WOFF 1 is a TrueType font with each table deflated: inflate them back into a .ttf HarfBuzz reads. */
function woffToTtf(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('Not a WOFF 1 file');
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, i) => {
    const entry = 44 + i * 20;
    const [offset, compressed, original] = [woff.readUInt32BE(entry + 4), woff.readUInt32BE(entry + 8), woff.readUInt32BE(entry + 12)];
    const raw = woff.subarray(offset, offset + compressed);
    return { tag: woff.toString('latin1', entry, entry + 4), checksum: woff.readUInt32BE(entry + 16), data: compressed < original ? zlib.inflateSync(raw) : raw };
  });
  const selector = Math.floor(Math.log2(count));
  const header = Buffer.alloc(12 + 16 * count);
  header.writeUInt32BE(woff.readUInt32BE(4), 0);
  header.writeUInt16BE(count, 4);
  header.writeUInt16BE(2 ** selector * 16, 6);
  header.writeUInt16BE(selector, 8);
  header.writeUInt16BE(count * 16 - 2 ** selector * 16, 10);
  const bodies: Buffer[] = [];
  let at = header.length;
  tables.forEach((table, i) => {
    header.write(table.tag, 12 + 16 * i, 'latin1');
    header.writeUInt32BE(table.checksum, 16 + 16 * i);
    header.writeUInt32BE(at, 20 + 16 * i);
    header.writeUInt32BE(table.data.length, 24 + 16 * i);
    const padded = Buffer.alloc((table.data.length + 3) & ~3);
    table.data.copy(padded);
    bodies.push(padded);
    at += padded.length;
  });
  return Buffer.concat([header, ...bodies]);
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wordmark-'));
const ttf = path.join(dir, 'font.ttf');
fs.writeFileSync(ttf, woffToTtf(fs.readFileSync(WOFF)));
// At 1,000 px a pixel is a font unit. Cairo writes each glyph once (<symbol>) and places it (<use>).
const svg = execFileSync('hb-view', ['--output-format=svg', '--font-size=1000', '--margin=0', ttf, WORD], { encoding: 'utf8' });
fs.rmSync(dir, { recursive: true });

const glyphs = new Map([...svg.matchAll(/<symbol[^>]*id="([^"]+)">\s*<path[^>]*d="([^"]*)"/g)].map((m) => [m[1], m[2]]));
const uses = [...svg.matchAll(/<use xlink:href="#([^"]+)" x="([\d.-]+)" y="([\d.-]+)"\/>/g)];
const baseline = Number(uses[0][3]);
const box = { left: Infinity, top: Infinity, right: -Infinity, bottom: -Infinity };
let d = '';
for (const [, id, x, y] of uses) {
  // Cairo's paths are absolute M, L, C and Z: move each point by the glyph's place.
  const tokens = glyphs.get(id)!.trim().split(/\s+/);
  const numbers: number[] = [];
  for (const token of tokens) {
    if (/^[MLCZ]$/.test(token)) {
      d += token;
      continue;
    }
    numbers.push(Number(token));
    if (numbers.length < 2) continue;
    const px = Math.round((numbers[0] + Number(x)) / SCALE);
    const py = Math.round((numbers[1] + Number(y) - baseline) / SCALE);
    numbers.length = 0;
    Object.assign(box, { left: Math.min(box.left, px), top: Math.min(box.top, py), right: Math.max(box.right, px), bottom: Math.max(box.bottom, py) });
    d += `${/\d$/.test(d) ? ' ' : ''}${px} ${py}`;
  }
}
d = d.replace(/ (-)/g, '$1');
// 250 units per em with the baseline at 0: app.css draws the box 1.47em high to match text of the same size.
const viewBox = `${box.left} ${box.top} ${box.right - box.left} ${box.bottom - box.top}`;
fs.writeFileSync(OUT, `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}"><path d="${d}"/></svg>\n`);
console.log(`${OUT}: viewBox ${viewBox}; if it changed, set the width and height of .burmese-wordmark in app/app.css to its proportions.`);
