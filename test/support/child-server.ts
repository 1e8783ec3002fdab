// The server as a real child process (support/server-process.ts), for tests that kill it
// (SIGKILL) or want to prove it never crashes. The app is compiled once per test file with tsc
// into .e2e-build/.
import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildServer, ServerProcess } from '../../support/server-process.js';
import { createTestDatabase, type TestDatabase } from './database.js';

export { freePort } from '../../support/server-process.js';

export interface ChildServerSuite {
  db: TestDatabase;
  /** The server last started (killed after the tests). */
  server: ServerProcess | undefined;
  /** Starts the built server on the suite's database, with `env` on top. */
  start(env?: Record<string, string>): Promise<ServerProcess>;
}

/**
 * For a describe block: a fresh database and a build of the server before all its tests; after
 * them the server last started is killed, the database dropped and the build removed.
 */
export function useChildServer(): ChildServerSuite {
  let build: { main: string; dir: string };
  const suite: ChildServerSuite = {
    db: undefined as unknown as TestDatabase,
    server: undefined,
    async start(env = {}) {
      const db = suite.db.env;
      const dbEnv: Record<string, string> = db.DATABASE_URL ? { DATABASE_URL: db.DATABASE_URL } : { DATABASE_URL: '', DATA_DIR: db.DATA_DIR };
      // stdout piped: a test may read the server's log lines (proc.stdout).
      suite.server = await ServerProcess.start(build.main, { env: { ...process.env, LOG_LEVEL: 'warn', ...dbEnv, ...env }, stdout: 'pipe' });
      return suite.server;
    },
  };
  beforeAll(async () => {
    suite.db = await createTestDatabase();
    // Jest runs from the repository root (ESM tests have no __dirname).
    const dir = join(resolve(process.cwd()), '.e2e-build', `${process.pid}-${Date.now()}`);
    build = { main: buildServer(dir).main, dir };
  });
  afterAll(async () => {
    await suite.server?.kill();
    await suite.db?.drop();
    if (build) rmSync(build.dir, { recursive: true, force: true });
  });
  return suite;
}
