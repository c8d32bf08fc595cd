// Code that may run in the browser makes its schemas through lib/schemas/zod.ts, which turns off
// Zod's eval probe before any schema is made (a CSP violation otherwise). Server-only modules
// (*.server.ts, the /api routes) may import Zod directly.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const APP = path.resolve(import.meta.dirname, '../..');
const serverOnly = (file: string) => /\.server\.tsx?$/.test(file) || file.includes(`${path.sep}routes${path.sep}api${path.sep}`) || /\.test\.tsx?$/.test(file);

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('Zod in the browser', () => {
  it('is imported (as a value) only through lib/schemas/zod.ts by code that may run there', () => {
    const direct = sources(APP)
      .filter((file) => !serverOnly(file) && file !== path.join(APP, 'lib/schemas/zod.ts'))
      .filter((file) => /^import (?!type )[^;]*from 'zod(\/[^']*)?';/m.test(fs.readFileSync(file, 'utf8')))
      .map((file) => path.relative(APP, file));
    expect(direct).toEqual([]);
  });
});
