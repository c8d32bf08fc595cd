// An embedded database's files are made the portal's account's alone once, when it is new; at a
// later start only the files PGlite writes again loosely (its relation caches) are tightened.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { keepPgliteOwnerOnly } from './client.server';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-pglite-modes-'));
  // The shape of PGlite's folder, each entry as loose as PGlite leaves a new one.
  for (const folder of ['base', 'base/5', 'global']) fs.mkdirSync(path.join(dir, folder));
  for (const file of ['PG_VERSION', 'base/5/16384', 'base/5/pg_internal.init', 'global/pg_internal.init']) fs.writeFileSync(path.join(dir, file), '');
  for (const folder of ['base', 'base/5', 'global']) fs.chmodSync(path.join(dir, folder), 0o755);
  for (const file of ['PG_VERSION', 'base/5/16384', 'base/5/pg_internal.init', 'global/pg_internal.init']) fs.chmodSync(path.join(dir, file), 0o644);
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const modeOf = (file: string) => fs.statSync(path.join(dir, file)).mode & 0o777;

describe("the embedded database's files", () => {
  it('are all made the account\'s alone when the database is new', () => {
    keepPgliteOwnerOnly(dir, { isNew: true });
    expect(['base', 'base/5', 'global'].map(modeOf)).toEqual([0o700, 0o700, 0o700]);
    expect(['PG_VERSION', 'base/5/16384', 'base/5/pg_internal.init', 'global/pg_internal.init'].map(modeOf)).toEqual([0o600, 0o600, 0o600, 0o600]);
  });

  it('at a later start, are not walked again: only the relation caches PGlite rewrites are tightened', () => {
    keepPgliteOwnerOnly(dir, { isNew: false });
    expect(['base/5/pg_internal.init', 'global/pg_internal.init'].map(modeOf)).toEqual([0o600, 0o600]);
    expect(['base', 'base/5', 'PG_VERSION', 'base/5/16384'].map(modeOf)).toEqual([0o755, 0o755, 0o644, 0o644]);
  });
});
