// DATA_DIR holds the embedded database (e-mails, password hashes), payment proofs and the mail
// written without SMTP (password reset links): it is the portal's account's alone. Every process
// that works in it (the server, npm run admin, backup, restore, media:migrate) calls this first.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isMainThread } from 'node:worker_threads';
import { makeOwnerOnly } from './owner-only.server';

/** A DATA_DIR other accounts could change: the portal refuses to start on it. */
export class UnsafeDataDirError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnsafeDataDirError';
  }
}

const modeOf = (stat: fs.Stats) => (stat.mode & 0o7777).toString(8).padStart(3, '0');

/**
 * Whether an account other than this one may create, rename or remove entries in a folder. A
 * group-writable folder of the account's own group is not counted: with a group per user (the
 * default on Debian and Ubuntu, whose users' umask 002 makes folders 0775) that group is the
 * account alone.
 */
const othersCanWrite = (stat: fs.Stats) => (stat.mode & 0o002) !== 0 || ((stat.mode & 0o020) !== 0 && stat.gid !== process.getgid?.());

/**
 * Creates DATA_DIR (0700) when it is missing, and from now on makes every file and folder this
 * process creates its account's alone (umask 077). Refuses, with what to do, a DATA_DIR other
 * accounts can write (mode, owner), or one inside a folder they can write without the sticky bit
 * (they could rename DATA_DIR away and put their own in its place). One that others can only
 * read (0755, as versions before this made it) is made the account's alone, with all it holds.
 */
export function prepareDataDir(dataDir: string): { tightened: boolean } {
  // Process-wide and inherited by children; not allowed in a worker thread (which a test may be).
  if (isMainThread) process.umask(0o077);
  if (process.getuid === undefined) {
    fs.mkdirSync(dataDir, { recursive: true });
    return { tightened: false };
  }
  // The folders above first, before anything is created: those this creates are 0700.
  const target = path.resolve(dataDir);
  let existing = target;
  while (!fs.existsSync(existing)) existing = path.dirname(existing);
  const nearest = fs.realpathSync(existing);
  for (let folder = existing === target ? path.dirname(nearest) : nearest; ; folder = path.dirname(folder)) {
    const stat = fs.statSync(folder);
    if (othersCanWrite(stat) && (stat.mode & 0o1000) === 0) {
      throw new UnsafeDataDirError(
        `${folder}, which holds DATA_DIR (${dataDir}), can be written by other accounts on this machine (mode ${modeOf(stat)}): they could put a folder of their own in DATA_DIR's place. ` +
          `Run chmod go-w ${folder}, or set DATA_DIR to a folder elsewhere.`,
      );
    }
    if (folder === path.dirname(folder)) break;
  }
  fs.mkdirSync(target, { recursive: true, mode: 0o700 });
  const real = fs.realpathSync(target);
  const stat = fs.statSync(real);
  if (stat.uid !== process.getuid()) {
    throw new UnsafeDataDirError(
      `DATA_DIR (${dataDir}) belongs to another account (uid ${stat.uid}), which could read and change the portal's data. ` +
        `Give it to the account that runs the portal: chown -R ${os.userInfo().username} ${dataDir} && chmod 700 ${dataDir}`,
    );
  }
  if (othersCanWrite(stat)) {
    throw new UnsafeDataDirError(
      `DATA_DIR (${dataDir}) can be written by other accounts on this machine (mode ${modeOf(stat)}), who could read and change the portal's data. ` +
        `Check what it holds, then make it the portal's alone: chmod 700 ${dataDir}`,
    );
  }
  if ((stat.mode & 0o077) === 0) return { tightened: false };
  makeOwnerOnly(real);
  return { tightened: true };
}
