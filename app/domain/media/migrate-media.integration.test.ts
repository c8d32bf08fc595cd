// `npm run media:migrate` against a real S3 server: what DATA_DIR holds reaches the bucket under
// the same keys, a second run copies nothing, a file changed since is copied again, and the
// script itself reports its counts.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, setS3Environment, type S3TestServer } from '../../../tests/support/storage';
import { diskStore } from './disk-store.server';
import { migrateMedia } from './migrate-media.server';
import { objectStore } from './object-store.server';

const root = path.resolve(import.meta.dirname, '../../..');
let s3: S3TestServer;
let dataDir: string;
const FILES: Record<string, Buffer> = {
  'media/3f/3f2504e0-4f89-41d3-9a0c-0305e82c3301-800.webp': Buffer.from('RIFF large rendition'),
  'media/3f/3f2504e0-4f89-41d3-9a0c-0305e82c3301-400.webp': Buffer.from('RIFF small'),
  'media/ab/abababab-abab-4bab-8bab-abababababab-800.webp': Buffer.from('RIFF another picture'),
  'private/proofs/11111111-2222-4333-8444-555555555555.pdf': Buffer.from('%PDF-1.4 a receipt'),
};

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-migrate-'));
  const disk = diskStore(dataDir);
  for (const [key, data] of Object.entries(FILES)) await disk.put(key, data);
  fs.writeFileSync(path.join(dataDir, 'media', '.DS_Store'), 'finder');
  fs.writeFileSync(path.join(dataDir, 'db.lock'), '1'); // outside media/ and private/: not touched
  s3 = await startS3Server();
  setS3Environment(s3.env);
});
afterAll(async () => {
  setS3Environment(null);
  await s3?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('migrateMedia', () => {
  it('copies every image and proof under its own key, leaving other files alone', async () => {
    const bucket = objectStore();
    expect(bucket.kind).toBe('s3');
    const report = await migrateMedia({ dataDir, target: bucket });
    expect(report).toEqual({ copied: 4, skipped: 0, ignored: ['media/.DS_Store'], failed: [] });
    expect(await bucket.list('')).toEqual(Object.keys(FILES).sort());
    for (const [key, data] of Object.entries(FILES)) expect((await bucket.get(key))!.equals(data), key).toBe(true);
  });

  it('copies nothing again; a file whose content changed since (same size) is copied again', async () => {
    expect(await migrateMedia({ dataDir, target: objectStore() })).toMatchObject({ copied: 0, skipped: 4, failed: [] });
    const key = 'media/ab/abababab-abab-4bab-8bab-abababababab-800.webp';
    const changed = Buffer.from('RIFF another PICTURE');
    expect(changed.length).toBe(FILES[key].length);
    await diskStore(dataDir).put(key, changed);
    expect(await migrateMedia({ dataDir, target: objectStore() })).toMatchObject({ copied: 1, skipped: 3, failed: [] });
    expect((await objectStore().get(key))!.equals(changed)).toBe(true);
  });

  it('npm run media:migrate reports its counts, and refuses to run without a bucket', async () => {
    const run = (env: Record<string, string>) =>
      promisify(execFile)(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'scripts/media-migrate.ts'], {
        cwd: root,
        env: { ...process.env, ...env, DATA_DIR: dataDir },
      }).then(
        (out) => ({ code: 0, ...out }),
        (error: { code: number; stdout: string; stderr: string }) => error,
      );
    const again = await run(s3.env);
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('Copied 0, already there 4, failed 0, ignored 1.');
    const { S3_BUCKET: _bucket, ...noBucket } = s3.env;
    const refused = await run({ ...noBucket, S3_BUCKET: '' });
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('S3_BUCKET is not set');
  });
});
