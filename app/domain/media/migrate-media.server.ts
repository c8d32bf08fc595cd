// `npm run media:migrate`: copies what DATA_DIR holds (public images under media/, payment proofs
// under private/) into the bucket, key for key. Safe to run again, and while the portal runs: an
// object already in the bucket with the same size and content (its MD5, when the bucket's ETag
// tells it) is left alone, and a file that fails is counted and the rest goes on.
import { createHash } from 'node:crypto';
import { diskStore } from './disk-store.server';
import { PRIVATE_AREA, PUBLIC_AREA, isStorageKey as isKey, type ObjectStore } from './object-store-contract.server';

export interface MigrationReport {
  copied: number;
  /** Already in the bucket, the same. */
  skipped: number;
  /** Not names the portal makes (editor backups, .DS_Store...): left on the disk. */
  ignored: string[];
  failed: { key: string; error: string }[];
}

/** Four files in flight at once: quick over a network, gentle on the bucket and the disk. */
const PARALLEL = 4;

export async function migrateMedia({ dataDir, target, onProgress }: { dataDir: string; target: ObjectStore; onProgress?: (done: number, total: number) => void }): Promise<MigrationReport> {
  const source = diskStore(dataDir);
  const all = [...(await source.list(`${PUBLIC_AREA}/`)), ...(await source.list(`${PRIVATE_AREA}/`))];
  const report: MigrationReport = { copied: 0, skipped: 0, ignored: all.filter((key) => !isKey(key)), failed: [] };
  const keys = all.filter(isKey);
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < keys.length) {
      const key = keys[next++];
      try {
        if (await copyOne(source, target, key)) report.copied++;
        else report.skipped++;
      } catch (error) {
        report.failed.push({ key, error: (error as Error).message });
      }
      onProgress?.(++done, keys.length);
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  report.failed.sort((a, b) => a.key.localeCompare(b.key));
  return report;
}

/** True when the file was copied, false when the bucket already had it. */
async function copyOne(source: ObjectStore, target: ObjectStore, key: string): Promise<boolean> {
  const data = await source.get(key);
  if (!data) return false; // removed since the listing: nothing to copy
  const there = await target.stat(key);
  const md5 = createHash('md5').update(data).digest('hex');
  // A multipart upload's ETag is no MD5: then the size alone must agree.
  if (there && there.bytes === data.length && (there.md5 === undefined || there.md5 === md5)) return false;
  await target.put(key, data);
  return true;
}
