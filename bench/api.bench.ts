// `npm run bench:api -- --tables 50 --deals 5`: the whole stack, measured.
//   1. builds the server (tsc) and starts it as its own process on loopback against the local
//      PostgreSQL (a fresh bench database; DATABASE_URL overrides);
//   2. opens N tables of three bot clients: HTTP mutations, one graphql-ws subscription each.
//      A bot acts when its feed tells it its legal actions: one mutation per action;
//   3. after a warm-up (--warm-tables N, default 50: N tables play one deal, unmeasured, as the
//      peer benches in ../shared/peers warm up; 0 skips it), plays the given number of complete
//      deals at every table at once, twice: saturated (bots act at once: actions/s, server CPU
//      per action) and paced (bots think, so the tables offer at most half of the saturated
//      rate: the latency a bot sees when the server keeps up);
//   4. prints actions/s and the action latency (request to response, p50/p95/p99), and the
//      latency from an action's commit to its event arriving at all three seats (p50/p99);
//   5. prints the server's RSS per open table.
// Floors, in the same run: single-row insert transactions/s with plain `pg` on the same
// database, and a no-op mutation through the same HTTP + GraphQL stack (the framework floor).
// Ends with machine-readable lines (noop_mutations_per_sec=N, actions_per_sec=N, ...).
// `--sweep` runs the paced bots at 10, 50, 200 and 500 tables (one deal each unless --deals is
// given), writes bench/results/bench-sweep.json and draws bench/results/latency.svg (scripts/plot-latency.ts).
// `--human N` plays N tables at human pace (one action per table every 2 s on average, one deal
// each) instead of the saturated and paced runs: the latency people see on a busy instance.
// `--transport ws` sends the moves over each seat's graphql-ws socket instead of HTTP.
// `--game tarock` plays Bavarian Tarock tables (preset TAROCK_BETTEL) instead of Skat ones.
// `--watchers N` adds N spectators per table, each with its own socket and feed subscription.
// `--latency-log FILE` writes each measured action's answer time (ms since the server started)
// and latency, to line up slow actions with the server's `--trace-gc` output or a profile.
// `--redis` runs the server with REDIS_URL (PubSub and rate limit counters in Redis, as several
// instances run; REDIS_URL or redis://127.0.0.1:6379); `--rate-limits` counts the rate limits
// (with budgets too high to refuse), to see what counting costs.
// `--instances N` (needs --redis when N > 1) starts N server processes on the same database and
// Redis; seat i of table t talks to instance (t + i) mod N (its socket and its moves), so a move
// reaches the other seats' feeds through Redis. CPU is printed per instance and in total.
// Every run also prints per action the PostgreSQL WAL it wrote (pg_current_wal_lsn before and
// after) and, with --redis, the Redis commands, PUBLISHes, bytes and CPU (INFO). Both counters are
// the whole PostgreSQL cluster's and the whole Redis server's: other clients add to them, which
// the idle window printed before each run shows.
// Bounded: every phase has a count and a time limit (--max-seconds for the whole run); the
// server process is killed on every exit path. Loopback only.
import http from 'node:http';
import { appendFileSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { createClient, type Client } from 'graphql-ws';
import pg from 'pg';
import { Redis } from 'ioredis';
import WebSocket from 'ws';
import { renderSvg, type SweepPoint } from '../scripts/plot-latency';
import { actionRequest, EVENT_FIELDS, LEGAL_ACTION_FIELDS, pick, rng, type LegalAction } from '../support/generic-player.js';
import { buildServer, ServerProcess } from '../support/server-process.js';

const argv = process.argv.slice(2);
const opt = (name: string, dflt: number): number => {
  const i = argv.indexOf(name);
  return i >= 0 ? Number(argv[i + 1]) : dflt;
};
const SWEEP = argv.includes('--sweep');
/** `--human N`: N tables of human pace (one action per table every 2 s on average), one deal each; no saturated run. */
const HUMAN = opt('--human', 0);
const TABLES = HUMAN || opt('--tables', 50);
const DEALS = opt('--deals', SWEEP || HUMAN ? 1 : 5);
const FLOOR_SECONDS = opt('--floor-seconds', 5);
const MAX_SECONDS = opt('--max-seconds', SWEEP ? 1500 : 600);
/** BENCH_DB: the fresh database's name (several checkouts can bench on one PostgreSQL at once). */
const DB_NAME = process.env.BENCH_DB ?? 'skat_bench';
if (!/^[a-z_][a-z0-9_]*$/.test(DB_NAME)) throw new Error('BENCH_DB takes a plain lower-case name');
/**
 * BENCH_PG_HOST: how the bench and its server reach PostgreSQL: 127.0.0.1 over TCP (the default),
 * or a directory holding its Unix socket (/var/run/postgresql), as a server on the database's own
 * machine would.
 */
const PG_HOST = process.env.BENCH_PG_HOST ?? '127.0.0.1';
const pgUrl = (db: string) =>
  PG_HOST.startsWith('/') ? `postgres://postgres@localhost:5432/${db}?host=${PG_HOST}` : `postgres://postgres@${PG_HOST}:5432/${db}`;
const DATABASE_URL = process.env.DATABASE_URL ?? pgUrl(DB_NAME);
const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? pgUrl('postgres');
const POOL = opt('--pool', 10);
/** Seconds of the idle window before each measured run: the stores' background rate. */
const IDLE_SECONDS = opt('--idle-seconds', 2);
/** Tables that play one deal, unmeasured, before the measured runs (as the peer benches warm up): 0 skips it. */
const WARM_TABLES = opt('--warm-tables', 50);
/** Spectators per table besides the three seats, each with its own socket and feed: what watching costs the server. */
const WATCHERS = opt('--watchers', 0);
const RATE_LIMITS = argv.includes('--rate-limits');
/** `--transport ws`: each seat sends its moves over its graphql-ws socket (the one its feed runs on) instead of HTTP. */
const TRANSPORT = argv.includes('--transport') ? argv[argv.indexOf('--transport') + 1] : 'http';
if (TRANSPORT !== 'http' && TRANSPORT !== 'ws') throw new Error('--transport takes http or ws');
const WITH_REDIS = argv.includes('--redis');
/** `--instances N`: N server processes on one database and one Redis; a table's seats spread over them. */
const INSTANCES = opt('--instances', 1);
if (!Number.isInteger(INSTANCES) || INSTANCES < 1) throw new Error('--instances takes a whole number >= 1');
// Without Redis each process has its own in-memory PubSub: a move would never reach the seats on the others.
if (INSTANCES > 1 && !WITH_REDIS) throw new Error('--instances N > 1 needs --redis (the instances meet only in Redis)');
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
/** `--game tarock`: Bavarian Tarock tables (TAROCK_BETTEL: a fixed tariff, so no pot ends a match early). */
const GAME = argv.includes('--game') ? argv[argv.indexOf('--game') + 1] : 'skat';
if (GAME !== 'skat' && GAME !== 'tarock') throw new Error('--game takes skat or tarock');
const TABLE_INPUT = GAME === 'tarock' ? { game: 'TAROCK', preset: 'TAROCK_BETTEL' } : { preset: 'STANDARD' };
/** The log entry that ends a deal: Skat's dealEnded; Tarock's deal ends with its ledger row. */
const DEAL_END = GAME === 'tarock' ? 'dealScored' : 'dealEnded';
/**
 * The bots' mean think time in the paced run, ms. By default it is set from the saturated run
 * so that the tables offer at most half of what the server took: 2 x tables / (actions/s).
 */
const THINK_MS = opt('--think-ms', NaN);
/**
 * `--latency-log FILE`: each measured action's answer time and latency, one per line, in ms since
 * the (first) server process started, a `#` line before each run: to line up slow actions with the
 * server's `--trace-gc` output (whose times count from its start) or a profile
 * (scripts/promoted-per-action.ts reads both).
 */
const LATENCY_LOG = argv.includes('--latency-log') ? argv[argv.indexOf('--latency-log') + 1] : null;
if (LATENCY_LOG) writeFileSync(LATENCY_LOG, '# answered_ms_since_server_start latency_ms, one block per measured run\n');

const started = Date.now();
let servers: ServerProcess[] = [];
// Even a crash that skips main()'s cleanup (an unhandled error event), or a SIGTERM from
// `timeout`, must not leave a server running.
process.once('exit', () => {
  for (const s of servers) if (s.alive) s.proc.kill('SIGKILL');
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(1));
let stores: Stores | null = null;

/** The running instances: instance k answers at apis[k] and runs as pids[k]. */
interface Cluster {
  apis: Api[];
  pids: number[];
}

function deadline(): void {
  if (Date.now() - started > MAX_SECONDS * 1000) throw new Error(`bench exceeded --max-seconds ${MAX_SECONDS}`);
}

const now = () => performance.timeOrigin + performance.now();

function pct(xs: number[], p: number): number {
  if (!xs.length) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
}
const r1 = (x: number) => Math.round(x * 10) / 10;

async function freshDatabase(): Promise<void> {
  if (process.env.DATABASE_URL) return; // the caller's database, as it is
  const c = new pg.Client({ connectionString: ADMIN_URL });
  await c.connect();
  await c.query(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
  await c.query(`CREATE DATABASE ${DB_NAME}`);
  await c.end();
}

function build(): string {
  // Inside dist/ (ignored by git) so the server resolves node_modules; apart from `npm run build`'s output.
  const { main, errors } = buildServer(resolve('dist', 'bench-server'));
  // tsc emits on type errors elsewhere; the typecheck step reports those.
  if (errors) process.stderr.write(`tsc reported errors (building anyway): ${errors.slice(0, 500)}\n`);
  return main;
}

/** Starts INSTANCES server processes one after another (the first runs the migrations). */
async function startServers(main: string): Promise<Cluster> {
  const env: Record<string, string | undefined> = {
    ...process.env,
    HOST: '127.0.0.1',
    DATABASE_URL,
    DB_POOL_SIZE: String(POOL),
    LOG_LEVEL: 'warn',
    // The no-op mutation of the framework floor: served only when asked for.
    BENCH_NOOP: '1',
    // As deployed (the Dockerfile sets it): libraries skip their development checks.
    NODE_ENV: 'production',
    // The benchmark is one address with many tokens: the abuse limits would measure themselves.
    // With --rate-limits they are counted (in Redis with --redis) but set too high to refuse.
    RATE_LIMIT_PER_TOKEN: RATE_LIMITS ? '1000000000' : '0',
    RATE_LIMIT_PER_IP: RATE_LIMITS ? '1000000000' : '0',
    // Likewise the caps on registrations, connections and spectators of one address (up to 1,500
    // players and their sockets in the sweep).
    REGISTRATIONS_PER_ADDRESS: '0',
    MAX_CONNECTIONS_PER_ADDRESS: '100000',
    MAX_CONNECTIONS_TOTAL: '100000',
    MAX_SPECTATORS_PER_TABLE: '100000',
    // --watchers N opens N spectators per table, all without a token from one address.
    MAX_ANONYMOUS_CONNECTIONS_PER_ADDRESS: '100000',
  };
  // One instance: the in-memory PubSub, unless --redis (PubSub and rate limit counters in Redis,
  // as a deployment of several instances runs).
  if (!WITH_REDIS) delete env.REDIS_URL;
  else env.REDIS_URL = REDIS_URL;
  // BENCH_SERVER_ARGS: extra node flags for the server, e.g. --cpu-prof to profile it, or
  // --trace-gc with BENCH_SERVER_STDOUT=1 (the server's stdout is dropped otherwise).
  const nodeArgs = (process.env.BENCH_SERVER_ARGS ?? '').split(' ').filter(Boolean);
  // Sequential and each kept at once, so that every exit path stops the ones already started.
  for (let k = 0; k < INSTANCES; k++) {
    servers.push(
      await ServerProcess.start(main, {
        env,
        nodeArgs,
        stdout: process.env.BENCH_SERVER_STDOUT ? 'inherit' : 'ignore',
        stderr: 'inherit',
        startTimeoutMs: 60_000,
      }),
    );
  }
  return { apis: servers.map((s) => new Api(s.httpUrl)), pids: servers.map((s) => s.pid) };
}

async function stopServers(): Promise<void> {
  const children = servers;
  servers = [];
  await Promise.all(children.map((c) => c.stop(10_000)));
}

/** The fields of /proc/PID/stat after the command name: [0] is the state, [11]/[12] user/system CPU and [19] the start, in clock ticks of 10 ms. */
function procStat(pid: number | string): string[] {
  return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
}

/** CPU seconds the process has used so far (user + system, and system alone: the kernel's share, mostly socket I/O), from /proc (clock ticks of 10 ms). */
function cpuSeconds(pid: number): { all: number; sys: number } {
  const fields = procStat(pid);
  return { all: (Number(fields[11]) + Number(fields[12])) / 100, sys: Number(fields[12]) / 100 };
}

type Cpu = { all: number; sys: number };
/** CPU seconds so far of each process. */
const cpuOf = (pids: number[]): Cpu[] => pids.map(cpuSeconds);
/** CPU ms per operation since `from`, of each process (all, and the kernel's share). */
function cpuMsSince(pids: number[], from: Cpu[], ops: number): Cpu[] {
  return cpuOf(pids).map((c, k) => ({ all: ((c.all - from[k].all) * 1000) / ops, sys: ((c.sys - from[k].sys) * 1000) / ops }));
}
const sumCpu = (xs: Cpu[]): Cpu => xs.reduce((a, b) => ({ all: a.all + b.all, sys: a.sys + b.sys }), { all: 0, sys: 0 });

/**
 * What the shared stores did: PostgreSQL's WAL position and WAL records (pg_stat_wal), and with
 * --redis the Redis server's command, PUBLISH, byte and CPU counters (INFO). Read before and after
 * a measured phase; the differences per action are its cost to the stores.
 */
interface StoreCounters {
  walLsn: string;
  /** Transactions of the bench database (committed and rolled back): autocommit statements count one each. */
  xacts: number;
  walRecords: number;
  walFpi: number;
  redis?: { commands: number; publishes: number; inBytes: number; outBytes: number; cpuSeconds: number };
}
interface StoreCosts {
  walBytes: number;
  xacts: number;
  walRecords: number;
  walFpi: number;
  redis?: { commands: number; publishes: number; inBytes: number; outBytes: number; cpuMs: number };
}

class Stores {
  private constructor(
    private readonly pgc: pg.Client,
    private readonly redis: Redis | null,
  ) {}

  static async open(): Promise<Stores> {
    const pgc = new pg.Client({ connectionString: DATABASE_URL });
    // A connection the server ends (the database dropped under the bench) fails the next read, not the process.
    pgc.on('error', (err) => process.stderr.write(`bench:api: the counters' connection failed: ${err.message}\n`));
    await pgc.connect();
    const redis = WITH_REDIS ? new Redis(REDIS_URL, { maxRetriesPerRequest: 1 }) : null;
    return new Stores(pgc, redis);
  }

  async read(): Promise<StoreCounters> {
    const row = (await this.pgc.query(`SELECT pg_current_wal_lsn()::text AS lsn, wal_records::float8 AS records, wal_fpi::float8 AS fpi FROM pg_stat_wal`))
      .rows[0] as { lsn: string; records: number; fpi: number };
    // The statistics reach pg_stat_database when a backend goes idle (at most a second late): close enough over a phase.
    const db = (await this.pgc.query(`SELECT (xact_commit + xact_rollback)::float8 AS x FROM pg_stat_database WHERE datname = current_database()`)).rows[0] as {
      x: number;
    };
    const out: StoreCounters = { walLsn: row.lsn, xacts: db.x, walRecords: row.records, walFpi: row.fpi };
    if (this.redis) {
      const info = String(await this.redis.call('INFO', 'stats', 'cpu', 'commandstats'));
      const field = (name: string) => Number(new RegExp(`^${name}:([\\d.]+)`, 'm').exec(info)?.[1] ?? 0);
      const publishes = Number(/^cmdstat_publish:calls=(\d+)/m.exec(info)?.[1] ?? 0);
      out.redis = {
        commands: field('total_commands_processed'),
        publishes,
        inBytes: field('total_net_input_bytes'),
        outBytes: field('total_net_output_bytes'),
        cpuSeconds: field('used_cpu_user') + field('used_cpu_sys'),
      };
    }
    return out;
  }

  /** Per operation since `from`; the reads of the counters themselves (a few Redis commands) are left in. */
  async since(from: StoreCounters, ops: number): Promise<StoreCosts> {
    const to = await this.read();
    const bytes = Number((await this.pgc.query(`SELECT pg_wal_lsn_diff($1, $2)::float8 AS d`, [to.walLsn, from.walLsn])).rows[0].d);
    const out: StoreCosts = {
      walBytes: bytes / ops,
      xacts: (to.xacts - from.xacts) / ops,
      walRecords: (to.walRecords - from.walRecords) / ops,
      walFpi: (to.walFpi - from.walFpi) / ops,
    };
    if (from.redis && to.redis) {
      const d = (k: 'commands' | 'publishes' | 'inBytes' | 'outBytes') => (to.redis![k] - from.redis![k]) / ops;
      out.redis = {
        commands: d('commands'),
        publishes: d('publishes'),
        inBytes: d('inBytes'),
        outBytes: d('outBytes'),
        cpuMs: ((to.redis.cpuSeconds - from.redis.cpuSeconds) * 1000) / ops,
      };
    }
    return out;
  }

  async close(): Promise<void> {
    await this.pgc.end().catch(() => undefined);
    this.redis?.disconnect();
  }
}

/**
 * Per second with nothing measured running: the stores' background (lease renewals, other clients
 * of the same PostgreSQL and Redis) and each instance's own CPU (timers, sweeps, open sockets).
 */
async function idleRates(stores: Stores, pids: number[], seconds: number): Promise<{ stores: StoreCosts; serverCpuMsPerSec: number[] }> {
  const from = await stores.read();
  const cpu0 = cpuOf(pids);
  await new Promise((r) => setTimeout(r, seconds * 1000));
  return { stores: await stores.since(from, seconds), serverCpuMsPerSec: cpuMsSince(pids, cpu0, seconds).map((c) => c.all) };
}

/**
 * The postmaster of the bench database's cluster when it runs on this machine (the parent of our
 * own backend), so that PostgreSQL CPU counts that cluster only, not another one beside it; null:
 * every PostgreSQL process on the machine.
 */
let postmasterPid: number | null = null;
async function findPostmaster(): Promise<void> {
  const c = new pg.Client({ connectionString: DATABASE_URL });
  await c.connect();
  try {
    const backend = Number((await c.query('SELECT pg_backend_pid() AS pid')).rows[0].pid);
    const stat = readFileSync(`/proc/${backend}/stat`, 'utf8');
    if (stat.includes('(postgres)')) postmasterPid = Number(stat.split(') ')[1].split(' ')[1]);
  } catch {
    // a remote database, or its pid not ours to see: every postgres process
  } finally {
    await c.end();
  }
}

/** CPU seconds of the cluster's PostgreSQL processes (the database shares the cores with the server): its work per action. */
function postgresCpuSeconds(): number {
  let total = 0;
  for (const d of readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const stat = readFileSync(`/proc/${d}/stat`, 'utf8');
      if (!stat.includes('(postgres)')) continue;
      const fields = stat.split(') ')[1].split(' ');
      if (postmasterPid !== null && Number(d) !== postmasterPid && Number(fields[1]) !== postmasterPid) continue;
      // Own time, and (the postmaster's) time of children already gone: backends come and go.
      total += (Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])) / 100;
    } catch {
      // the process ended meanwhile
    }
  }
  return total;
}

