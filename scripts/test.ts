// `npm test`: every check of the project, one stage after another, then a table of each stage's
// wall time and the slowest test files (scripts/test-report.ts). One after another: on a 2-core
// machine the browser suite beside the integration suite made both slower than the two in turn.
// Every stage runs even after one failed, so that one run shows every failure; the exit code is
// 1 when any did. INSTALL_SECONDS (set by .ci/run) adds the install to the table.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { failedTests, fileTimes, formatReport, type FailedTest, type FileTime, type StageResult, type VitestJsonReport } from './test-report';

const root = path.resolve(import.meta.dirname, '..');
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-test-reports-'));

interface Stage {
  name: string;
  /** The package.json script the stage runs. */
  script: string;
  /** A Vitest stage: its JSON report gives the counts and the files' times. */
  vitest?: boolean;
}

const STAGES: Stage[] = [
  { name: 'typecheck', script: 'typecheck' },
  { name: 'lint', script: 'lint' },
  { name: 'unit', script: 'test:unit', vitest: true },
  { name: 'integration on PGlite', script: 'test:integration', vitest: true },
  { name: 'browser', script: 'test:e2e', vitest: true },
  { name: 'integration on PostgreSQL', script: 'test:pg', vitest: true },
];

function run(stage: Stage, index: number): { result: StageResult; files: FileTime[]; failures: FailedTest[] } {
  const json = path.join(reports, `${index}.json`);
  const reporters = stage.vitest ? ['--', '--reporter=default', '--reporter=json', `--outputFile.json=${json}`] : [];
  console.log(`\n── ${stage.name} ──`);
  const started = performance.now();
  const { status } = spawnSync('npm', ['run', '--silent', stage.script, ...reporters], { cwd: root, stdio: 'inherit' });
  const seconds = (performance.now() - started) / 1000;
  const result: StageResult = { name: stage.name, seconds, ok: status === 0 };
  if (!stage.vitest || !fs.existsSync(json)) return { result, files: [], failures: [] };
  const report = JSON.parse(fs.readFileSync(json, 'utf8')) as VitestJsonReport;
  return {
    result: { ...result, passed: report.numPassedTests, failed: report.numFailedTests },
    files: fileTimes(stage.name, report, root),
    failures: failedTests(stage.name, report, root),
  };
}

const results: StageResult[] = [];
const files: FileTime[] = [];
const failures: FailedTest[] = [];
const installSeconds = Number(process.env.INSTALL_SECONDS);
if (installSeconds >= 0) results.push({ name: 'install', seconds: installSeconds, ok: true });
STAGES.forEach((stage, index) => {
  const outcome = run(stage, index);
  results.push(outcome.result);
  files.push(...outcome.files);
  failures.push(...outcome.failures);
});
fs.rmSync(reports, { recursive: true, force: true });
console.log(formatReport(results, files, 10, failures));
process.exit(results.every((result) => result.ok) ? 0 : 1);
