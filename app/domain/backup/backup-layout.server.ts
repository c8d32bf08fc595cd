// The names inside a backup, which `npm run backup` writes (backup-folder.server.ts) and
// `npm run restore` accepts, and no other:
//   backup.json        what it holds (the database's kind, how many files, when)
//   database.tar.gz    the embedded database's data folder, or
//   database.pgdump    PostgreSQL's pg_dump in its custom format
//   files/media/...    the stored files under their keys (app/domain/media/object-store.server.ts)
//   files/private/...
import { isImageKey } from '../media/images.server';
import { isProofStoreKey } from '../packages/proof-storage.server';

export type DatabaseKind = 'pglite' | 'postgres';

export interface Manifest {
  format: 1;
  createdAt: string;
  database: DatabaseKind;
  files: number;
}

export const DATABASE_FILE: Record<DatabaseKind, string> = { pglite: 'database.tar.gz', postgres: 'database.pgdump' };
export const MANIFEST = 'backup.json';
export const FILES = 'files';

/**
 * A key of a file the portal stores: its images' renditions and its payment proofs. A backup
 * copies no other file found in the store, and a restore refuses a backup holding one.
 */
export const isStoredFileKey = (key: string) => isImageKey(key) || isProofStoreKey(key);
