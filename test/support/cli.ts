// A CLI command's run(args) in process, with what it writes captured.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface CliRun {
  code: number;
  out: string;
  err: string;
}

export async function captureCli(run: (args: string[]) => Promise<number>, args: string[]): Promise<CliRun> {
  const out: string[] = [];
  const err: string[] = [];
  const realOut = process.stdout.write.bind(process.stdout);
  const realErr = process.stderr.write.bind(process.stderr);
  process.stdout.write = ((chunk: unknown) => (out.push(String(chunk)), true)) as typeof process.stdout.write;
  process.stderr.write = ((chunk: unknown) => (err.push(String(chunk)), true)) as typeof process.stderr.write;
  try {
    const code = await run(args);
    return { code, out: out.join(''), err: err.join('') };
  } finally {
    process.stdout.write = realOut;
    process.stderr.write = realErr;
  }
}

/** Runs the command on a temporary file holding `lines` (its path is the first argument). */
export async function captureCliOnFile(run: (args: string[]) => Promise<number>, lines: string[], args: string[] = []): Promise<CliRun> {
  const dir = mkdtempSync(join(tmpdir(), 'cli-'));
  try {
    const file = join(dir, 'input.sgf');
    writeFileSync(file, lines.join('\n') + '\n');
    return await captureCli(run, [file, ...args]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Stdout as one JSON value per line. */
export function jsonLines<T = unknown>(out: string): T[] {
  return out
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as T);
}
