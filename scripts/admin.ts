// `npm run admin -- --email E --password P`: create an admin, or promote an existing user.
// Uses the same DATA_DIR / DATABASE_URL as the server. If a server already holds the embedded
// database, the command is handed to it over its local socket instead of opening the files.
import { parseArgs } from 'node:util';
import { openDatabase } from '../app/db/client.server';
import { lockHolder } from '../app/db/lock.server';
import { ensureReferenceData } from '../app/db/reference-data.server';
import { setDb } from '../app/db/registry.server';
import { makeAdmin } from '../app/domain/users/make-admin.server';
import { getConfig } from '../app/server-lib/config.server';
import { prepareDataDir } from '../app/db/data-dir.server';
import { sendAdminCommand } from '../server/admin-socket';

const { values } = parseArgs({ options: { email: { type: 'string' }, password: { type: 'string' } } });
if (!values.email || !values.password) {
  console.error('Usage: npm run admin -- --email you@example.com --password "a-long-password"');
  process.exit(2);
}
const payload = { email: values.email, password: values.password };
const config = getConfig();

const report = (created: boolean | undefined) =>
  console.log(created ? `Admin ${payload.email} created.` : `User ${payload.email} is now an admin (password set).`);

try {
  prepareDataDir(config.dataDir);
  const holder = config.DATABASE_URL ? undefined : lockHolder(config.dataDir);
  if (holder) {
    const answer = await sendAdminCommand(config.dataDir, { command: 'make-admin', ...payload }).catch(() => {
      throw new Error(`The embedded database in ${config.dataDir} is in use by process ${holder}, which did not answer. Stop it and run this again.`);
    });
    if (!answer.ok) throw new Error(answer.message);
    report(answer.created);
  } else {
    const opened = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
    setDb(opened.db);
    try {
      await ensureReferenceData();
      report((await makeAdmin(payload)).created);
    } finally {
      await opened.close();
    }
  }
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
