// PostgreSQL's CPU and WAL per move for a move that writes the whole match state and for one
// that leaves it (the row's seq moves past its state_seq: SNAPSHOT_EVERY in src/tables/snapshot.ts),
// TableStore's APPEND_MOVE either way, one statement and one commit per move, alternating, as a
// named prepared statement on one connection whose backend's CPU is read from /proc. It moves
// started tables of the bench database forward, so run it after `npm run bench:api` (BENCH_DB
// names that database). WAL is the cluster's: other databases' writes meanwhile count too.
// usage: tsx scripts/move-snapshot-cost.ts [--k 16] [--rounds 9] [--repeat 20] [DATABASE_URL]
import { benchDatabaseUrl, connectWithBackendCpu, numberArg, startedTables } from './backend-cpu.js';
import { APPEND_MOVE } from '../src/tables/table-store.js';

const K = numberArg('--k', 16);
/** Moves per table and repeat. */
const ROUNDS = numberArg('--rounds', 9);
const REPEAT = numberArg('--repeat', 20);
const url = benchDatabaseUrl();

async function main(): Promise<void> {
  const { c, cpuMs } = await connectWithBackendCpu(url);
  const { tables, player, seqs, lsn } = await startedTables(c, K);
  const action = '{"type":"play","card":"CJ","player":1}';
  for (const full of [true, false, true, false]) {
    let cpu = 0;
    let wal = 0;
    for (let r = 0; r < REPEAT; r++) {
      const c0 = cpuMs();
      const w0 = await lsn();
      for (let round = 0; round < ROUNDS; round++) {
        for (const t of tables) {
          const seq = seqs.get(t.id)!;
          const values = [
            t.id,
            JSON.stringify([{ seq: seq + 1, type: 'cardPlayed', payload: { player: 1, card: 'CJ' } }]),
            seq + 1,
            seq + 1,
            player,
            action,
            null,
            null,
            full ? JSON.stringify(t.state) : null,
            'playing',
            seq,
            null,
            null,
          ];
          const res = await c.query({ name: 'move_snapshot_cost', text: APPEND_MOVE, values });
          if (res.rows.length !== 1) throw new Error('the move was not written');
          seqs.set(t.id, seq + 1);
        }
      }
      cpu += cpuMs() - c0;
      wal += Number((await c.query('SELECT pg_wal_lsn_diff(pg_current_wal_lsn(), $1::pg_lsn)::text AS d', [w0])).rows[0].d);
    }
    const moves = REPEAT * ROUNDS * K;
    console.log(
      `${full ? 'whole state' : 'seq only   '}  PostgreSQL CPU ${(cpu / moves).toFixed(3)} ms per move, WAL ${(wal / moves).toFixed(0)} bytes per move`,
    );
  }
  await c.end();
}

void main().catch((e) => {
  console.error(e);
  process.exit(1);
});
