// `npm test`: every suite, the browser suite beside the others. Vitest runs the browser files one
// at a time, after the unit and integration files (a project with one worker gets a turn of its
// own), and much of the time they wait on Chromium and the server. So the type check, the lint,
// the unit and integration files and the PostgreSQL run go on beside them, at the lowest
// priority (nice 19): they take the time the browser suite leaves, whose pages get the CPU
// first. On a clean clone (session 39) the others ended a minute after the browser suite's
// 695 s: `.ci/run` took 13 minutes, against 18 with the suites one after another. The browser
// suite prints as it runs; the others' output follows it whole, then one line per side.
import { spawn } from 'node:child_process';
import os from 'node:os';

interface Side {
  name: string;
  script: string;
  /** Printed as it comes (else kept until the browser suite is done). */
  live: boolean;
  priority: number;
}

const SIDES: Side[] = [
  { name: 'browser suite (npm run test:e2e)', script: 'test:e2e', live: true, priority: 0 },
  { name: 'type check, lint, unit, integration and PostgreSQL suites (npm run test:others)', script: 'test:others', live: false, priority: 19 },
];

function run(side: Side): Promise<{ code: number; output: Buffer }> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', side.script], { stdio: side.live ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    // Before the child starts its own processes, which inherit it.
    if (side.priority) os.setPriority(child.pid!, side.priority);
    const chunks: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('close', (code) => resolve({ code: code ?? 1, output: Buffer.concat(chunks) }));
  });
}

const results = await Promise.all(SIDES.map(run));
for (const { output } of results) process.stdout.write(output);
SIDES.forEach((side, i) => console.log(`${results[i].code === 0 ? 'passed' : 'FAILED'}: ${side.name}`));
process.exit(results.every(({ code }) => code === 0) ? 0 : 1);