/**
 * The bench database's share of PostgreSQL's CPU, which the machine-wide figure mixes with
 * everything else the machine's PostgreSQL runs: the CPU of the backends serving it (known by
 * their process title; a commit's WAL flush is done by the committing backend). Sampled while
 * the run lasts, so a backend that ends meanwhile (the pool drops idle connections) still counts
 * up to its last sample.
 */
class DbBackends {
  /** A backend's title: `postgres: [cluster name: ]user database host(port) state`. */
  private readonly title = `: ${new URL(DATABASE_URL).username || 'postgres'} ${new URL(DATABASE_URL).pathname.slice(1)} `;
  private readonly cpu = new Map<number, { from: number; last: number }>();
  private started = false;

  sample(): void {
    for (const d of readdirSync('/proc')) {
      if (!/^\d+$/.test(d)) continue;
      try {
        const title = readFileSync(`/proc/${d}/cmdline`, 'utf8');
        if (!title.startsWith('postgres: ') || !title.includes(this.title)) continue;
        const f = procStat(d);
        const s = (Number(f[11]) + Number(f[12])) / 100;
        const pid = Number(d);
        const seen = this.cpu.get(pid);
        // A backend first seen after the start started during the run: all of its CPU counts.
        if (seen) seen.last = s;
        else this.cpu.set(pid, { from: this.started ? 0 : s, last: s });
      } catch {
        // the process ended meanwhile
      }
    }
    this.started = true;
  }

