// Documented shell walkthroughs run as written: the ```sh blocks of a docs section, run with bash
// against a test server (API: the server's URL instead of the documented one).
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** The ```sh blocks of the section of `file` that starts with the heading `heading`, in order. */
export function documentedBlocks(file: string, heading: string): string[] {
  const doc = readFileSync(file, 'utf8');
  const parts = doc.split(`${heading}\n`);
  if (parts.length < 2) throw new Error(`${file} has no section "${heading}"`);
  const section = parts[1].split('\n## ')[0];
  return [...section.matchAll(/```sh\n([\s\S]*?)```/g)].map((m) => m[1]);
}

/** Runs a documented block with bash until `until` holds for what it printed (or to its end when `until` is omitted). */
export function runDocumented(block: string, api: string, env: Record<string, string>, until?: (out: string) => boolean, timeoutMs?: number): Promise<string> {
  const script = block.replace(/^API=.*$/m, '');
  return new Promise((resolve, reject) => {
    const child = spawn('bash', ['-euo', 'pipefail', '-c', script], { env: { ...process.env, API: api, ...env }, detached: true });
    let out = '';
    let err = '';
    const stop = (f: () => void) => {
      try {
        process.kill(-child.pid!, 'SIGTERM');
      } catch {
        // already gone
      }
      f();
    };
    // `timeoutMs`: shorter than the test's own timeout, so the commands are stopped and what they printed is shown.
    const timer =
      timeoutMs === undefined
        ? undefined
        : setTimeout(
            () =>
              stop(() =>
                reject(new Error(`documented commands still running after ${timeoutMs} ms; their output ends:\n${out.slice(-1500)}\n${err.slice(-500)}`)),
              ),
            timeoutMs,
          );
    child.stdout.on('data', (d) => {
      out += String(d);
      if (until?.(out)) stop(() => resolve(out));
    });
    child.stderr.on('data', (d) => (err += String(d)));
    child.on('exit', (code) => {
      clearTimeout(timer);
      if (until ? until(out) : code === 0) resolve(out);
      else reject(new Error(`documented commands ended (${code}) early: ${err}\n${out}`));
    });
  });
}

/** Whether the tools a walkthrough uses (curl, jq) are on this machine. */
export function haveTools(...tools: string[]): boolean {
  return tools.every((t) => spawnSync(t, ['--version'], { stdio: 'ignore' }).status === 0);
}
