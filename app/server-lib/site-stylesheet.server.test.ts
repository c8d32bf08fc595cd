// The stylesheet a production page carries (site-stylesheet.server.ts): read from the client
// build beside the server's bundle.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { builtStylesheetText } from './site-stylesheet.server';

function aBuild() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'site-stylesheet-'));
  fs.mkdirSync(path.join(root, 'server'));
  fs.mkdirSync(path.join(root, 'client/assets'), { recursive: true });
  fs.writeFileSync(path.join(root, 'client/assets/app-abc.css'), 'body{display:flex}');
  return pathToFileURL(path.join(root, 'server/index.js')).href;
}

describe('the site stylesheet on the server', () => {
  it('is read from the client build beside the bundle', () => {
    expect(builtStylesheetText('/assets/app-abc.css', aBuild())).toBe('body{display:flex}');
  });

  it('names the missing file and what to do when the build has none', () => {
    expect(() => builtStylesheetText('/assets/app-missing.css', aBuild())).toThrow(/client\/assets\/app-missing\.css could not be read: run the production server from a whole build/);
  });

  it('refuses a text that would end its element early', () => {
    const bundle = aBuild();
    fs.writeFileSync(new URL('../client/assets/app-abc.css', bundle), 'a::after{content:"</style>"}');
    expect(() => builtStylesheetText('/assets/app-abc.css', bundle)).toThrow(/<\/style/);
  });
});
