// What a backup holds, read without unpacking anything: a folder's entries as the disk has them,
// or an archive's as tar itself lists them (the same program unpacks it afterwards, so the names,
// kinds and sizes checked are the ones it would write).
import fs from 'node:fs';
import path from 'node:path';
import { ProgramFailedError, run } from './run-program.server';

export interface BackupMember {
  /** Its path inside the backup, with '/' between names, without a leading './' or a trailing '/'. */
  name: string;
  kind: 'file' | 'folder' | 'other';
  bytes: number;
}

// `tar -tv --numeric-owner` lines, with LC_ALL=C. GNU tar:
//   -rw------- 0/0            5 2026-11-27 10:00 ./backup.json
// bsdtar (libarchive, as on macOS):
//   -rw-------  0 0      0           5 Nov 27 10:00 ./backup.json
// A device shows "major,minor" where the size goes; a link, " -> target" or " link to target"
// after its name. Names come escaped ("\n"), so every member is one line.
const GNU_LINE = /^(.)\S{9} +\d+\/\d+ +(\d+|\d+,\d+) \d{4}-\d\d-\d\d \d\d:\d\d (.*)$/;
const BSD_LINE = /^(.)\S{9} +\d+ +\d+ +\d+ +(\d+|\d+, *\d+) [A-Z][a-z]{2} +\d{1,2} +(?:\d{4}|\d\d:\d\d) (.*)$/;

/** './files/media/' as 'files/media'; './' as ''. */
function normalName(name: string) {
  let normal = name.replace(/^(?:\.\/)+/, '');
  while (normal.endsWith('/')) normal = normal.slice(0, -1);
  return normal;
}

function memberOfLine(line: string): BackupMember {
  const match = GNU_LINE.exec(line) ?? BSD_LINE.exec(line);
  if (!match) throw new Error(`tar listed a member this cannot read: ${line}`);
  const [, type, size, listed] = match;
  const kind = type === '-' ? 'file' : type === 'd' ? 'folder' : 'other';
  const arrow = type === 'l' ? listed.indexOf(' -> ') : type === 'h' ? listed.indexOf(' link to ') : -1;
  return { name: normalName(arrow < 0 ? listed : listed.slice(0, arrow)), kind, bytes: kind === 'other' ? 0 : Number(size) };
}

/** Every entry of a backup folder, links and other non-files included (never followed). */
export function folderMembers(folder: string): BackupMember[] {
  return fs.readdirSync(folder, { recursive: true, encoding: 'utf8' }).map((name) => {
    const stat = fs.lstatSync(path.join(folder, name));
    const kind = stat.isFile() ? 'file' : stat.isDirectory() ? 'folder' : 'other';
    return { name: name.split(path.sep).join('/'), kind, bytes: kind === 'file' ? stat.size : 0 };
  });
}

/**
 * Hands each of the archive's members to `onMember` as tar lists it (GNU tar writes each line
 * before it reads the member's data). When `onMember` throws, tar is stopped there and this
 * rejects with what it threw; when tar fails, with `{ failure }`: a member it declared before it
 * failed was handed over, so an archive cut short after a header that claims gigabytes is
 * refused for that claim (check-backup-members.server.ts), not for being cut short.
 */
export async function listArchiveMembers(file: string, onMember: (member: BackupMember) => void): Promise<{ failure?: string }> {
  try {
    await run('tar', ['--numeric-owner', '-tvzf', file], { env: { ...process.env, LC_ALL: 'C' }, onStdoutLine: (line) => onMember(memberOfLine(line)) });
    return {};
  } catch (error) {
    if (error instanceof ProgramFailedError) return { failure: error.message };
    throw error;
  }
}
