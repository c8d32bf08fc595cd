// The browser reaches /api through lib/api-client.ts alone (pages use their
// own loaders and actions through React Router); server modules may fetch what they need.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const appDir = path.resolve(import.meta.dirname, '..');
const sources = (fs.readdirSync(appDir, { recursive: true }) as string[])
  .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.server.ts'))
  .map((name) => name.split(path.sep).join('/'));

describe('browser code', () => {
  it('is found', () => {
    expect(sources).toContain('lib/api-client.ts');
  });

  // The offline service worker fetches pages, photos and the build's files for its caches, never /api (lib/offline-cache.ts: isNeverHandled).
  it.each(sources.filter((name) => name !== 'lib/api-client.ts' && !name.startsWith('service-worker/')))('%s calls no fetch() of its own', (name) => {
    expect(fs.readFileSync(path.join(appDir, name), 'utf8')).not.toMatch(/\bfetch\(/);
  });
});
