// While a server holds the embedded database, `npm run admin` cannot open it (PGlite is
// single-process). The server listens on a local Unix socket instead and runs the command for
// it. Only local processes that can reach the socket file (mode 0600) may talk to it.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { makeAdmin } from '../app/domain/users/make-admin.server';

/** Socket paths are limited to ~100 bytes, so it lives in the temp folder, named by DATA_DIR. */
export function adminSocketPath(dataDir: string) {
  const id = createHash('sha256').update(path.resolve(dataDir)).digest('hex').slice(0, 16);
  return path.join(os.tmpdir(), `yangon-portal-${id}.sock`);
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
          const request = JSON.parse(text.slice(0, text.indexOf('\n')));
          const result = await makeAdmin(request);
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

export function sendAdminCommand(dataDir: string, payload: { email: string; password: string }) {
  return new Promise<{ ok: boolean; created?: boolean; message?: string }>((resolve, reject) => {
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
