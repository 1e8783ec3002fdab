// Builds that every test file would otherwise repeat (the child-process servers, Vite for
// the web table), made once per Jest run: the first file that needs one makes it, files in other
// workers wait for it. Two builds of the page at once would also overwrite the page one app is
// serving. test/global-setup.cjs names the run's directory.
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** The run's scratch directory (removed by test/global-teardown.cjs). */
export function runDir(): string {
  // Without the global setup (a config that lacks it): one directory per process.
  const dir = process.env.SKAT_TEST_RUN_DIR ?? join(resolve(process.cwd()), '.e2e-build', `run-${process.pid}`);
  mkdirSync(dir, { recursive: true });
  return dir;
}

/**
 * Runs `make` once per run under `name` and returns its result (a string) to every caller, in any
 * worker. A failed `make` fails every caller with its message.
 */
export async function oncePerRun(name: string, make: () => string): Promise<string> {
  const dir = runDir();
  const lock = join(dir, `${name}.lock`);
  const done = join(dir, `${name}.json`);
  let mine = false;
  try {
    mkdirSync(lock); // atomic: exactly one caller gets it
    mine = true;
  } catch {
    // another caller builds
  }
  if (mine) {
    let result: { ok: string } | { error: string };
    try {
      result = { ok: make() };
    } catch (e) {
      result = { error: String((e as { stderr?: Buffer }).stderr ?? e) };
    }
    // Renamed into place: a waiter never reads a half-written file.
    writeFileSync(`${done}.tmp`, JSON.stringify(result));
    renameSync(`${done}.tmp`, done);
  }
  // Waiting for a file another process writes: no other way to hear of it across workers.
  for (let i = 0; !existsSync(done); i++) {
    if (i > 6000) throw new Error(`${name}: not built after 10 minutes`);
    await new Promise((r) => setTimeout(r, 100));
  }
  const result = JSON.parse(readFileSync(done, 'utf8')) as { ok?: string; error?: string };
  if (result.error !== undefined) throw new Error(`${name} failed: ${result.error}`);
  return result.ok!;
}
