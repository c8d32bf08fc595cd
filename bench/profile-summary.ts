// Reads a V8 CPU profile (.cpuprofile, from node --cpu-prof: bench/profile-pages.ts or
// BENCH_PROFILE=1) and prints where the time went: by package or source file (self time), by
// function (self time), and by function with what it calls (inclusive; only those named with --focus, if given).
//
//   npx tsx bench/profile-summary.ts bench/profiles/listing/*.cpuprofile [--last 12] [--top 40] [--focus name,name]
//
// --last N: only the profile's last N seconds (leaves out start-up and warm-up, which compile
// code the measured requests then reuse).
import fs from 'node:fs';

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: Node[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args.splice(i, 2)[1] : undefined;
};
const last = Number(option('last') ?? 0);
const top = Number(option('top') ?? 30);
const focus = option('focus')?.split(',') ?? [];
// The largest file is the one that served the requests (a cluster's supervisor writes a small one too).
const file = args.sort((a, b) => fs.statSync(b).size - fs.statSync(a).size)[0];
if (!file) {
  console.error('Usage: npx tsx bench/profile-summary.ts <file.cpuprofile> [--last seconds] [--top n] [--focus fn,fn]');
  process.exit(2);
}
const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);

/** Where a frame's code lives: a package in node_modules, a file of this project, or V8/Node itself. */
function placeOf(url: string, functionName: string): string {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  const pkg = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (pkg) return pkg[1];
  if (url.startsWith('node:')) return url;
  return url.replace(/^file:\/\/.*?\/(app|server|build|bench|scripts)\//, '$1/');
}

const self = new Map<number, number>();
let time = profile.startTime;
const from = last ? profile.endTime - last * 1e6 : 0;
let total = 0;
let idle = 0;
profile.samples.forEach((id, i) => {
  time += profile.timeDeltas[i];
  if (time < from) return;
  // Waiting (for the database, for the next request) is not CPU: counted apart.
  if (byId.get(id)!.callFrame.functionName === '(idle)') {
    idle += profile.timeDeltas[i];
    return;
  }
  self.set(id, (self.get(id) ?? 0) + profile.timeDeltas[i]);
  total += profile.timeDeltas[i];
});

const add = (map: Map<string, number>, key: string, us: number) => map.set(key, (map.get(key) ?? 0) + us);
const byPlace = new Map<string, number>();
const byFunction = new Map<string, number>();
const inclusive = new Map<string, number>();
for (const [id, us] of self) {
  const { callFrame } = byId.get(id)!;
  add(byPlace, placeOf(callFrame.url, callFrame.functionName), us);
  add(byFunction, `${callFrame.functionName || '(anonymous)'}  ${placeOf(callFrame.url, callFrame.functionName)}:${callFrame.lineNumber + 1}`, us);
  // Inclusive: once per function on the sample's stack (a recursive one counts once).
  const seen = new Set<string>();
  for (let n: number | undefined = id; n !== undefined; n = parent.get(n)) {
    const frame = byId.get(n)!.callFrame;
    const key = `${frame.functionName || '(anonymous)'}  ${placeOf(frame.url, frame.functionName)}:${frame.lineNumber + 1}`;
    if (!seen.has(key)) {
      seen.add(key);
      add(inclusive, key, us);
    }
  }
}

const pct = (us: number) => `${((us / total) * 100).toFixed(1).padStart(5)}%`;
const print = (title: string, map: Map<string, number>, n: number) => {
  console.log(`\n${title}`);
  for (const [key, us] of [...map].sort((a, b) => b[1] - a[1]).slice(0, n)) console.log(`  ${pct(us)}  ${key}`);
};
console.log(`${file}: ${(total / 1e6).toFixed(2)} s busy, ${(idle / 1e6).toFixed(2)} s idle${last ? ` (the last ${last} s)` : ''}; percentages of the busy time`);
print('Self time by package or file', byPlace, top);
print('Self time by function', byFunction, top);
const focused = focus.length ? new Map([...inclusive].filter(([key]) => focus.some((name) => key.startsWith(`${name}  `)))) : inclusive;
print(focus.length ? 'Inclusive time of the named functions' : 'Inclusive time by function', focused, focus.length ? focused.size : top);
