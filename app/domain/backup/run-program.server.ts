// The programs a backup and a restore run (tar, pg_dump, pg_restore), each through run(): no
// shell, stderr kept for the message when one fails, stdout read line by line when asked.
import { spawn } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';

/** A program that ran and failed: what it wrote to stderr (its last 4,000 characters). */
export class ProgramFailedError extends Error {}

export interface RunOptions {
  /** Where its output goes: a file descriptor, or nowhere. */
  stdout?: number | 'ignore';
  env?: NodeJS.ProcessEnv;
  /**
   * Each line it writes to stdout, as it comes. When this throws, the program is stopped there
   * and run rejects with what it threw.
   */
  onStdoutLine?: (line: string) => void;
}

/** Runs a program (no shell); rejects with what it wrote to stderr when it fails. */
export function run(program: string, args: string[], { stdout = 'ignore', env = process.env, onStdoutLine }: RunOptions = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { stdio: ['ignore', onStdoutLine ? 'pipe' : stdout, 'pipe'], env });
    let errors = '';
    let stopped: { error: unknown } | undefined;
    child.stderr?.setEncoding('utf8');
    child.stderr?.on('data', (chunk: string) => (errors = (errors + chunk).slice(-4000)));
    if (onStdoutLine && child.stdout) {
      const lines = readline.createInterface({ input: child.stdout, crlfDelay: Infinity });
      lines.on('line', (line) => {
        if (stopped) return;
        try {
          onStdoutLine(line);
        } catch (error) {
          stopped = { error };
          child.kill();
        }
      });
    }
    child.on('error', (error) => reject(new Error(`Could not run ${program}: ${error.message}`)));
    child.on('close', (code) => {
      if (stopped) reject(stopped.error);
      else if (code === 0) resolve();
      else reject(new ProgramFailedError(`${path.basename(program)} failed: ${errors.trim() || `exit code ${code}`}`));
    });
  });
}
