// What a backup holds, read without unpacking anything: a folder's entries as the disk has them,
// or an archive's as tar itself lists them (the same program unpacks it afterwards, so the names,
// kinds and sizes checked are the ones it would write).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';

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
function folderMembers(folder: string): BackupMember[] {
  return fs.readdirSync(folder, { recursive: true, encoding: 'utf8' }).map((name) => {
    const stat = fs.lstatSync(path.join(folder, name));
    const kind = stat.isFile() ? 'file' : stat.isDirectory() ? 'folder' : 'other';
    return { name: name.split(path.sep).join('/'), kind, bytes: kind === 'file' ? stat.size : 0 };
  });
}

/**
 * The archive's members as tar lists them, up to where it could read. A member it declared
 * before it failed is listed too: an archive cut short after a header that claims gigabytes is
 * refused for that claim (check-backup-members.server.ts), not for being cut short.
 */
function archiveMembers(file: string): Promise<{ members: BackupMember[]; failure?: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('tar', ['--numeric-owner', '-tvzf', file], { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, LC_ALL: 'C' } });
    const members: BackupMember[] = [];
    let unreadable: Error | undefined;
    let errors = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => (errors = (errors + chunk).slice(-4000)));
    readline.createInterface({ input: child.stdout, crlfDelay: Infinity }).on('line', (line) => {
      try {
        if (!unreadable) members.push(memberOfLine(line));
      } catch (error) {
        unreadable = error as Error;
      }
    });
    child.on('error', (error) => reject(new Error(`Could not run tar: ${error.message}`)));
    child.on('close', (code) => {
      if (unreadable) reject(unreadable);
      else resolve({ members, failure: code === 0 ? undefined : errors.trim() || `tar: exit code ${code}` });
    });
  });
}

/** The members of a backup folder, or of an archive (with what tar said when it could not read it all). */
export async function listBackupMembers(source: string): Promise<{ members: BackupMember[]; failure?: string }> {
  return fs.statSync(source).isDirectory() ? { members: folderMembers(source) } : archiveMembers(source);
}
