// The stylesheet put into each page as it is sent (site-stylesheet.server.ts): read from the client
// build beside the server's bundle, and written into the page's empty <style data-href>.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { builtStylesheetText, stylesheetFiller } from './site-stylesheet.server';

function aBuild() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'site-stylesheet-'));
  fs.mkdirSync(path.join(root, 'server'));
  fs.mkdirSync(path.join(root, 'client/assets'), { recursive: true });
  fs.writeFileSync(path.join(root, 'client/assets/app-abc.css'), 'body{display:flex}');
  return pathToFileURL(path.join(root, 'server/index.js')).href;
}

const page = (head: string, body = '<p>Hello</p>'): Buffer<ArrayBuffer> => Buffer.from(`<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`);
/** The page as rendered-pages hands it out: pieces, here cut where a nonce would go. */
const pieces = (page: Buffer<ArrayBuffer>) => [page.subarray(0, 20), page.subarray(20)];
const text = (pieces: Buffer[]) => Buffer.concat(pieces).toString();

describe('the site stylesheet on the server', () => {
  it('is read from the client build beside the bundle', () => {
    expect(builtStylesheetText('/assets/app-abc.css', aBuild())).toBe('body{display:flex}');
  });

  it('names the missing file and what to do when the build has none', () => {
    expect(() => builtStylesheetText('/assets/app-missing.css', aBuild())).toThrow(/client\/assets\/app-missing\.css could not be read: run the production server from a whole build/);
  });

  it("is written into the page's empty <style data-href>, once", () => {
    const fill = stylesheetFiller('/assets/app-abc.css', 'body{display:flex}');
    const filled = fill(pieces(page('<style data-href="/assets/app-abc.css"></style>', '<p>&lt;style data-href="/assets/app-abc.css"&gt;</p>')), false);
    expect(text(filled)).toBe(page('<style data-href="/assets/app-abc.css">body{display:flex}</style>', '<p>&lt;style data-href="/assets/app-abc.css"&gt;</p>').toString());
  });

  it('is named by an @import for a browser that has the file in its cache', () => {
    const fill = stylesheetFiller('/assets/app-abc.css', 'body{display:flex}');
    const filled = fill(pieces(page('<style data-href="/assets/app-abc.css"></style>')), true);
    expect(text(filled)).toBe(page('<style data-href="/assets/app-abc.css">@import url("/assets/app-abc.css");</style>').toString());
  });

  it('leaves a page without the element as it is (a development build links the file)', () => {
    const fill = stylesheetFiller('/assets/app-abc.css', 'body{display:flex}');
    const linked = pieces(page('<link rel="stylesheet" href="/assets/app-abc.css"/>'));
    expect(fill(linked, false)).toBe(linked);
    expect(fill(linked, true)).toBe(linked);
  });

  it('refuses a text that would end its element early', () => {
    expect(() => stylesheetFiller('/assets/app-abc.css', 'a::after{content:"</style>"}')).toThrow(/<\/style/);
  });
});
