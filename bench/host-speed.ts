// How fast this host is right now: a fixed pure-JavaScript workload (integer arithmetic and
// short-lived objects, like a page render's), timed a few times, median in milliseconds.
// The VMs this runs on change speed by 25-40% within a day, so figures from two runs are only
// comparable next to this number (or as CPU milliseconds per request divided by it).
import os from 'node:os';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function workload(): number {
  let x = 0;
  for (let i = 0; i < 5e7; i++) x = (x * 31 + i) | 0;
  const objects: { i: number; s: string }[] = [];
  for (let i = 0; i < 5e5; i++) objects.push({ i, s: `x${i}` });
  return x + objects.length;
}

export function hostSpeedMs(runs = 5): number {
  workload(); // warm-up: compiled code, not the interpreter, is what is timed
  const times = Array.from({ length: runs }, () => {
    const started = performance.now();
    workload();
    return performance.now() - started;
  });
  return Math.round(median(times));
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** The machine a benchmark runs on, as its report records it: cores, memory, load and speed at the start. */
export function describeMachine() {
  return {
    cpu: os.cpus()[0]?.model ?? 'unknown',
    cores: os.cpus().length,
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    platform: `${os.type()} ${os.release()}`,
    loadAverageAtStart: os.loadavg().map(round2),
    /** Before the runs (and in the report, after them): lower is faster. */
    hostSpeedMs: hostSpeedMs(),
  };
}

/** The load and speed at the end of a run, for the report beside describeMachine's. */
export const machineAtEnd = () => ({ loadAverageAtEnd: os.loadavg().map(round2), hostSpeedMsAtEnd: hostSpeedMs() });
