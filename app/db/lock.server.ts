// A lock file beside the embedded database: one process at a time may open it. A lock left by
// a process that died is taken over; one held by a live process is refused with a clear message.
import fs from 'node:fs';
import path from 'node:path';

export interface DataDirLock {
  path: string;
  release(): void;
}

export class DataDirBusyError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database in ${dataDir} is in use by another process (pid ${pid}). ` +
        'Stop that process first, or set DATABASE_URL to use a PostgreSQL server that many processes can share.',
    );
    this.name = 'DataDirBusyError';
  }
}

export function lockPath(dataDir: string) {
  return path.join(dataDir, 'db.lock');
}

/** The pid holding the lock, if that process is still alive. */
export function lockHolder(dataDir: string): number | undefined {
  let pid: number;
  try {
    pid = Number(fs.readFileSync(lockPath(dataDir), 'utf8').trim());
  } catch {
    return undefined;
  }
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  if (pid === process.pid) return pid;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    // EPERM: alive but not ours to signal, still a live holder.
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? pid : undefined;
  }
}

export function acquireDataDirLock(dataDir: string): DataDirLock {
  const file = lockPath(dataDir);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      // 'wx' fails if the file exists: creation is atomic, so two starters cannot both win.
      fs.writeFileSync(file, String(process.pid), { flag: 'wx', mode: 0o600 });
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        // Taken and released many times in one process, it leaves no listener behind each time.
        process.off('exit', release);
        try {
          if (fs.readFileSync(file, 'utf8').trim() === String(process.pid)) fs.unlinkSync(file);
        } catch {
          /* already gone */
        }
      };
      process.once('exit', release);
      return { path: file, release };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = lockHolder(dataDir);
      if (holder && holder !== process.pid) throw new DataDirBusyError(dataDir, holder);
      // Stale lock from a process that is gone: remove it and try again.
      fs.rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock ${dataDir}`);
}
