// Takes every other account's access away from a folder and everything in it: folders 0700,
// files 0600 (0700 if they were executable). Links are left alone, never followed, and so is
// anything another account owns (its owner decides; and chmod would fail).
import fs from 'node:fs';
import path from 'node:path';

export function makeOwnerOnly(target: string) {
  const uid = process.getuid?.();
  const visit = (file: string) => {
    let stat: fs.Stats;
    try {
      stat = fs.lstatSync(file);
    } catch (error) {
      // Removed meanwhile (a cleaned-up temporary file): nothing left to protect.
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    if (stat.isSymbolicLink() || stat.uid !== uid) return;
    if (stat.mode & 0o077) fs.chmodSync(file, stat.mode & 0o700);
    if (stat.isDirectory()) for (const name of fs.readdirSync(file)) visit(path.join(file, name));
  };
  visit(target);
}