  seconds(): number {
    let total = 0;
    for (const c of this.cpu.values()) total += c.last - c.from;
    return total;
  }
}

function rssMb(pid: number): number {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : NaN;
}
/** The instances' RSS together. */
const rssMbAll = (pids: number[]) => pids.reduce((a, pid) => a + rssMb(pid), 0);

class Api {
  constructor(readonly url: string) {}
  /**
   * node:http with kept-alive sockets: less client CPU per call than fetch (undici), and the
   * bots share the two cores with the server. Idle sockets are dropped after 4 s, before the
   * server's 5 s keep-alive timeout closes them under a request.
   */
  private readonly agent = new http.Agent({ keepAlive: true, timeout: 4000 });

  gql<T = any>(query: string, variables: Record<string, unknown> = {}, token?: string, retried = false): Promise<T> {
    const payload = JSON.stringify({ query, variables });
    return new Promise<T>((resolve, reject) => {
      const req = http.request(
        `${this.url}/graphql`,
        {
          method: 'POST',
          agent: this.agent,
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), ...(token ? { authorization: `Bearer ${token}` } : {}) },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('error', reject);
          res.on('end', () => {
            try {
              const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { data?: T; errors?: { message: string; extensions?: { code?: string } }[] };
              if (body.errors?.length || !body.data)
                reject(new GqlError(body.errors?.[0]?.message ?? `HTTP ${res.statusCode}`, body.errors?.[0]?.extensions?.code));
              else resolve(body.data);
            } catch (e) {
              reject(e);
            }
          });
        },
      );
      req.on('error', (e: NodeJS.ErrnoException) => {
        // A kept-alive socket the server closed just as the request went out: the request never
        // reached it (Node's documented race), so sending it once more is safe.
        if (req.reusedSocket && e.code === 'ECONNRESET' && !retried) this.gql<T>(query, variables, token, true).then(resolve, reject);
        else reject(e);
      });
      req.end(payload);
    });
  }
}
/** One query or mutation over an open graphql-ws socket: its data, or a GqlError. */
function wsGql<T = any>(ws: Client, query: string, variables: Record<string, unknown>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let result: { data?: T; errors?: readonly { message: string; extensions?: { code?: string } }[] } | undefined;
    ws.subscribe<T>(
      { query, variables },
      {
        next: (r) => (result = r as typeof result),
        error: (e) =>
          reject(
            e instanceof Error
              ? e
              : new GqlError(Array.isArray(e) ? String(e[0]?.message) : JSON.stringify(e), Array.isArray(e) ? e[0]?.extensions?.code : undefined),
          ),
        complete: () => {
          if (result?.errors?.length || !result?.data)
            reject(new GqlError(result?.errors?.[0]?.message ?? 'no result', result?.errors?.[0]?.extensions?.code as string | undefined));
          else resolve(result.data);
        },
      },
    );
  });
}

