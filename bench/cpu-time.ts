// CPU time spent by the processes serving the benchmark, read from /proc (Linux): the app server,
// and PostgreSQL's backends for the benchmark's database. Divided by a scenario's requests it is
// the CPU cost of one request on each side: unlike latency, it barely depends on how busy the
// machine is, so two runs on a noisy host can still be compared.
import fs from 'node:fs';

const TICK_MS = 10; // USER_HZ is 100 on Linux.

/** utime + stime of one process in ms, or 0 when it is gone or /proc is missing. */
function processCpuMs(pid: number): number {
  try {
    // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return 0;
  }
}

/** PostgreSQL backends connected to `database`: their process titles name it. */
function backends(database: string): Map<number, number> {
  const found = new Map<number, number>();
  if (!fs.existsSync('/proc')) return found;
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const title = fs.readFileSync(`/proc/${name}/cmdline`, 'utf8');
      if (title.startsWith('postgres: ') && title.includes(` ${database} `)) found.set(Number(name), processCpuMs(Number(name)));
    } catch {
      /* ended meanwhile */
    }
  }
  return found;
}

export interface CpuSnapshot {
  server: number;
  /** null with the embedded database (it runs inside the server). */
  backends: Map<number, number> | null;
}

/** A process and all its descendants (the server's supervisor and its workers, server/workers.ts). */
function processTreeCpuMs(rootPid: number): number {
  if (!fs.existsSync('/proc')) return 0;
  const children = new Map<number, number[]>();
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const parent = Number(fs.readFileSync(`/proc/${name}/stat`, 'utf8').split(') ')[1].split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(name)]);
    } catch {
      /* ended meanwhile */
    }
  }
  const tree = [rootPid];
  for (let i = 0; i < tree.length; i++) tree.push(...(children.get(tree[i]) ?? []));
  return tree.reduce((sum, pid) => sum + processCpuMs(pid), 0);
}

export function cpuSnapshot({ serverPid, database }: { serverPid: number; database?: string }): CpuSnapshot {
  return { server: processTreeCpuMs(serverPid), backends: database ? backends(database) : null };
}

/** CPU ms per request between two snapshots; a backend that appeared meanwhile counts in full. */
export function cpuPerRequest(before: CpuSnapshot, after: CpuSnapshot, requests: number) {
  const per = (ms: number) => Math.round((ms / Math.max(1, requests)) * 100) / 100;
  let database: number | null = null;
  if (before.backends && after.backends) {
    database = 0;
    for (const [pid, ms] of after.backends) database += ms - (before.backends.get(pid) ?? 0);
  }
  return { serverMs: per(after.server - before.server), databaseMs: database === null ? null : per(database) };
}
