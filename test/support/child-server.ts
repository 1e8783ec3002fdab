// The server as a real child process (`node <build>/src/main.js`), for tests that kill it
// (SIGKILL) or want to prove it never crashes. The app is compiled once per test file with
// tsc into .e2e-build/ (code-first GraphQL needs tsc's decorator metadata; tsx has none).
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { createTestDatabase, type TestDatabase } from './database.js';

// Jest runs from the repository root (ESM tests have no __dirname).
const ROOT = resolve(process.cwd());

/** Compiles src/ and migrations/ into a fresh directory; returns the path of main.js. */
export function buildServer(): { main: string; remove(): void } {
  const dir = join(ROOT, '.e2e-build', `${process.pid}-${Date.now()}`);
  mkdirSync(dir, { recursive: true });
  try {
    execFileSync(process.execPath, [join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', join(ROOT, 'tsconfig.build.json'), '--outDir', dir, '--sourceMap', 'false'], { cwd: ROOT, stdio: 'pipe' });
  } catch {
    // tsc emits despite type errors elsewhere in a shared working tree; a missing main.js fails the start.
  }
  return { main: join(dir, 'src/main.js'), remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export function freePort(): Promise<number> {
  return new Promise((res, rej) => {
    const srv = createServer();
    srv.on('error', rej);
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as { port: number }).port;
      srv.close(() => res(port));
    });
  });
}

export class ChildServer {
  private stderr = '';
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;

  private constructor(
    readonly proc: ChildProcess,
    readonly port: number,
  ) {
    proc.stderr?.on('data', (d: Buffer) => (this.stderr = (this.stderr + d.toString()).slice(-20_000)));
    proc.stdout?.resume();
    this.exited = new Promise((r) => proc.once('exit', (code, signal) => r({ code, signal })));
  }

  get httpUrl(): string {
    return `http://127.0.0.1:${this.port}`;
  }
  get wsUrl(): string {
    return `ws://127.0.0.1:${this.port}/graphql`;
  }
  get alive(): boolean {
    return this.proc.exitCode === null && this.proc.signalCode === null;
  }
  get log(): string {
    return this.stderr;
  }

  /** Starts `node main.js` with `env` and resolves once GET /health answers 200. */
  static async start(main: string, env: Record<string, string>): Promise<ChildServer> {
    const port = await freePort();
    const proc = spawn(process.execPath, [main], {
      cwd: ROOT,
      env: { ...process.env, LOG_LEVEL: 'warn', ...env, PORT: String(port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const child = new ChildServer(proc, port);
    for (;;) {
      if (!child.alive) throw new Error(`server exited during start:\n${child.stderr}`);
      try {
        const r = await fetch(`${child.httpUrl}/health`);
        if (r.status === 200) return child;
      } catch {
        /* not listening yet */
      }
      await new Promise((r) => setTimeout(r, 100)); // polling for readiness, not a timed assertion
    }
  }

  async kill(signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
    if (this.alive) this.proc.kill(signal);
    await this.exited;
  }
}

export interface ChildServerSuite {
  db: TestDatabase;
  /** The server last started (killed after the tests). */
  server: ChildServer | undefined;
  /** Starts the built server on the suite's database, with `env` on top. */
  start(env?: Record<string, string>): Promise<ChildServer>;
}

/**
 * For a describe block: a fresh database and a build of the server before all its tests; after
 * them the server last started is killed, the database dropped and the build removed.
 */
export function useChildServer(): ChildServerSuite {
  let build: ReturnType<typeof buildServer>;
  const suite: ChildServerSuite = {
    db: undefined as unknown as TestDatabase,
    server: undefined,
    async start(env = {}) {
      const db = suite.db.env;
      const dbEnv: Record<string, string> = db.DATABASE_URL ? { DATABASE_URL: db.DATABASE_URL } : { DATABASE_URL: '', DATA_DIR: db.DATA_DIR };
      suite.server = await ChildServer.start(build.main, { ...dbEnv, ...env });
      return suite.server;
    },
  };
  beforeAll(async () => {
    suite.db = await createTestDatabase();
    build = buildServer();
  });
  afterAll(async () => {
    await suite.server?.kill();
    await suite.db?.drop();
    build?.remove();
  });
  return suite;
}
