// How fast this host is right now: a fixed pure-JavaScript workload (integer arithmetic and
// short-lived objects, like a page render's), timed a few times, median in milliseconds.
// The VMs this runs on change speed by 25-40% within a day, so figures from two runs are only
// comparable next to this number (or as CPU milliseconds per request divided by it).
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
