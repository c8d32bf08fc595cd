// `npm run restore -- <folder or .tar.gz>`: puts a backup of `npm run backup` back, into the
// database and file store that DATA_DIR / DATABASE_URL / S3_* name. Both must be empty: an empty
// DATA_DIR (and no server running on it), or a new PostgreSQL database and an empty bucket.
import path from 'node:path';
import { restoreBackup } from '../app/domain/backup/restore-backup.server';
import { objectStore } from '../app/domain/media/object-store.server';
import { getConfig } from '../app/server-lib/config.server';
import { prepareDataDir } from '../app/db/data-dir.server';

const [given] = process.argv.slice(2);
if (!given) {
  console.error('Usage: npm run restore -- /path/to/backup   (the folder or .tar.gz that npm run backup wrote)');
  process.exit(2);
}
const config = getConfig();
try {
  prepareDataDir(config.dataDir);
  const { manifest, files } = await restoreBackup(path.resolve(given), config, objectStore());
  console.log(`Restored the backup taken ${manifest.createdAt}: the database and ${files} stored files. Start the server as usual.`);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
