// While a server holds the embedded database, `npm run admin` and `npm run backup` cannot open it
// (PGlite is single-process). The server listens on a local Unix socket instead and runs the
// command for them. Only local processes that can reach the socket file (mode 0600) may talk to it.
import { createHash } from 'node:crypto';
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

/** Socket paths are limited to ~100 bytes, so it lives in the temp folder, named by DATA_DIR. */
export function adminSocketPath(dataDir: string) {
  const id = createHash('sha256').update(path.resolve(dataDir)).digest('hex').slice(0, 16);
  return path.join(os.tmpdir(), `yangon-portal-${id}.sock`);
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
  const file = adminSocketPath(dataDir);
  fs.rmSync(file, { force: true });
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
        fs.rmSync(file, { force: true });
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
