// What a restore accepts, checked on the list of a backup's members before anything is unpacked or
// written: the backup's own names and the stored files under the names the portal gives them
// (backup-layout.server.ts), plain files and folders only (a link could pull in any file of the
// machine, a device or a pipe hang the restore), none larger than the portal ever makes.
import { LIMITS as LIMITS_OF_FORMS } from '../../lib/constants';
import { PROOF_MAX_BYTES } from '../../lib/forms/payment-inquiry';
import type { BackupMember } from './backup-members.server';
import { DATABASE_FILE, FILES, isStoredFileKey, MANIFEST, type DatabaseKind } from './backup-layout.server';

const MiB = 1024 * 1024;
const GiB = 1024 * MiB;

/**
 * Above any file the portal stores. Its images are WebP renditions at most 800 px wide, made from
 * uploads of at most 2 MB; payment proofs are uploads of at most 5 MB, PDFs kept as sent and
 * pictures re-encoded at high quality, which can make one a few times larger. So: six times the
 * largest upload, rounded up to a power of two (32 MiB).
 */
const MAX_STORED_FILE = 2 ** Math.ceil(Math.log2(6 * Math.max(PROOF_MAX_BYTES, LIMITS_OF_FORMS.imageBytesMax)));

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

/**
 * More entries than any backup of the portal lists. At the scale it is built for (100,000
 * listings, as `npm run bench` loads) with every listing's 12 photos in both renditions, a
 * backup holds 2.4 million files, besides payment proofs, other pictures and at most 260
 * folders. Each file's key is kept while the list is read (about 150 bytes): this bounds that
 * to some 450 MB, and the time tar spends listing an archive of empty entries.
 */
export const MAX_MEMBERS = 3_000_000;

export interface BackupContents {
  database: DatabaseKind;
  /** The stored files' keys. */
  keys: string[];
  /** All members' sizes together: what unpacking it writes. */
  bytes: number;
  /** The stored files' sizes together. */
  fileBytes: number;
}

export interface MemberCheckOptions {
  /** The room there is for what the backup unpacks, and the error when it needs more. */
  room?: { free: number; refuse(bytes: number): Error };
  maxMembers?: number;
}

/**
 * Checks a backup's members one at a time, as they are listed, and throws at the first that is
 * not what a backup of the portal holds: a hostile archive is refused at its first bad header,
 * before tar reads (and decompresses) what follows. `finish` then checks that it was all there.
 */
export function memberCheck(source: string, { room, maxMembers = MAX_MEMBERS }: MemberCheckOptions = {}) {
  const keys = new Set<string>();
  const databases = new Set<DatabaseKind>();
  // Only the folders the portal makes are kept (at most 260): a name listed twice is refused.
  const folders = new Set<string>();
  let manifest = false;
  let count = 0;
  let bytes = 0;
  let fileBytes = 0;
  // An unknown folder is refused at the next member, naming the file in it when that is one: a
  // reader looks for notes/todo.txt, not for its folder.
  let strangeFolder: string | undefined;
  const shown = (name: string) => (name.startsWith(`${FILES}/`) ? name.slice(FILES.length + 1) : name);
  const notStored = (name: string) => new Error(`The backup holds ${shown(name)}, which is not a file the portal stores: nothing was restored.`);

  function add({ name, kind, bytes: size }: BackupMember) {
    if (++count > maxMembers) {
      throw new Error(`The backup lists more than ${maxMembers.toLocaleString('en')} entries, more than any backup of the portal: nothing was restored.`);
    }
    if (strangeFolder !== undefined) {
      const inside = name.startsWith(`${strangeFolder}/`);
      if (inside && kind === 'folder') return;
      throw notStored(inside ? name : strangeFolder);
    }
    const key = name.startsWith(`${FILES}/`) ? name.slice(FILES.length + 1) : undefined;
    const twice = () => new Error(`The backup lists ${key ?? name} more than once: nothing was restored.`);
    if (kind === 'folder') {
      if (name !== '' && !FOLDERS.test(name)) {
        strangeFolder = name;
        return;
      }
      if (folders.has(name)) throw twice();
      folders.add(name);
      return;
    }
    if (kind === 'other') {
      throw new Error(`The backup holds ${shown(name)} as a link, a device or a pipe, where the portal stores only plain files: nothing was restored.`);
    }
    const known = key === undefined ? Object.hasOwn(LIMITS, name) : isStoredFileKey(key);
    if (!known) throw notStored(name);
    const limit = key === undefined ? LIMITS[name] : MAX_STORED_FILE;
    if (size > limit) {
      throw new Error(`The backup holds ${key ?? name} of ${describeSize(size)}, larger than any the portal makes (${describeSize(limit)}): nothing was restored.`);
    }
    if (key !== undefined) {
      if (keys.has(key)) throw twice();
      keys.add(key);
      fileBytes += size;
    } else if (name === MANIFEST) {
      if (manifest) throw twice();
      manifest = true;
    } else {
      const database = name === DATABASE_FILE.pglite ? 'pglite' : 'postgres';
      if (databases.has(database)) throw twice();
      databases.add(database);
    }
    bytes += size;
    if (room && bytes > room.free) throw room.refuse(bytes);
  }

  function finish(): BackupContents {
    if (strangeFolder !== undefined) throw notStored(strangeFolder);
    if (!manifest || databases.size !== 1) throw new Error(`${source} is not a complete backup of this portal (npm run backup writes one).`);
    return { database: [...databases][0], keys: [...keys], bytes, fileBytes };
  }

  return { add, finish };
}

/** Throws, naming the first member that is not what a backup of the portal holds. */
export function checkBackupMembers(members: BackupMember[], source: string, options?: MemberCheckOptions): BackupContents {
  const check = memberCheck(source, options);
  // Files first: a refusal names the file a reader looks for (notes/todo.txt), not its folder.
  for (const member of members) if (member.kind !== 'folder') check.add(member);
  for (const member of members) if (member.kind === 'folder') check.add(member);
  return check.finish();
}
