// `npm run backup -- <folder or .tar.gz>`: one consistent copy of the database and of the stored
// files (app/domain/backup/backup.server.ts), with the same DATA_DIR / DATABASE_URL / S3_* as the
// server. While a server holds the embedded database, the server takes the copy (over its local
// socket, server/admin-socket.ts) and keeps serving meanwhile.
import path from 'node:path';
import { backupIdlePglite, backupPostgres } from '../app/domain/backup/backup.server';
import { lockHolder } from '../app/db/lock.server';
import { objectStore } from '../app/domain/media/object-store.server';
import { getConfig } from '../app/server-lib/config.server';
import { prepareDataDir } from '../app/db/data-dir.server';
import { sendAdminCommand } from '../server/admin-socket';

const [given] = process.argv.slice(2);
if (!given) {
  console.error('Usage: npm run backup -- /path/to/new-folder   (or a name ending in .tar.gz for one archive file)');
  process.exit(2);
}
const target = path.resolve(given);
const config = getConfig();

async function backupThroughServer(holder: number): Promise<number> {
  const answer = await sendAdminCommand(config.dataDir, { command: 'backup', target }).catch(() => {
    throw new Error(`The embedded database in ${config.dataDir} is in use by process ${holder}, which did not answer. Stop it and run this again.`);
  });
  if (!answer.ok) throw new Error(answer.message);
  return answer.files ?? 0;
}

try {
  prepareDataDir(config.dataDir);
  const holder = config.DATABASE_URL ? undefined : lockHolder(config.dataDir);
  const files = config.DATABASE_URL
    ? (await backupPostgres(config.DATABASE_URL, objectStore(), target)).files
    : holder
      ? await backupThroughServer(holder)
      : (await backupIdlePglite(config.dataDir, objectStore(), target)).files;
  console.log(`Backup written to ${target}: the ${config.DATABASE_URL ? 'PostgreSQL' : 'embedded'} database and ${files} stored files.`);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
