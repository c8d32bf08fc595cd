// The built stylesheet read from the client build beside the server's bundle
// (built-stylesheet.server.ts): build/server/index.js finds /assets/* in build/client/assets.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { builtAssetText } from './built-stylesheet.server';

function aBuild() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'built-stylesheet-'));
  fs.mkdirSync(path.join(root, 'server'));
  fs.mkdirSync(path.join(root, 'client/assets'), { recursive: true });
  fs.writeFileSync(path.join(root, 'client/assets/app-abc.css'), 'body{display:flex}');
  return pathToFileURL(path.join(root, 'server/index.js')).href;
}

describe('the built stylesheet', () => {
  it('is read from the client build beside the bundle', () => {
    expect(builtAssetText('/assets/app-abc.css', aBuild())).toBe('body{display:flex}');
  });

  it('names the missing file and what to do when the build has none', () => {
    expect(() => builtAssetText('/assets/app-missing.css', aBuild())).toThrow(/client\/assets\/app-missing\.css could not be read: run the production server from a whole build/);
  });
});
