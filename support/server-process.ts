// The server as a real child process (`node <build>/src/main.js`), shared by the e2e tests that
// kill it or prove it never crashes (test/support/child-server.ts) and by the API benchmark
// (bench/api.bench.ts). The build is tsc's (code-first GraphQL needs its decorator metadata;
// tsx has none). Paths are relative to the working directory: both run from the repository root.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';

const ROOT = resolve(process.cwd());

/**
 * Compiles src/ and migrations/ (tsconfig.build.json) into `outDir`; returns the path of main.js
 * and tsc's report when it found errors (it emits anyway; a missing main.js fails the start).
 */
export function buildServer(outDir: string): { main: string; errors: string | null } {
  let errors: string | null = null;
  try {
    execFileSync(
      process.execPath,
      [join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', join(ROOT, 'tsconfig.build.json'), '--outDir', outDir, '--sourceMap', 'false'],
      { cwd: ROOT, stdio: 'pipe' },
    );
  } catch (e) {
    errors = String((e as { stdout?: Buffer }).stdout ?? e);
  }
  return { main: join(outDir, 'src/main.js'), errors };
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

export interface ServerStartOptions {
  /** The server's whole environment (PORT is set here). */
  env: Record<string, string | undefined>;
  /** Extra node flags, e.g. --cpu-prof. */
  nodeArgs?: string[];
  /** The server's stdout: dropped by default; 'pipe' hands it to the caller as `proc.stdout` (read or it is drained). */
  stdout?: 'ignore' | 'inherit' | 'pipe';
  /** The server's stderr: kept (its tail, as `log`) or passed through. */
  stderr?: 'pipe' | 'inherit';
  /** Give up when /health has not answered 200 within this time (default: wait as long as the process lives). */
  startTimeoutMs?: number;
}

export class ServerProcess {
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
  get pid(): number {
    return this.proc.pid!;
  }
  get alive(): boolean {
    return this.proc.exitCode === null && this.proc.signalCode === null;
  }
  /** The tail of the server's stderr (with stderr 'pipe'). */
  get log(): string {
    return this.stderr;
  }

  /** Starts `node main` on a free port and resolves once GET /health answers 200. */
  static async start(main: string, opts: ServerStartOptions): Promise<ServerProcess> {
    const port = await freePort();
    const proc = spawn(process.execPath, [...(opts.nodeArgs ?? []), main], {
      cwd: ROOT,
      env: { ...opts.env, PORT: String(port) },
      stdio: ['ignore', opts.stdout ?? 'ignore', opts.stderr ?? 'pipe'],
    });
    const child = new ServerProcess(proc, port);
    const giveUpAt = Date.now() + (opts.startTimeoutMs ?? Infinity);
    for (;;) {
      if (!child.alive) throw new Error(`server exited during start (${proc.exitCode ?? proc.signalCode})${child.stderr ? `:\n${child.stderr}` : ''}`);
      if (Date.now() > giveUpAt) {
        await child.kill();
        throw new Error(`server did not answer /health within ${opts.startTimeoutMs} ms`);
      }
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

  /** A graceful stop (SIGTERM), forced with SIGKILL after `graceMs`. */
  async stop(graceMs = 10_000): Promise<void> {
    if (!this.alive) return;
    const force = setTimeout(() => this.proc.kill('SIGKILL'), graceMs);
    await this.kill('SIGTERM');
    clearTimeout(force);
  }
}
