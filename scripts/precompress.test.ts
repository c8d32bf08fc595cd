// scripts/precompress.ts on a temp folder: which files get a .br and a .gz, that they decompress
// to the original, and that a second run writes nothing.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { MIN_BYTES, precompress } from './precompress';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const code = (lines: number) => Array.from({ length: lines }, (_, i) => `export const v${i} = 'value ${i % 11}';\n`).join('');
const write = (name: string, data: string | Buffer) => {
  fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
  fs.writeFileSync(path.join(dir, name), data);
};
const exists = (name: string) => fs.existsSync(path.join(dir, name));
const read = (name: string) => fs.readFileSync(path.join(dir, name));

it('writes brotli and gzip beside each compressible file, both smaller and decompressing to it', () => {
  write('entry-a1.js', code(400));
  write('app-b2.css', `.card { color: red; }\n`.repeat(200));
  write('icons/logo-c3.svg', `<svg xmlns="http://www.w3.org/2000/svg">${'<path d="M0 0h10v10H0z"/>'.repeat(80)}</svg>`);
  const { written } = precompress(dir);
  expect(written.map((f) => path.relative(dir, f)).sort()).toEqual(
    ['app-b2.css.br', 'app-b2.css.gz', 'entry-a1.js.br', 'entry-a1.js.gz', 'icons/logo-c3.svg.br', 'icons/logo-c3.svg.gz'].sort(),
  );
  for (const name of ['entry-a1.js', 'app-b2.css', 'icons/logo-c3.svg']) {
    const original = read(name);
    expect(zlib.brotliDecompressSync(read(`${name}.br`)).equals(original)).toBe(true);
    expect(zlib.gunzipSync(read(`${name}.gz`)).equals(original)).toBe(true);
    expect(read(`${name}.br`).length).toBeLessThan(read(`${name}.gz`).length); // brotli 11 beats gzip 9 on text
  }
});

it('skips small files, compressed formats, and text that does not shrink', () => {
  write('tiny-d4.js', 'export const x = 1;\n');
  write(`edge-e5.js`, 'x'.repeat(MIN_BYTES - 1));
  write('font-f6.woff2', Buffer.alloc(8192, 3));
  write('photo-g7.png', Buffer.alloc(8192, 3));
  // A .json by name, but random bytes: neither encoding makes it smaller, so neither is kept.
  write('noise-h8.json', Buffer.from(Array.from({ length: 4096 }, () => Math.floor(Math.random() * 256))));
  const { written } = precompress(dir);
  expect(written).toEqual([]);
  expect(fs.readdirSync(dir).sort()).toEqual(['edge-e5.js', 'font-f6.woff2', 'noise-h8.json', 'photo-g7.png', 'tiny-d4.js']);
});

it('is idempotent: a second run writes nothing and never compresses a .br or .gz', () => {
  write('entry-a1.js', code(400));
  const first = precompress(dir);
  expect(first.written).toHaveLength(2);
  const before = { br: read('entry-a1.js.br'), mtime: fs.statSync(path.join(dir, 'entry-a1.js.br')).mtimeMs };
  const second = precompress(dir);
  expect(second.written).toEqual([]);
  expect(second.upToDate).toHaveLength(2);
  expect(fs.readdirSync(dir).sort()).toEqual(['entry-a1.js', 'entry-a1.js.br', 'entry-a1.js.gz']);
  expect(read('entry-a1.js.br').equals(before.br)).toBe(true);
  expect(fs.statSync(path.join(dir, 'entry-a1.js.br')).mtimeMs).toBe(before.mtime);
  expect(exists('entry-a1.js.br.br')).toBe(false);
});

it('rewrites a variant older than its file', () => {
  write('entry-a1.js', code(400));
  precompress(dir);
  write('entry-a1.js', code(500));
  const later = new Date(Date.now() + 10_000);
  fs.utimesSync(path.join(dir, 'entry-a1.js'), later, later);
  expect(precompress(dir).written).toHaveLength(2);
  expect(zlib.brotliDecompressSync(read('entry-a1.js.br')).toString()).toBe(code(500));
});
