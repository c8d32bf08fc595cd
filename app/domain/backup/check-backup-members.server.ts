// What a restore accepts, checked on the list of a backup's members before anything is unpacked or
// written: the backup's own names and the stored files under the names the portal gives them
// (backup-layout.server.ts), plain files and folders only (a link could pull in any file of the
// machine, a device or a pipe hang the restore), none larger than the portal ever makes.
import type { BackupMember } from './backup-members.server';
import { DATABASE_FILE, FILES, isStoredFileKey, MANIFEST, type DatabaseKind } from './backup-layout.server';

const MiB = 1024 * 1024;
const GiB = 1024 * MiB;

/**
 * Above any file the portal stores: its images are WebP renditions at most 800 px wide (a few
 * hundred KB), payment proofs are uploads of at most 5 MB, PDFs kept as sent and pictures
 * re-encoded at high quality (which can make one a few times larger).
 */
export const MAX_STORED_FILE = 32 * MiB;

const LIMITS: Record<string, number> = {
  [MANIFEST]: 64 * 1024,
  // PGlite takes its copy whole, in memory; Node reads at most 2 GiB of a file at once.
  [DATABASE_FILE.pglite]: 2 * GiB - 1,
  // pg_restore reads it as a stream: as large as the disk has room for (restore-backup.server.ts).
  [DATABASE_FILE.postgres]: Number.MAX_SAFE_INTEGER,
};

/** The folders the stored files' keys pass through (`files/media/ab/`, `files/private/proofs/`). */
const FOLDERS = /^files(?:\/media(?:\/[0-9a-f]{2})?|\/private(?:\/proofs)?)?$/;

export const describeSize = (bytes: number) => (bytes >= GiB ? `${(bytes / GiB).toFixed(1)} GiB` : `${Math.ceil(bytes / MiB)} MiB`);

export interface BackupContents {
  database: DatabaseKind;
  /** The stored files' keys. */
  keys: string[];
  /** All members' sizes together: what unpacking it writes. */
  bytes: number;
  /** The stored files' sizes together. */
  fileBytes: number;
}

/** Throws, naming the first member that is not what a backup of the portal holds. */
export function checkBackupMembers(members: BackupMember[], source: string): BackupContents {
  const keys = new Set<string>();
  const databases = new Set<DatabaseKind>();
  let manifest = false;
  let bytes = 0;
  let fileBytes = 0;
  // Files first: a refusal names the file a reader looks for (notes/todo.txt), not its folder.
  const ordered = [...members.filter((member) => member.kind !== 'folder'), ...members.filter((member) => member.kind === 'folder')];
  for (const { name, kind, bytes: size } of ordered) {
    if (name === '' && kind === 'folder') continue;
    const key = name.startsWith(`${FILES}/`) ? name.slice(FILES.length + 1) : undefined;
    const known = kind === 'folder' ? FOLDERS.test(name) : kind === 'file' && (key === undefined ? Object.hasOwn(LIMITS, name) : isStoredFileKey(key));
    if (!known) throw new Error(`The backup holds ${key ?? name}, which is not a file the portal stores: nothing was restored.`);
    if (kind === 'folder') continue;
    const limit = key === undefined ? LIMITS[name] : MAX_STORED_FILE;
    if (size > limit) {
      throw new Error(`The backup holds ${key ?? name} of ${describeSize(size)}, larger than any the portal makes (${describeSize(limit)}): nothing was restored.`);
    }
    bytes += size;
    if (key !== undefined) {
      keys.add(key);
      fileBytes += size;
    }
    else if (name === MANIFEST) manifest = true;
    else databases.add(name === DATABASE_FILE.pglite ? 'pglite' : 'postgres');
  }
  if (!manifest || databases.size !== 1) throw new Error(`${source} is not a complete backup of this portal (npm run backup writes one).`);
  return { database: [...databases][0], keys: [...keys], bytes, fileBytes };
}
