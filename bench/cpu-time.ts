// CPU time spent by the processes of the benchmark, read from /proc (Linux): the app server,
// PostgreSQL's backends for the benchmark's database, and the load generator (this process), which
// shares the machine's cores with them. Divided by a scenario's requests it is
// the CPU cost of one request on each side: unlike latency, it barely depends on how busy the
// machine is, so two runs on a noisy host can still be compared.
import fs from 'node:fs';

const TICK_MS = 10; // USER_HZ is 100 on Linux.

interface ProcessCpu {
  pid: number;
  parent: number;
  /** utime + stime in ms. */
  cpuMs: number;
}

/** Every process on the machine with its parent and CPU time, read from /proc in one pass. */
function processes(): ProcessCpu[] {
  if (!fs.existsSync('/proc')) return [];
  const found: ProcessCpu[] = [];
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      // Fields after the command name (which may hold spaces): the parent is the 2nd, utime and
      // stime are the 12th and 13th.
      const fields = fs.readFileSync(`/proc/${name}/stat`, 'utf8').split(') ')[1].split(' ');
      found.push({ pid: Number(name), parent: Number(fields[1]), cpuMs: (Number(fields[11]) + Number(fields[12])) * TICK_MS });
    } catch {
      /* ended meanwhile */
    }
  }
  return found;
}

/** A process and all its descendants (the server's supervisor and its workers, server/workers.ts). */
function tree(all: ProcessCpu[], rootPid: number): number[] {
  const pids = [rootPid];
  for (let i = 0; i < pids.length; i++) for (const p of all) if (p.parent === pids[i]) pids.push(p.pid);
  return pids;
}

function treeCpuMs(all: ProcessCpu[], rootPid: number): number {
  const byPid = new Map(all.map((p) => [p.pid, p]));
  return tree(all, rootPid).reduce((sum, pid) => sum + (byPid.get(pid)?.cpuMs ?? 0), 0);
}

/** The pids of a process and all its descendants. */
export const processTree = (rootPid: number): number[] => tree(processes(), rootPid);

/** PostgreSQL backends connected to `database` (their process titles name it): CPU ms by pid. */
function backends(all: ProcessCpu[], database: string): Map<number, number> {
  const found = new Map<number, number>();
  for (const { pid, cpuMs } of all) {
    try {
      const title = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (title.startsWith('postgres: ') && title.includes(` ${database} `)) found.set(pid, cpuMs);
    } catch {
      /* ended meanwhile */
    }
  }
  return found;
}

export interface CpuSnapshot {
  /** The app: `npm start`'s process and its workers. */
  server: number;
  /** null with the embedded database (it runs inside the server). */
  backends: Map<number, number> | null;
  /** This process: the load generator (bench/http-load.ts). */
  loadGenerator: number;
}

export function cpuSnapshot({ serverPid, database }: { serverPid: number; database?: string }): CpuSnapshot {
  const all = processes();
  const { user, system } = process.cpuUsage();
  return { server: treeCpuMs(all, serverPid), backends: database ? backends(all, database) : null, loadGenerator: (user + system) / 1000 };
}

/** CPU ms per request between two snapshots; a backend that appeared meanwhile counts in full. */
export function cpuPerRequest(before: CpuSnapshot, after: CpuSnapshot, requests: number) {
  const per = (ms: number) => Math.round((ms / Math.max(1, requests)) * 100) / 100;
  let database: number | null = null;
  if (before.backends && after.backends) {
    database = 0;
    for (const [pid, ms] of after.backends) database += ms - (before.backends.get(pid) ?? 0);
  }
  return { serverMs: per(after.server - before.server), databaseMs: database === null ? null : per(database), loadGeneratorMs: per(after.loadGenerator - before.loadGenerator) };
}

/**
 * CPU ms the whole machine has been busy (every core, every process: /proc/stat's first line,
 * all but idle and iowait). Read around a burst, minus what the benchmark's own processes used,
 * it tells how much other work (other people's tests, on a shared host) ran meanwhile.
 */
export function machineBusyMs(): number {
  if (!fs.existsSync('/proc/stat')) return 0;
  const [, ...ticks] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
  // user nice system idle iowait irq softirq (then steal: the hypervisor's, not this machine's work)
  const [user, nice, system, , , irq, softirq] = ticks;
  return (user + nice + system + irq + softirq) * TICK_MS;
}
