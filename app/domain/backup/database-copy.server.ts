// One consistent copy of the database, and putting it back.
// - Embedded (PGlite): its data folder, packed by PGlite itself (dumpDataDir) while no
//   transaction is open. PGlite is one process, so only the process that holds it can take the
//   copy: the server, when one runs. Nothing outside Node is needed.
// - PostgreSQL: pg_dump, from a snapshot this module exports and keeps open until the stored
//   files are copied too. pg_dump knows every object PostgreSQL has (pg-boss's partitioned job
//   tables, generated columns, extensions, sequences), which a copy written here would have to
//   learn one by one; its only demand is the client tools of the server's major version or newer.
import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { keepPgliteOwnerOnly, pgliteExtensions, pgliteFolder } from '../../db/client.server';
import { makeOwnerOnly } from '../../db/owner-only.server';
import { BACKUP_LOCK } from '../media/deletion-hold.server';
import { run } from './run-program.server';

/** Writes the embedded database's copy to `file`; its transactions wait meanwhile. */
export async function dumpPglite(client: PGlite, file: string) {
  // A checkpoint first: the copy then opens without replaying the write-ahead log.
  await client.exec('checkpoint');
  const dump = await client._runExclusiveTransaction(() => client.dumpDataDir('gzip'));
  await fs.promises.writeFile(file, Buffer.from(await dump.arrayBuffer()), { mode: 0o600 });
}

/** Opens DATA_DIR's embedded database for a copy when no server holds it (the caller holds the lock). */
export async function openPgliteForCopy(dataDir: string): Promise<PGlite> {
  const folder = pgliteFolder(dataDir);
  if (!fs.existsSync(path.join(folder, 'PG_VERSION'))) throw new Error(`There is no embedded database in ${dataDir} to back up.`);
  const { PGlite } = await import('@electric-sql/pglite');
  const client = await PGlite.create(folder, { extensions: await pgliteExtensions() });
  keepPgliteOwnerOnly(folder, { isNew: false });
  return client;
}

/** Refuses a DATA_DIR that has an embedded database: a restore never mixes two portals' data. */
export function assertPgliteEmpty(dataDir: string) {
  const folder = pgliteFolder(dataDir);
  if (fs.existsSync(folder) && fs.readdirSync(folder).length) {
    throw new Error(`${folder} already holds a database: restore into an empty DATA_DIR.`);
  }
}

/** Unpacks the copy as an embedded database in `folder` (a new one), for the portal's account alone. */
export async function loadPglite(file: string, folder: string) {
  fs.mkdirSync(folder, { mode: 0o700 });
  const { PGlite } = await import('@electric-sql/pglite');
  const client = await PGlite.create(folder, { extensions: await pgliteExtensions(), loadDataDir: new Blob([fs.readFileSync(file)]) });
  await client.close();
  makeOwnerOnly(folder);
}

/**
 * Writes PostgreSQL's copy to `file` from one snapshot, then runs `meanwhile` (the files' copy)
 * before letting the snapshot go. From before the snapshot until then, the shared advisory lock
 * keeps the portal's processes from deleting stored files (media/deletion-hold.server.ts).
 */
export async function dumpPostgres(url: string, file: string, meanwhile: () => Promise<void>) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock_shared($1)', [BACKUP_LOCK]);
    await client.query('begin isolation level repeatable read read only');
    const { rows } = await client.query<{ snapshot: string }>('select pg_export_snapshot() as snapshot');
    await runPgTool('pg_dump', url, ['--format=custom', `--snapshot=${rows[0].snapshot}`, `--file=${file}`]);
    fs.chmodSync(file, 0o600);
    await meanwhile();
    await client.query('commit');
  } finally {
    await client.end();
  }
}

/** Refuses a database that has any table: a restore never mixes two portals' data. */
export async function assertPostgresEmpty(url: string) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(
      `select n.nspname || '.' || c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_toast%' and n.nspname not like 'pg\\_temp%' limit 1`,
    );
    if (rows[0]) throw new Error(`The database at DATABASE_URL is not empty (it has ${rows[0].name}): restore into a new, empty database.`);
  } finally {
    await client.end();
  }
}

/** Puts the copy into the (empty) database, all or nothing. */
export async function restorePostgres(file: string, url: string) {
  // The objects get the restoring role as owner, whichever role owned them before.
  await runPgTool('pg_restore', url, ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', file]);
}

/**
 * Runs pg_dump or pg_restore on the database at `url`. The password goes in the environment, not
 * on the command line, where any local user could read it.
 */
async function runPgTool(tool: 'pg_dump' | 'pg_restore', url: string, args: string[]) {
  const { url: withoutPassword, password } = splitPassword(url);
  const env = { ...process.env, ...(password === undefined ? {} : { PGPASSWORD: password }) };
  await run(pgToolPath(tool), [`--dbname=${withoutPassword}`, ...args], { env });
}

/** The newest installed PostgreSQL's own copy of the tool (Debian's layout), else the one on PATH. */
function pgToolPath(tool: string): string {
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root) ? fs.readdirSync(root).filter((v) => /^\d+$/.test(v)) : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a)).map((v) => path.join(root, v, 'bin', tool));
  return newest.find((file) => fs.existsSync(file)) ?? tool;
}

export function splitPassword(url: string): { url: string; password?: string } {
  const match = /^([a-z][a-z\d+.-]*:\/\/[^:/?#@]*):([^/?#@]*)@/i.exec(url);
  if (!match) return { url };
  return { url: `${match[1]}@${url.slice(match[0].length)}`, password: decodeURIComponent(match[2]) };
}
