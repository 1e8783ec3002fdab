// The server as a real child process (support/server-process.ts), for tests that kill it
// (SIGKILL) or want to prove it never crashes. The app is transpiled once per Jest run
// (transpile-server.cjs) into the run's scratch directory (support/once-per-run.ts).
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { ServerProcess } from '../../support/server-process.js';
import { createTestDatabase, type TestDatabase } from './database.js';
import { oncePerRun, runDir } from './once-per-run.js';
import { TEST_SERVER_ENV } from './server-env.js';

export { freePort } from '../../support/server-process.js';

/** The path of the built server's main.js, built on the first call of the run. */
export function serverBuild(): Promise<string> {
  return oncePerRun('server', () => {
    const out = join(runDir(), 'server');
    execFileSync(process.execPath, ['test/support/transpile-server.cjs', out], { stdio: 'pipe' });
    return join(out, 'src/main.js');
  });
}

export interface ChildServerSuite {
  db: TestDatabase;
  /** The server last started (killed after the tests). */
  server: ServerProcess | undefined;
  /** Starts the built server on the suite's database, with `env` on top. */
  start(env?: Record<string, string>): Promise<ServerProcess>;
}

/**
 * For a describe block: a fresh database and the run's build of the server before all its tests;
 * after them the server last started is killed and the database dropped.
 */
export function useChildServer(): ChildServerSuite {
  let main: string;
  const suite: ChildServerSuite = {
    db: undefined as unknown as TestDatabase,
    server: undefined,
    async start(env = {}) {
      const db = suite.db.env;
      const dbEnv: Record<string, string> = db.DATABASE_URL ? { DATABASE_URL: db.DATABASE_URL } : { DATABASE_URL: '', DATA_DIR: db.DATA_DIR };
      // stdout piped: a test may read the server's log lines (proc.stdout).
      suite.server = await ServerProcess.start(main, { env: { ...process.env, LOG_LEVEL: 'warn', ...TEST_SERVER_ENV, ...dbEnv, ...env }, stdout: 'pipe' });
      return suite.server;
    },
  };
  beforeAll(async () => {
    suite.db = await createTestDatabase();
    main = await serverBuild();
  });
  afterAll(async () => {
    await suite.server?.kill();
    await suite.db?.drop();
  });
  return suite;
}
