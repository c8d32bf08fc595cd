// What `npm test` prints when it ends (scripts/test.ts): each stage's wall time and outcome, the
// slowest test files of the whole run, and one closing line of counts.

export interface StageResult {
  name: string;
  seconds: number;
  ok: boolean;
  /** Tests passed and failed (Vitest stages only). */
  passed?: number;
  failed?: number;
}

/** The parts of Vitest's JSON report this reads. */
export interface VitestJsonReport {
  numPassedTests: number;
  numFailedTests: number;
  testResults: {
    name: string;
    startTime: number;
    endTime: number;
    assertionResults?: { fullName: string; status: string; failureMessages?: string[] }[];
  }[];
}

export interface FailedTest {
  stage: string;
  file: string;
  test: string;
  /** The first line of the first failure message. */
  reason: string;
}

const relative = (file: string, root: string) => (file.startsWith(`${root}/`) ? file.slice(root.length + 1) : file);

/** Every failed test in a Vitest report, so that the summary's tail names what went wrong. */
export function failedTests(stage: string, report: VitestJsonReport, root: string): FailedTest[] {
  return report.testResults.flatMap((result) =>
    (result.assertionResults ?? [])
      .filter((assertion) => assertion.status === 'failed')
      .map((assertion) => ({
        stage,
        file: relative(result.name, root),
        test: assertion.fullName,
        reason: (assertion.failureMessages?.[0] ?? '').split('\n')[0].slice(0, 300),
      })),
  );
}

export interface FileTime {
  stage: string;
  file: string;
  seconds: number;
}

/** Each test file's own wall time in a Vitest report, its path relative to `root`. */
export function fileTimes(stage: string, report: VitestJsonReport, root: string): FileTime[] {
  return report.testResults.map((result) => ({
    stage,
    file: relative(result.name, root),
    seconds: Math.max(0, result.endTime - result.startTime) / 1000,
  }));
}

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(Math.round(seconds % 60)).padStart(2, '0')}`;

/** The closing summary: the stages, the `slowest` files, the failed tests, and "N passed, N failed" as its last line. */
export function formatReport(stages: StageResult[], files: FileTime[], slowest = 10, failures: FailedTest[] = []): string {
  const width = Math.max(...stages.map((stage) => stage.name.length), 'total'.length);
  const lines = ['', `${'Stage'.padEnd(width)}  ${'wall'.padStart(5)}  outcome`];
  for (const stage of stages) {
    const counts = stage.passed === undefined ? '' : ` (${stage.passed} passed, ${stage.failed ?? 0} failed)`;
    lines.push(`${stage.name.padEnd(width)}  ${clock(stage.seconds).padStart(5)}  ${stage.ok ? 'ok' : 'FAILED'}${counts}`);
  }
  lines.push(`${'total'.padEnd(width)}  ${clock(stages.reduce((sum, stage) => sum + stage.seconds, 0)).padStart(5)}`);
  const top = [...files].sort((a, b) => b.seconds - a.seconds).slice(0, slowest);
  if (top.length) {
    lines.push('', `The ${top.length} slowest test files`);
    for (const { stage, file, seconds } of top) lines.push(`${seconds.toFixed(1).padStart(6)} s  ${stage}: ${file}`);
  }
  if (failures.length) {
    lines.push('', `The ${failures.length} failed tests`);
    for (const failure of failures) lines.push(`  ${failure.stage}: ${failure.file} > ${failure.test}`, `      ${failure.reason}`);
  }
  const passed = stages.reduce((sum, stage) => sum + (stage.passed ?? 0), 0);
  const failed = stages.reduce((sum, stage) => sum + (stage.failed ?? 0), 0);
  lines.push('', `${passed} passed, ${failed} failed`);
  return lines.join('\n');
}
