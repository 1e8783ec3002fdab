// A connection to the bench database and its backend's CPU so far (ms, from /proc): what the
// statement-cost scripts measure PostgreSQL's work by.
import { readFileSync } from 'node:fs';
import pg from 'pg';

export async function connectWithBackendCpu(url: string): Promise<{ c: pg.Client; cpuMs: () => number }> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  const pid: number = (await c.query('SELECT pg_backend_pid() AS p')).rows[0].p;
  const cpuMs = () => {
    const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(f[11]) + Number(f[12])) * 10;
  };
  return { c, cpuMs };
}

/** The number after `--name` on the command line, or `dflt`. */
export function numberArg(name: string, dflt: number): number {
  const i = process.argv.indexOf(name);
  return i >= 0 ? Number(process.argv[i + 1]) : dflt;
}

/** The bench database: the first postgres:// argument, or BENCH_DB on the local PostgreSQL. */
export function benchDatabaseUrl(): string {
  return process.argv.slice(2).find((a) => a.startsWith('postgres')) ?? `postgres://postgres@127.0.0.1:5432/${process.env.BENCH_DB ?? 'skat_bench'}`;
}

/**
 * `k` started tables of the bench database, each moved to the seq of its last log entry with
 * its stored state taken as at that seq, so that moves can be written after it; a player to
 * write them for; and the cluster's WAL position.
 */
export async function startedTables(
  c: pg.Client,
  k: number,
): Promise<{ tables: { id: string; state: unknown }[]; player: string; seqs: Map<string, number>; lsn: () => Promise<string> }> {
  const tables: { id: string; state: unknown }[] = (await c.query(`SELECT id, state FROM game_tables WHERE state IS NOT NULL ORDER BY id LIMIT $1`, [k])).rows;
  if (tables.length < k) throw new Error(`fewer than ${k} started tables: run npm run bench:api first`);
  const player: string = (await c.query('SELECT id FROM players LIMIT 1')).rows[0].id;
  const seqs = new Map<string, number>();
  for (const t of tables) {
    const seq: number = (await c.query('SELECT max(seq) AS m FROM table_events WHERE table_id = $1', [t.id])).rows[0].m;
    await c.query('UPDATE game_tables SET seq = $2, state_seq = $2 WHERE id = $1', [t.id, seq]);
    seqs.set(t.id, seq);
  }
  const lsn = async (): Promise<string> => (await c.query('SELECT pg_current_wal_lsn()::text AS l')).rows[0].l;
  return { tables, player, seqs, lsn };
}
