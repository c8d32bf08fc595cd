// A restore reads what an archive holds from tar's list of it, and refuses a hostile one before it
// unpacks a byte: a "photo" or a database that declares gigabytes, names the portal never stores,
// links and devices, more than the disk has room for. DATA_DIR is left exactly as it was.
// The archives are made here header by header, so a member can declare a size it does not carry
// (tar lists the header, then finds the archive cut short): gigabytes for the price of a block.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip, gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { diskStore } from '../media/disk-store.server';
import { run } from './run-program.server';
import { restoreBackup } from './restore-backup.server';

const PHOTO = 'media/ab/ab0c5e1a-1b2c-4d3e-8f40-123456789abc-800.webp';
const GiB = 1024 ** 3;

interface Member {
  name: string;
  /** ustar type: '0' file, '1' hard link, '2' symbolic link, '3' character device, '5' folder, '6' pipe. */
  type?: '0' | '1' | '2' | '3' | '5' | '6';
  data?: string;
  /** The size the header declares, when it is not the data's: the archive ends after this header. */
  declared?: number;
  link?: string;
}

/** One ustar header block; sizes past 8 GiB in GNU's base-256 form, as GNU tar writes them. */
function header({ name, type = '0', data = '', declared, link = '' }: Member): Buffer {
  const block = Buffer.alloc(512);
  const size = declared ?? Buffer.byteLength(data);
  block.write(name, 0, 100);
  block.write(type === '5' ? '0000700\0' : '0000600\0', 100);
  block.write('0000000\0', 108);
  block.write('0000000\0', 116);
  if (size < 8 ** 11) block.write(size.toString(8).padStart(11, '0') + '\0', 124);
  else {
    block[124] = 0x80;
    block.writeBigUInt64BE(BigInt(size), 128);
  }
  block.write('14722436400\0', 136);
  block.write(' '.repeat(8), 148);
  block.write(type, 156);
  block.write(link, 157, 100);
  block.write('ustar\0' + '00', 257);
  if (type === '3') block.write('0000001\0' + '0000003\0', 329);
  const sum = block.reduce((total, byte) => total + byte, 0);
  block.write(sum.toString(8).padStart(6, '0') + '\0 ', 148);
  return block;
}

/** A .tar.gz of these members; it stops right after a member that declares more than it holds. */
function archive(file: string, members: Member[]) {
  const blocks: Buffer[] = [];
  let cut = false;
  for (const member of members) {
    blocks.push(header(member));
    if (member.declared !== undefined) {
      cut = true;
      break;
    }
    const data = Buffer.from(member.data ?? '');
    blocks.push(data, Buffer.alloc((512 - (data.length % 512)) % 512));
  }
  if (!cut) blocks.push(Buffer.alloc(1024));
  fs.writeFileSync(file, gzipSync(Buffer.concat(blocks)));
  return file;
}

const manifest = (database: 'pglite' | 'postgres') => ({
  name: './backup.json',
  data: JSON.stringify({ format: 1, createdAt: '2026-11-27T10:00:00.000Z', database, files: 1 }),
});

let dir: string;
let dataDir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-restore-'));
  // A DATA_DIR with something in it already (mail written without SMTP), which must stay as it is.
  dataDir = path.join(dir, 'data');
  fs.mkdirSync(path.join(dataDir, 'mail'), { recursive: true });
  fs.writeFileSync(path.join(dataDir, 'mail/welcome.eml'), 'Subject: Welcome');
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Everything under `folder`, with sizes: what "left exactly as it was" compares. */
function tree(folder: string) {
  return fs
    .readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .sort()
    .map((name) => `${name} ${fs.lstatSync(path.join(folder, name)).size}`);
}

async function expectRefused(members: Member[], message: string, databaseUrl?: string) {
  const before = tree(dir);
  const source = archive(path.join(dir, 'backup.tar.gz'), members);
  const config = { DATABASE_URL: databaseUrl, S3_BUCKET: undefined, dataDir };
  await expect(restoreBackup(source, config, diskStore(dataDir))).rejects.toThrow(message);
  expect(tree(dir).filter((entry) => !entry.startsWith('backup.tar.gz '))).toEqual(before);
}

