import { describe, expect, it } from 'vitest';
import { failedTests, fileTimes, formatReport } from './test-report';

describe("npm test's closing report", () => {
  const report = {
    numPassedTests: 3,
    numFailedTests: 1,
    testResults: [
      {
        name: '/repo/app/a.integration.test.ts',
        startTime: 1_000,
        endTime: 4_500,
        assertionResults: [
          { fullName: 'a passes', status: 'passed' },
          { fullName: 'a fails', status: 'failed', failureMessages: ['AssertionError: expected 1 to be 2\n    at a.ts:3'] },
        ],
      },
      { name: '/repo/app/b.integration.test.ts', startTime: 1_000, endTime: 1_250 },
    ],
  };

  it("reads each file's wall time from Vitest's report, relative to the project", () => {
    expect(fileTimes('integration', report, '/repo')).toEqual([
      { stage: 'integration', file: 'app/a.integration.test.ts', seconds: 3.5 },
      { stage: 'integration', file: 'app/b.integration.test.ts', seconds: 0.25 },
    ]);
  });

  it('names each failed test with the first line of its reason', () => {
    expect(failedTests('integration', report, '/repo')).toEqual([
      { stage: 'integration', file: 'app/a.integration.test.ts', test: 'a fails', reason: 'AssertionError: expected 1 to be 2' },
    ]);
  });

  it('lists every stage with its time and outcome, the slowest files first, and ends on the counts', () => {
    const text = formatReport(
      [
        { name: 'typecheck', seconds: 15, ok: true },
        { name: 'integration', seconds: 330, ok: false, passed: 3, failed: 1 },
        { name: 'browser', seconds: 61, ok: true, passed: 5, failed: 0 },
      ],
      [...fileTimes('integration', report, '/repo'), { stage: 'browser', file: 'tests/e2e/x.e2e.ts', seconds: 40 }],
      2,
      failedTests('integration', report, '/repo'),
    );
    expect(text.split('\n')).toEqual([
      '',
      'Stage         wall  outcome',
      'typecheck     0:15  ok',
      'integration   5:30  FAILED (3 passed, 1 failed)',
      'browser       1:01  ok (5 passed, 0 failed)',
      'total         6:46',
      '',
      'The 2 slowest test files',
      '  40.0 s  browser: tests/e2e/x.e2e.ts',
      '   3.5 s  integration: app/a.integration.test.ts',
      '',
      'The 1 failed tests',
      '  integration: app/a.integration.test.ts > a fails',
      '      AssertionError: expected 1 to be 2',
      '',
      '8 passed, 1 failed',
    ]);
  });
});
