// A server's memory while it serves, from /proc (Linux): each process's peak resident set
// (VmHWM, kept by the kernel) and the whole process tree's resident set sampled every
// `everyMs`, whose highest sum is the tree's peak (the supervisor and its workers, server/workers.ts).
import fs from 'node:fs';
import { processTree } from './cpu-time';

export interface MemoryPeak {
  /** The highest VmHWM of one process of the tree: the app process that grew most. */
  processPeakMb: number;
  /** The highest sampled sum of the tree's VmRSS. */
  treePeakMb: number;
  processes: number;
}

/** A field of /proc/<pid>/status in MB (0 once the process is gone). */
function statusMb(pid: number, field: 'VmHWM' | 'VmRSS'): number {
  try {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : 0;
  } catch {
    return 0;
  }
}

/** Samples the tree under `pid` until `stop()`, which returns the peaks. */
export function sampleMemory(pid: number, everyMs = 250): { stop(): MemoryPeak } {
  let treePeak = 0;
  const sample = () => {
    treePeak = Math.max(treePeak, processTree(pid).reduce((sum, p) => sum + statusMb(p, 'VmRSS'), 0));
  };
  sample();
  const timer = setInterval(sample, everyMs);
  return {
    stop() {
      clearInterval(timer);
      sample();
      const pids = processTree(pid);
      const round = (mb: number) => Math.round(mb * 10) / 10;
      return { processPeakMb: round(Math.max(...pids.map((p) => statusMb(p, 'VmHWM')))), treePeakMb: round(treePeak), processes: pids.length };
    },
  };
}