class GqlError extends Error {
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

/** Floor 1: plain pg, one single-row insert transaction after another on POOL connections. */
async function pgFloor(seconds: number): Promise<number> {
  const setup = new pg.Client({ connectionString: DATABASE_URL });
  await setup.connect();
  await setup.query('CREATE TABLE IF NOT EXISTS bench_floor (id bigserial PRIMARY KEY, table_id uuid NOT NULL, payload jsonb NOT NULL)');
  await setup.end();
  const clients = await Promise.all(
    Array.from({ length: POOL }, async () => {
      const c = new pg.Client({ connectionString: DATABASE_URL });
      await c.connect();
      return c;
    }),
  );
  let n = 0;
  const until = Date.now() + seconds * 1000;
  await Promise.all(
    clients.map(async (c) => {
      while (Date.now() < until) {
        await c.query('BEGIN');
        await c.query('INSERT INTO bench_floor (table_id, payload) VALUES (gen_random_uuid(), $1)', ['{"type":"cardPlayed"}']);
        await c.query('COMMIT');
        n++;
      }
    }),
  );
  await Promise.all(clients.map((c) => c.end()));
  return n / seconds;
}

/** Floor 2: the no-op mutation, same HTTP + GraphQL stack and token header, `concurrency` callers in a closed loop. */
async function noopFloor(cluster: Cluster, token: string, concurrency: number, seconds: number): Promise<{ rate: number; ms: number[]; cpuMs: Cpu }> {
  const loop = async (loopSeconds: number, ms: number[]) => {
    const until = Date.now() + loopSeconds * 1000;
    await Promise.all(
      Array.from({ length: concurrency }, async (_, k) => {
        // Callers spread over the instances, as the tables' seats are.
        const api = cluster.apis[k % cluster.apis.length];
        while (Date.now() < until) {
          const t0 = now();
          await api.gql('mutation { noop }', {}, token);
          ms.push(now() - t0);
        }
      }),
    );
  };
  // Warm-up, the same loop unmeasured: the server has just started, while the tables' actions
  // are measured on a server long warm (JIT, lazily loaded code, heap sizes).
  await loop(2, []);
  const ms: number[] = [];
  const cpu0 = cpuOf(cluster.pids);
  await loop(seconds, ms);
  return { rate: ms.length / seconds, ms, cpuMs: sumCpu(cpuMsSince(cluster.pids, cpu0, ms.length)) };
}

interface Seat {
  token: string;
  /** The instance this seat talks to (its socket and its moves), and its index. */
  api: Api;
  instance: number;
  ws: Client;
  /** seq -> arrival time (epoch ms) of each event at this seat. */
  arrivals: Map<number, number>;
  /** The seq of the last feed message. */
  lastSeq: number;
  /** The newest legal actions the seat's feed has told it (with their seq), until it acts on them. */
  options: { seq: number; actions: LegalAction[] } | null;
  /** Called when new options arrive (set while the table plays). */
  wake: () => void;
  /** Deals that ended, and whether the match did, as this seat's feed told it. */
  dealsEnded: number;
  matchEnded: boolean;
  dispose: () => void;
}

interface RunResult {
  /** Action latency p99 per 10 s of the run, from its start: whether the tail is the start's burst or steady. */
  p99By10s: number[];
  tables: number;
  /** The bots' mean think time (0: saturated, a closed loop). */
  thinkMs: number;
  deals: number;
  actions: number;
  seconds: number;
  actionsPerSec: number;
  actionMs: number[];
  eventMs: number[];
  rssBaseMb: number;
  rssPeakMb: number;
  /** Server CPU time (user + system) per action, ms, all instances together: what an action costs the server, whatever the load. */
  cpuMsPerAction: number;
  /** Each instance's CPU per action of the whole run (they add up to cpuMsPerAction), and the actions it served. */
  instanceCpuMsPerAction: number[];
  instanceActions: number[];
  /** The share of moves sent to another instance than the table's previous move. */
  switchedShare: number;
  /** The kernel's share of it. */
  sysMsPerAction: number;
  /** The bot clients' CPU per action (this process): they share the machine with the server. */
  clientCpuMsPerAction: number;
  pgCpuMsPerAction: number;
  /** WAL and, with --redis, Redis traffic per action. */
  stores: StoreCosts;
  /** The same counters per second before the run, with the tables open and no one moving (null with --idle-seconds 0). */
  idle: { stores: StoreCosts; serverCpuMsPerSec: number[] } | null;
  /** CPU per action of the PostgreSQL backends serving the bench database (the machine-wide figure counts every database). */
  dbCpuMsPerAction: number;
  /** p99 of the bot clients' event-loop delay, ms: how late they could notice a response. */
  clientLagP99Ms: number;
}

async function openTables(cluster: Cluster, n: number, deals: number): Promise<{ id: string; seats: Seat[]; watchers: Client[] }[]> {
  const N = cluster.apis.length;
  // Seat s of table i on instance (i + s) mod N: with N >= 3 the three seats are on three instances.
  const instanceOf = (i: number, s: number) => (i + s) % N;
  const wsUrl = (api: Api) => api.url.replace('http', 'ws') + '/graphql';
  const out: { id: string; seats: Seat[]; watchers: Client[] }[] = [];
  // Set up in small parallel batches: bounded load while opening hundreds of tables.
  for (let b = 0; b < n; b += 25) {
    deadline();
    const batch = await Promise.all(
      Array.from({ length: Math.min(25, n - b) }, async (_, k) => {
        const i = b + k;
        const tokens: string[] = [];
        for (let s = 0; s < 3; s++) {
          const d = await cluster.apis[instanceOf(i, s)].gql(`mutation($i: RegisterInput!) { register(input: $i) { apiToken { token } } }`, {
            i: { name: `b${i}-${s}`, kind: 'BOT' },
          });
          tokens.push(d.register.apiToken.token);
        }
        const rounds = Math.max(1, Math.ceil(deals / 3));
        const t = await cluster.apis[instanceOf(i, 0)].gql(
          `mutation($i: CreateTableInput!) { createTable(input: $i) { table { id } } }`,
          { i: { ...TABLE_INPUT, rounds } },
          tokens[0],
        );
        const id: string = t.createTable.table.id;
        const seats: Seat[] = tokens.map((token, s) => {
          const instance = instanceOf(i, s);
          const api = cluster.apis[instance];
          const ws = createClient({
            url: wsUrl(api),
            webSocketImpl: WebSocket,
            connectionParams: { authorization: `Bearer ${token}` },
            retryAttempts: 0,
            lazy: false,
          });
          const seat: Seat = {
            token,
            api,
            instance,
            ws,
            arrivals: new Map(),
            lastSeq: 0,
            options: null,
            wake: () => undefined,
            dealsEnded: 0,
            matchEnded: false,
            dispose: () => undefined,
          };
          seat.dispose = ws.subscribe(
            {
              query: `subscription($t: ID!) { tableEvents(tableId: $t) { kind seq events { type } legalActions { ${LEGAL_ACTION_FIELDS} } } }`,
              variables: { t: id },
            },
            {
              next: (m) => {
                const e = (
                  m.data as { tableEvents?: { kind: string; seq: number; events: { type: string }[]; legalActions: LegalAction[] | null } } | undefined
                )?.tableEvents;
                if (!e) return;
                // The end of the run comes from the feed, as the bot kit learns it (its moves select only seq).
                const ended = e.events.filter((x) => x.type === DEAL_END).length;
                const matchEnded = e.events.some((x) => x.type === 'matchEnded');
                if (ended || matchEnded) {
                  seat.dealsEnded += ended;
                  seat.matchEnded ||= matchEnded;
                  seat.wake();
                }
                if (e.kind === 'EVENTS') {
                  // One message per move: every entry after the previous message arrived with it.
                  const at = now();
                  for (let q = seat.lastSeq + 1; q <= e.seq; q++) seat.arrivals.set(q, at);
                }
                seat.lastSeq = Math.max(seat.lastSeq, e.seq);
                if (e.legalActions && (!seat.options || e.seq > seat.options.seq)) {
                  seat.options = { seq: e.seq, actions: e.legalActions };
                  seat.wake();
                }
              },
              error: (err) => process.stderr.write(`subscription error at table ${id}: ${JSON.stringify(err)}\n`),
              complete: () => undefined,
            },
          );
          return seat;
        });
        for (const seat of seats.slice(1))
          await seat.api.gql(`mutation($i: JoinTableInput!) { joinTable(input: $i) { seq } }`, { i: { tableId: id } }, seat.token);
        // Each watcher has its VIEW before the run starts: subscribing is not part of an action's cost.
        const watchers = await Promise.all(
          Array.from({ length: WATCHERS }, async (_, w) => {
            const ws = createClient({ url: wsUrl(cluster.apis[(i + w) % N]), webSocketImpl: WebSocket, retryAttempts: 0, lazy: false });
            await new Promise<void>((viewed, failed) =>
              ws.subscribe(
                { query: `subscription($t: ID!) { tableEvents(tableId: $t) { kind seq events { ${EVENT_FIELDS} } } }`, variables: { t: id } },
                { next: () => viewed(), error: failed, complete: () => undefined },
              ),
            );
            return ws;
          }),
        );
        return { id, seats, watchers };
      }),
    );
    out.push(...batch);
  }
  return out;
}

/**
 * Plays `deals` complete deals at one table, driven by the feeds as a bot would be: a seat acts
 * when its feed tells it its legal actions (after thinking thinkMs), with one mutation and that seq as
 * expectedSeq; no legalActions query. Its answers go to actionMs (the run counts them there).
 */
function playTable(
  table: { id: string; seats: Seat[] },
  deals: number,
  seed: number,
  actionMs: number[],
  actionEnds: number[],
  thinkMs: number,
  served: number[],
  switched: { n: number },
): Promise<void> {
  const random = rng(seed);
  let actions = 0;
  let lastInstance = -1;
  let done = false;
  let lastProgress = Date.now();
  const refused: string[] = [];
  return new Promise<void>((resolve, reject) => {
    const finish = (e?: unknown) => {
      if (done) return;
      done = true;
      clearInterval(watchdog);
      for (const s of table.seats) s.wake = () => undefined;
      if (e) reject(e instanceof Error ? e : new Error(String(e)));
      else resolve();
    };
    const over = () => table.seats[0].dealsEnded >= deals || table.seats[0].matchEnded;
    const act = async (seat: Seat) => {
      if (over()) return finish();
      const options = seat.options;
      if (done || !options) return;
      seat.options = null;
      const a = pick(options.actions, random);
      if (!a) return; // only optional actions (Kontra and the like): not taken
      // Uniform around the mean (0.5x to 1.5x), so that tables do not move in lockstep.
      if (thinkMs > 0) await new Promise((r) => setTimeout(r, thinkMs * (0.5 + random())));
      const { query, variables } = actionRequest(table.id, a, { expectedSeq: options.seq }, 'seq');
      const t0 = now();
      try {
        if (TRANSPORT === 'ws') await wsGql(seat.ws, query, variables);
        else await seat.api.gql(query, variables, seat.token);
        actionMs.push(now() - t0);
        actionEnds.push(now());
        actions++;
        served[seat.instance]++;
        // A move on another instance than the table's previous one: that instance reads the table first (its copy is stale).
        if (lastInstance >= 0 && seat.instance !== lastInstance) switched.n++;
        lastInstance = seat.instance;
        lastProgress = Date.now();
      } catch (e) {
        // Another seat moved first (optional actions): the feed brings the next options.
        if (!(e instanceof GqlError && (e.code === 'CONFLICT' || e.code === 'ILLEGAL_ACTION'))) return finish(e);
        refused.push(`${e.message} (expectedSeq ${options.seq})`);
      }
    };
    const watchdog = setInterval(() => {
      try {
        deadline();
        if (Date.now() - lastProgress > 30_000) {
          throw new Error(
            `table ${table.id} made no progress for 30 s (after ${actions} actions; options held: ${JSON.stringify(table.seats.map((x) => x.options && { seq: x.options.seq, n: x.options.actions.length }))}; refused: ${refused.slice(-3).join('; ')})`,
          );
        }
      } catch (e) {
        finish(e);
      }
    }, 1000);
    for (const seat of table.seats) {
      seat.wake = () => void act(seat);
      seat.wake(); // options that arrived before the run started
    }
  });
}

async function eventLatencies(tables: { id: string; seats: Seat[] }[]): Promise<number[]> {
  // Commit time: the event row's created_at (its transaction's start: a slight over-estimate).
  const c = new pg.Client({ connectionString: DATABASE_URL });
  await c.connect();
  const out: number[] = [];
  for (const t of tables) {
    const rows: { seq: number; at: number }[] = (
      await c.query(
        `SELECT seq, extract(epoch FROM created_at) * 1000 AS at FROM table_events WHERE table_id = $1 AND type NOT LIKE 'table.player%' ORDER BY seq`,
        [t.id],
      )
    ).rows;
    for (const row of rows) {
      const arrivals = t.seats.map((s) => s.arrivals.get(row.seq));
      if (arrivals.some((x) => x === undefined)) continue; // before the subscription started
      out.push(Math.max(...(arrivals as number[])) - Number(row.at));
    }
  }
  await c.end();
  return out;
}

/** `deals` per table (DEALS unless said) after `idleSeconds` of the stores' idle rates (IDLE_SECONDS unless said). */
async function run(
  cluster: Cluster,
  stores: Stores,
  tables: number,
  thinkMs: number,
  { deals = DEALS, idleSeconds = IDLE_SECONDS, measured = true } = {},
): Promise<RunResult> {
  const { pids } = cluster;
  const rssBaseMb = rssMbAll(pids);
  const open = await openTables(cluster, tables, deals);
  // Let the last joins' events land before measuring.
  await new Promise((r) => setTimeout(r, 500));
  // The stores' background with the tables open and nobody moving: what the counters below carry besides the actions.
  const idle = idleSeconds > 0 ? await idleRates(stores, pids, idleSeconds) : null;
  let rssPeakMb = rssMbAll(pids);
  const backends = new DbBackends();
  backends.sample();
  const sampler = setInterval(() => {
    rssPeakMb = Math.max(rssPeakMb, rssMbAll(pids));
    backends.sample();
  }, 250);
  const actionMs: number[] = [];
  /** When each action answered (performance.now()), beside its latency in actionMs. */
  const actionEnds: number[] = [];
  const served = pids.map(() => 0);
  const switched = { n: 0 };
  const stores0 = await stores.read();
  const cpu0 = cpuOf(pids);
  const pg0 = postgresCpuSeconds();
  const own0 = process.cpuUsage();
  // The bots' own event loop: time it was blocked adds to every latency they measure.
  const lag = monitorEventLoopDelay({ resolution: 10 });
  lag.enable();
  const t0 = now();
  try {
    await Promise.all(open.map((t, i) => playTable(t, deals, 1000 + i, actionMs, actionEnds, thinkMs, served, switched)));
  } finally {
    clearInterval(sampler);
  }
  const seconds = (now() - t0) / 1000;
  // Every answer so far, also a next deal's first move that was in flight when its table ended.
  const actions = actionMs.length;
  const instanceCpuMs = cpuMsSince(pids, cpu0, actions);
  const cpuMs = sumCpu(instanceCpuMs);
  const pgCpuMs = ((postgresCpuSeconds() - pg0) * 1000) / actions;
  const storeCosts = await stores.since(stores0, actions);
  backends.sample();
  const dbCpuMs = (backends.seconds() * 1000) / actions;
  lag.disable();
  const own = process.cpuUsage(own0);
  const clientCpuMs = (own.user + own.system) / 1000;
  await new Promise((r) => setTimeout(r, 500)); // last events in flight
  const eventMs = await eventLatencies(open);
  for (const t of open) {
    for (const s of t.seats) {
      s.dispose();
      await s.ws.dispose();
    }
    for (const w of t.watchers) await w.dispose();
  }
  if (LATENCY_LOG && measured) appendLatencyLog(LATENCY_LOG, `tables ${tables}, think ${thinkMs} ms`, pids[0], actionEnds.slice(0, actions), actionMs);
  const buckets: number[][] = [];
  actionEnds.forEach((at, i) => (buckets[Math.floor((at - t0) / 10_000)] ??= []).push(actionMs[i]));
  const p99By10s = Array.from(buckets, (b) => (b ? pct(b, 99) : NaN));
  return {
    p99By10s,
    tables,
    thinkMs,
    deals,
    actions,
    seconds,
    actionsPerSec: actions / seconds,
    actionMs,
    eventMs,
    rssBaseMb,
    rssPeakMb,
    cpuMsPerAction: cpuMs.all,
    sysMsPerAction: cpuMs.sys,
    instanceCpuMsPerAction: instanceCpuMs.map((c) => c.all),
    instanceActions: served,
    switchedShare: switched.n / actions,
    clientCpuMsPerAction: clientCpuMs / actions,
    pgCpuMsPerAction: pgCpuMs,
    dbCpuMsPerAction: dbCpuMs,
    stores: storeCosts,
    idle,
    clientLagP99Ms: lag.percentile(99) / 1e6,
  };
}

/** Appends a run's `answered_ms latency_ms` per action (`ends` as now() gives them), times since the server process started. */
function appendLatencyLog(file: string, title: string, pid: number, ends: number[], ms: number[]): void {
  const bootMs = Date.now() - Number(readFileSync('/proc/uptime', 'utf8').split(' ')[0]) * 1000;
  const startMs = bootMs + Number(procStat(pid)[19]) * 10;
  const lines = ends.map((at, i) => `${(at - startMs).toFixed(1)} ${ms[i].toFixed(2)}`);
  appendFileSync(file, `# ${title}\n${lines.join('\n')}\n`);
}

function report(r: RunResult): void {
  const pace = r.thinkMs > 0 ? `paced: bots think ${r.thinkMs} ms on average` : 'saturated: bots act at once (closed loop)';
  console.log(`tables ${r.tables}, deals per table ${r.deals}, ${pace}: ${r.actions} actions in ${r.seconds.toFixed(1)} s`);
  console.log(
    `  actions/s                 ${r.actionsPerSec.toFixed(0)}  (CPU per action: server ${r.cpuMsPerAction.toFixed(2)} ms of which system ${r.sysMsPerAction.toFixed(2)}, bot clients ${r.clientCpuMsPerAction.toFixed(2)} ms, PostgreSQL ${r.pgCpuMsPerAction.toFixed(2)} ms)`,
  );
  console.log(
    `  bench database            its backends' CPU ${r.dbCpuMsPerAction.toFixed(3)} ms per action (the PostgreSQL figure above is the whole cluster's: every database and the background writers)`,
  );
  console.log(`  action latency ms         p50 ${r1(pct(r.actionMs, 50))}  p95 ${r1(pct(r.actionMs, 95))}  p99 ${r1(pct(r.actionMs, 99))}`);
  if (r.p99By10s.length > 2) console.log(`  p99 per 10 s of the run   ${r.p99By10s.map((x) => Math.round(x)).join(' ')}`);
  console.log(`  commit -> 3 seats ms      p50 ${r1(pct(r.eventMs, 50))}  p99 ${r1(pct(r.eventMs, 99))}  (${r.eventMs.length} events)`);
  console.log(`  bot clients' event loop   delay p99 ${r1(r.clientLagP99Ms)} ms (included in the latencies above)`);
  if (r.instanceActions.length > 1) {
    const each = r.instanceCpuMsPerAction.map((ms, k) => `${k}: ${ms.toFixed(2)} ms (served ${r.instanceActions[k]} actions)`);
    console.log(`  server CPU per instance   ${each.join(', ')}; per action of the whole run, together ${r.cpuMsPerAction.toFixed(2)} ms`);
    console.log(`  moves on another instance than the table's previous move: ${(r.switchedShare * 100).toFixed(0)}%`);
  }
  console.log(`  per action to the stores  ${storeText(r.stores, 'B')}`);
  if (r.idle) {
    const cpu = r.idle.serverCpuMsPerSec.map((ms) => ms.toFixed(0)).join(' + ');
    console.log(
      `  idle before, per second   server CPU ${cpu} ms; ${storeText(r.idle.stores, 'B')} (tables open, nobody moving: timers, lease renewals, other clients of the same servers)`,
    );
  }
  const all = r.instanceActions.length > 1 ? `, ${r.instanceActions.length} instances together` : '';
  console.log(
    `  server RSS MB             ${r.rssBaseMb.toFixed(0)} before tables, ${r.rssPeakMb.toFixed(0)} peak${all}; ${((r.rssPeakMb - r.rssBaseMb) / r.tables).toFixed(2)} MB per open table`,
  );
}

function storeText(c: StoreCosts, unit: string): string {
  const wal = `${c.xacts.toFixed(2)} database transactions, WAL ${c.walBytes.toFixed(0)} ${unit} in ${c.walRecords.toFixed(1)} records (${c.walFpi.toFixed(2)} full pages)`;
  if (!c.redis) return wal;
  const x = c.redis;
  return `${wal}; Redis ${x.commands.toFixed(1)} commands (${x.publishes.toFixed(1)} PUBLISH), ${x.inBytes.toFixed(0)} ${unit} in, ${x.outBytes.toFixed(0)} ${unit} out, CPU ${x.cpuMs.toFixed(3)} ms`;
}

/** The machine-readable cost lines of one run (suffix '': the saturated run, '_paced' or '_human'). */
function costLines(r: RunResult, suffix: string): void {
  console.log(`server_cpu_ms_per_action${suffix}=${r.cpuMsPerAction.toFixed(3)}`);
  if (r.instanceActions.length > 1) {
    r.instanceCpuMsPerAction.forEach((ms, k) => console.log(`server_cpu_ms_per_action_instance_${k}${suffix}=${ms.toFixed(3)}`));
    console.log(`instance_switch_share${suffix}=${r.switchedShare.toFixed(3)}`);
  }
  console.log(`pg_cpu_ms_per_action${suffix}=${r.pgCpuMsPerAction.toFixed(3)}`);
  console.log(`db_cpu_ms_per_action${suffix}=${r.dbCpuMsPerAction.toFixed(3)}`);
  console.log(`db_xacts_per_action${suffix}=${r.stores.xacts.toFixed(2)}`);
  console.log(`wal_bytes_per_action${suffix}=${Math.round(r.stores.walBytes)}`);
  console.log(`wal_records_per_action${suffix}=${r.stores.walRecords.toFixed(2)}`);
  console.log(`wal_fpi_per_action${suffix}=${r.stores.walFpi.toFixed(3)}`);
  const x = r.stores.redis;
  if (!x) return;
  console.log(`redis_commands_per_action${suffix}=${x.commands.toFixed(2)}`);
  console.log(`redis_publish_per_action${suffix}=${x.publishes.toFixed(2)}`);
  console.log(`redis_in_bytes_per_action${suffix}=${Math.round(x.inBytes)}`);
  console.log(`redis_out_bytes_per_action${suffix}=${Math.round(x.outBytes)}`);
  console.log(`redis_cpu_ms_per_action${suffix}=${x.cpuMs.toFixed(3)}`);
}

async function main(): Promise<void> {
  const where = `database ${DATABASE_URL.replace(/\/\/[^@]*@/, '//')}${WITH_REDIS ? `  redis ${REDIS_URL.replace(/\/\/[^@]*@/, '//')}` : ''}`;
  console.log(
    `bench:api  game ${GAME}  transport ${TRANSPORT}  instances ${INSTANCES}  tables ${SWEEP ? '10,50,200,500' : TABLES}${HUMAN ? ' at human pace' : ''}  deals ${DEALS}${WATCHERS ? `  watchers ${WATCHERS} per table` : ''}  ${where}`,
  );
  await freshDatabase();
  const mainJs = build();
  const cluster = await startServers(mainJs);
  stores = await Stores.open();
  await findPostmaster();
  const api = cluster.apis[0];
  const floorToken = (await api.gql(`mutation { register(input: { name: "floor", kind: BOT }) { apiToken { token } } }`)).register.apiToken.token as string;

  const pgTps = await pgFloor(FLOOR_SECONDS);
  console.log(`pg floor: ${pgTps.toFixed(0)} single-row insert transactions/s (${POOL} connections)`);
  const floor = await noopFloor(cluster, floorToken, Math.min(TABLES, 200), FLOOR_SECONDS);
  const noop = floor.rate;
  console.log(
    `framework floor: ${noop.toFixed(0)} no-op mutations/s (${Math.min(TABLES, 200)} callers in a closed loop; latency ms p50 ${r1(pct(floor.ms, 50))} p99 ${r1(pct(floor.ms, 99))}; server CPU ${floor.cpuMs.all.toFixed(2)} ms each, system ${floor.cpuMs.sys.toFixed(2)})`,
  );
  const single = await noopFloor(cluster, floorToken, 1, 2);
  console.log(`  one caller alone: ${single.rate.toFixed(0)} no-op mutations/s, latency ms p50 ${r1(pct(single.ms, 50))} p99 ${r1(pct(single.ms, 99))}`);

  if (WARM_TABLES > 0) {
    // The actions' code paths warm (JIT, lazily loaded code, heap sizes) before anything is measured.
    const warm = await run(cluster, stores, WARM_TABLES, 0, { deals: 1, idleSeconds: 0, measured: false });
    console.log(
      `warm-up (not measured): ${warm.tables} tables, 1 deal each, saturated: ${warm.actions} actions in ${warm.seconds.toFixed(1)} s (server CPU ${warm.cpuMsPerAction.toFixed(2)} ms per action)`,
    );
  }
  if (HUMAN) {
    const human = await run(cluster, stores, HUMAN, 2000);
    report(human);
    await stopServers();
    console.log(`instances=${INSTANCES}`);
    costLines(human, '_human');
    console.log(`p99_action_ms_human=${r1(pct(human.actionMs, 99))}`);
    console.log(`actions_per_sec_human=${Math.round(human.actionsPerSec)}`);
    return;
  }
  // 1. Saturated: how many actions per second the server takes (bots never wait).
  const saturated = await run(cluster, stores, SWEEP ? 50 : TABLES, 0);
  report(saturated);
  // 2. Paced: the latency a bot sees when the server is not saturated (at most half its capacity).
  const thinkMs = Number.isFinite(THINK_MS) ? THINK_MS : Math.round((2 * saturated.tables * 1000) / saturated.actionsPerSec);
  let paced: RunResult;
  if (SWEEP) {
    // Same bots (same think time) at more and more tables: the load grows with the tables.
    const points: (SweepPoint & Record<string, number>)[] = [];
    let at50: RunResult | undefined;
    for (const n of [10, 50, 200, 500]) {
      const r = await run(cluster, stores, n, thinkMs);
      report(r);
      if (n === 50) at50 = r;
      points.push({
        tables: n,
        thinkMs,
        p50ActionMs: r1(pct(r.actionMs, 50)),
        p95ActionMs: r1(pct(r.actionMs, 95)),
        p99ActionMs: r1(pct(r.actionMs, 99)),
        p50EventMs: r1(pct(r.eventMs, 50)),
        p99EventMs: r1(pct(r.eventMs, 99)),
        actionsPerSec: Math.round(r.actionsPerSec),
        rssPeakMb: Math.round(r.rssPeakMb),
        deals: r.deals,
      });
    }
    writeFileSync('bench/results/bench-sweep.json', JSON.stringify(points, null, 2) + '\n');
    writeFileSync('bench/results/latency.svg', renderSvg(points));
    console.log('wrote bench/results/bench-sweep.json and bench/results/latency.svg');
    paced = at50!;
  } else {
    paced = await run(cluster, stores, TABLES, thinkMs);
    report(paced);
  }
  const rssNow = rssMbAll(cluster.pids);
  await stopServers();
  console.log(`server RSS at the end: ${rssNow.toFixed(0)} MB${INSTANCES > 1 ? ` (${INSTANCES} instances together)` : ''}`);
  console.log(`instances=${INSTANCES}`);
  console.log(`server_cpu_ms_per_noop=${floor.cpuMs.all.toFixed(3)}`);
  costLines(saturated, '');
  costLines(paced, '_paced');
  console.log(`p99_action_ms_saturated=${r1(pct(saturated.actionMs, 99))}`);
  console.log(`p99_event_ms_saturated=${r1(pct(saturated.eventMs, 99))}`);
  console.log(`think_ms=${thinkMs}`);
  console.log(`noop_mutations_per_sec=${Math.round(noop)}`);
  console.log(`actions_per_sec=${Math.round(saturated.actionsPerSec)}`);
  console.log(`pg_floor_tps=${Math.round(pgTps)}`);
  console.log(`ratio=${(saturated.actionsPerSec / pgTps).toFixed(3)}`);
  console.log(`noop_ratio=${(saturated.actionsPerSec / noop).toFixed(3)}`);
  console.log(`p99_action_ms=${r1(pct(paced.actionMs, 99))}`);
  console.log(`p99_event_ms=${r1(pct(paced.eventMs, 99))}`);
  console.log(`rss_mb_per_table=${(Math.max(saturated.rssPeakMb - saturated.rssBaseMb, paced.rssPeakMb - paced.rssBaseMb) / saturated.tables).toFixed(2)}`);
}

void main()
  .catch(async (e: unknown) => {
    process.stderr.write(`bench:api failed: ${e instanceof Error ? e.stack : String(e)}\n`);
    process.exitCode = 1;
  })
  .finally(async () => {
    await stopServers();
    await stores?.close();
    // Sockets of the bot clients may still be closing: do not wait for them (but let stdout drain).
    setTimeout(() => process.exit(), 1000);
  });