describe('a restore refuses, before it unpacks anything,', () => {
  it('a "photo" that declares a gigabyte', async () => {
    await expectRefused(
      [manifest('pglite'), { name: './database.tar.gz', data: 'db' }, { name: './files/media/ab/', type: '5' }, { name: `./files/${PHOTO}`, declared: GiB }],
      `The backup holds ${PHOTO} of 1.0 GiB, larger than any the portal makes (32 MiB): nothing was restored.`,
    );
  });

  it('a database copy larger than the embedded database can load', async () => {
    await expectRefused(
      [manifest('pglite'), { name: './database.tar.gz', declared: Math.round(2.3 * GiB) }],
      'The backup holds database.tar.gz of 2.3 GiB, larger than any the portal makes (2.0 GiB): nothing was restored.',
    );
  });

  it.each([
    ['a name the portal never gives a stored file', './files/media/ab/notes.txt', 'media/ab/notes.txt'],
    ['a folder the portal never makes', './files/scripts/run.sh', 'scripts/run.sh'],
    ['a file beside the backup\'s own', './crontab', 'crontab'],
    ['a path out of the folder', '../outside.txt', '../outside.txt'],
    ['an absolute path', '/etc/cron.d/portal', '/etc/cron.d/portal'],
    ['a path that climbs back out', `./files/media/ab/../../../../outside.txt`, 'media/ab/../../../../outside.txt'],
  ])('%s', async (_what, name, shown) => {
    await expectRefused(
      [manifest('pglite'), { name: './database.tar.gz', data: 'db' }, { name, data: 'x' }],
      `The backup holds ${shown}, which is not a file the portal stores: nothing was restored.`,
    );
    expect(fs.existsSync(path.join(dir, 'outside.txt'))).toBe(false);
  });

  it.each([
    ['a symbolic link', { type: '2', link: '/etc/shadow' }],
    ['a hard link', { type: '1', link: './backup.json' }],
    ['a device', { type: '3' }],
    ['a pipe', { type: '6' }],
  ] as const)('%s under the name of a stored file', async (_what, kind) => {
    await expectRefused(
      [manifest('pglite'), { name: './database.tar.gz', data: 'db' }, { name: `./files/${PHOTO}`, ...kind }],
      `The backup holds ${PHOTO} as a link, a device or a pipe, where the portal stores only plain files: nothing was restored.`,
    );
  });

  it('a backup larger than the disk has room for, before it asks the database anything', async () => {
    // A whole archive whose database copy is a sparse file: its size costs no disk, its archive no time.
    const packed = path.join(dir, 'packed');
    fs.mkdirSync(packed);
    fs.writeFileSync(path.join(packed, 'backup.json'), manifest('postgres').data);
    const { bavail, bsize } = fs.statfsSync(dir);
    const needed = bavail * bsize + GiB;
    fs.closeSync(fs.openSync(path.join(packed, 'database.pgdump'), 'w'));
    fs.truncateSync(path.join(packed, 'database.pgdump'), needed);
    const source = path.join(dir, 'backup.tar.gz');
    await run('tar', ['--sparse', '-czf', source, '-C', packed, '.']);
    fs.rmSync(packed, { recursive: true });
    const before = tree(dir);
    // No PostgreSQL answers there: a connection tried would fail with another message.
    const config = { DATABASE_URL: 'postgres://portal@127.0.0.1:1/portal', S3_BUCKET: undefined, dataDir };
    await expect(restoreBackup(source, config, diskStore(dataDir))).rejects.toThrow(
      `The backup needs ${(needed / GiB).toFixed(1)} GiB unpacked, and the disk of DATA_DIR (${dataDir}) has`,
    );
    expect(tree(dir)).toEqual(before);
  });

  it('a real archive\'s large "photo" of zeros at its header: tar never reads what follows it', async () => {
    // A named pipe, fed as tar reads it: what the archive holds after the photo is only made
    // (and compressed) once tar has read past the photo's gigabyte.
    const before = tree(dataDir);
    const source = path.join(dir, 'backup.tar.gz');
    await run('mkfifo', ['-m', '600', source]);
    let readPastPhoto = false;
    function* members() {
      yield header(manifest('pglite'));
      yield Buffer.from(manifest('pglite').data.padEnd(512, '\0'));
      yield header({ name: './database.tar.gz', data: 'db' });
      yield Buffer.from('db'.padEnd(512, '\0'));
      yield header({ name: `./files/${PHOTO}`, declared: GiB });
      const zeros = Buffer.alloc(1024 * 1024);
      for (let sent = 0; sent < GiB; sent += zeros.length) yield zeros;
      readPastPhoto = true;
      yield header({ name: './files/media/ab/', type: '5' });
      yield Buffer.alloc(1024);
    }
    const feeding = pipeline(Readable.from(members()), createGzip({ level: 1 }), fs.createWriteStream(source)).catch(() => undefined);
    const config = { DATABASE_URL: undefined, S3_BUCKET: undefined, dataDir };
    try {
      await expect(restoreBackup(source, config, diskStore(dataDir))).rejects.toThrow(
        `The backup holds ${PHOTO} of 1.0 GiB, larger than any the portal makes (32 MiB): nothing was restored.`,
      );
    } finally {
      // Unblocks the writer if tar never opened the pipe.
      fs.closeSync(fs.openSync(source, fs.constants.O_RDONLY | fs.constants.O_NONBLOCK));
      await feeding;
    }
    expect(readPastPhoto).toBe(false);
    expect(tree(dataDir)).toEqual(before);
  });

  it('a stored file listed many times over, as listed twice', async () => {
    const photo = { name: `./files/${PHOTO}`, data: 'photo' };
    await expectRefused(
      [manifest('pglite'), { name: './database.tar.gz', data: 'db' }, ...Array.from({ length: 5000 }, () => photo)],
      `The backup lists ${PHOTO} more than once: nothing was restored.`,
    );
  });

  it('any backup while a server holds DATA_DIR: its lock is taken before the backup is read', async () => {
    // A live process other than this one holds the lock, as a running server would.
    fs.writeFileSync(path.join(dataDir, 'db.lock'), String(process.ppid));
    await expectRefused(
      [manifest('pglite'), { name: './database.tar.gz', data: 'db' }, { name: `./files/${PHOTO}`, declared: GiB }],
      `DATA_DIR (${dataDir}) is in use by process ${process.ppid} (a running server, or another script at work on it): nothing was restored. Stop it or let it finish, then run the restore again.`,
    );
    expect(fs.readFileSync(path.join(dataDir, 'db.lock'), 'utf8')).toBe(String(process.ppid));
  });

  it('an archive that is not whole, saying so', async () => {
    const source = archive(path.join(dir, 'backup.tar.gz'), [manifest('pglite'), { name: './database.tar.gz', data: 'db' }]);
    fs.writeFileSync(source, fs.readFileSync(source).subarray(0, 30));
    await expect(restoreBackup(source, { DATABASE_URL: undefined, S3_BUCKET: undefined, dataDir }, diskStore(dataDir))).rejects.toThrow(
      `${source} is not a complete backup of this portal (npm run backup writes one).`,
    );
  });
});
