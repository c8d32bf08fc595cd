// While a server holds the embedded database, `npm run admin` and `npm run backup` cannot open it
// (PGlite is single-process). The server listens on a local Unix socket instead and runs the
// command for them. Only local processes that can reach the socket file (mode 0600) may talk to it.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { getDb } from '../app/db/registry.server';
import { backupPglite } from '../app/domain/backup/backup.server';
import { objectStore } from '../app/domain/media/object-store.server';
import { makeAdmin } from '../app/domain/users/make-admin.server';

export type AdminCommand = { command: 'make-admin'; email: string; password: string } | { command: 'backup'; target: string };
export type AdminAnswer = { ok: true; created?: boolean; files?: number } | { ok: false; message: string };

const SOCKET = 'admin.sock';
/** Beside the socket's usual place: where it is instead when DATA_DIR's path is too long for one. */
const POINTER = 'admin.sock.path';
/** A socket's path, NUL included, must fit in 108 bytes on Linux, 104 on macOS and the BSDs. */
const MAX_SOCKET_PATH = process.platform === 'linux' ? 107 : 103;
const fits = (file: string) => Buffer.byteLength(file) <= MAX_SOCKET_PATH;

/** The name a socket's own folder in the temp folder starts with (mkdtemp adds six characters). */
const TEMP_FOLDER = 'yangon-portal-';

/**
 * Whether `file` is a socket's place in a folder a server made for it: directly in the temp
 * folder, of the name it gives, this account's alone (not one another account made after the
 * server's was cleaned away). What a pointer names is removed at the next start: a pointer that
 * was edited, or left from another TMPDIR, must not name ~/.ssh.
 */
function inOwnTempFolder(file: string): boolean {
  const folder = path.dirname(file);
  if (path.basename(file) !== SOCKET || path.dirname(folder) !== os.tmpdir() || !path.basename(folder).startsWith(TEMP_FOLDER)) return false;
  const stat = fs.lstatSync(folder, { throwIfNoEntry: false });
  return stat !== undefined && stat.isDirectory() && stat.uid === process.getuid?.() && (stat.mode & 0o077) === 0;
}

/** Removes the socket, then its folder if nothing else is in it. */
function removeTempSocket(file: string) {
  fs.rmSync(file, { force: true });
  try {
    fs.rmdirSync(path.dirname(file));
  } catch {
    /* gone already, or holds something this did not put there: left as it is */
  }
}

/**
 * Where the running server's socket is. Inside DATA_DIR (the portal's alone, mode 0700), where no
 * other account can take its name first. When DATA_DIR's path is too long for a socket, in a
 * folder of random name in the temp folder, which a file in DATA_DIR names.
 */
export function adminSocketPath(dataDir: string): string {
  const usual = path.join(dataDir, SOCKET);
  if (fits(usual)) return usual;
  let file: string;
  try {
    file = path.resolve(fs.readFileSync(path.join(dataDir, POINTER), 'utf8').trim());
  } catch {
    return usual;
  }
  return inOwnTempFolder(file) ? file : usual;
}

/** Where a server listens, and what it removes when it stops. */
function placeSocket(dataDir: string): { file: string; remove(): void } {
  const usual = path.join(dataDir, SOCKET);
  const pointer = path.join(dataDir, POINTER);
  // What a server that died left behind.
  const left = adminSocketPath(dataDir);
  if (left !== usual) removeTempSocket(left);
  fs.rmSync(pointer, { force: true });
  if (fits(usual)) {
    fs.rmSync(usual, { force: true });
    return { file: usual, remove: () => fs.rmSync(usual, { force: true }) };
  }
  // mkdtemp: a new name no one could guess or take first, readable by this account only.
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), TEMP_FOLDER));
  const file = path.join(folder, SOCKET);
  if (!fits(file)) {
    fs.rmdirSync(folder);
    throw new Error(`The admin socket's path would be too long both in DATA_DIR (${usual}) and in the temp folder (${file}): set DATA_DIR or TMPDIR to a shorter path.`);
  }
  fs.writeFileSync(pointer, file, { mode: 0o600 });
  return {
    file,
    remove() {
      fs.rmSync(pointer, { force: true });
      removeTempSocket(file);
    },
  };
}

async function runCommand(request: AdminCommand): Promise<object> {
  if (request.command === 'backup') {
    const client = (getDb() as unknown as { $client: PGlite }).$client;
    const { files } = await backupPglite(client, objectStore(), path.resolve(request.target));
    return { files };
  }
  return makeAdmin(request);
}

export function startAdminSocket(dataDir: string) {
  const { file, remove } = placeSocket(dataDir);
  const server = net.createServer((socket) => {
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => {
      text += chunk;
      if (text.length > 10_000) socket.destroy();
      if (!text.includes('\n')) return;
      void (async () => {
        try {
          const result = await runCommand(JSON.parse(text.slice(0, text.indexOf('\n'))));
          socket.end(JSON.stringify({ ok: true, ...result }) + '\n');
        } catch (error) {
          socket.end(JSON.stringify({ ok: false, message: (error as Error).message }) + '\n');
        }
      })();
    });
    socket.on('error', () => socket.destroy());
  });
  server.listen(file, () => fs.chmodSync(file, 0o600));
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        remove();
      }),
  };
}

export function sendAdminCommand(dataDir: string, payload: AdminCommand) {
  return new Promise<AdminAnswer>((resolve, reject) => {
    const socket = net.connect(adminSocketPath(dataDir));
    let text = '';
    socket.setEncoding('utf8');
    socket.on('connect', () => socket.write(JSON.stringify(payload) + '\n'));
    socket.on('data', (chunk) => (text += chunk));
    socket.on('end', () => {
      try {
        resolve(JSON.parse(text));
      } catch {
        reject(new Error('The running server gave no answer.'));
      }
    });
    socket.on('error', reject);
  });
}
