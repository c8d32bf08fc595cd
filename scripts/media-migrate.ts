// `npm run media:migrate`: copies the images and payment proofs under DATA_DIR into the bucket
// that S3_BUCKET and its settings name (README, "More than one machine"). Run it from a machine
// that has the old DATA_DIR, with the same S3_* variables as the portal; run it again after the
// switch to catch uploads made meanwhile: what the bucket already has is skipped.
import { migrateMedia } from '../app/domain/media/migrate-media.server';
import { objectStore } from '../app/domain/media/object-store.server';
import { getConfig } from '../app/server-lib/config.server';
import { prepareDataDir } from '../app/db/data-dir.server';

const config = getConfig();
if (!config.S3_BUCKET) {
  console.error('S3_BUCKET is not set: set it and the other S3_* variables the portal will use, then run this again.');
  process.exit(2);
}
try {
  prepareDataDir(config.dataDir);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
console.log(`Copying ${config.dataDir}/media and ${config.dataDir}/private into the bucket ${config.S3_BUCKET}...`);
let shown = 0;
const report = await migrateMedia({
  dataDir: config.dataDir,
  target: objectStore(),
  onProgress(done, total) {
    if (done === total || done - shown >= 500) {
      shown = done;
      console.log(`  ${done} of ${total} files`);
    }
  },
});
for (const key of report.ignored) console.log(`Ignored (not a file the portal makes): ${key}`);
for (const { key, error } of report.failed) console.error(`Failed: ${key}: ${error}`);
console.log(`Copied ${report.copied}, already there ${report.skipped}, failed ${report.failed.length}, ignored ${report.ignored.length}.`);
process.exit(report.failed.length ? 1 : 0);
