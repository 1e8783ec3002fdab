// PostgreSQL's CPU and WAL per move for K moves of K tables written one statement each
// (TableStore's APPEND_MOVE: K commits) and in one statement (APPEND_MOVES: one commit),
// alternating, as named prepared statements on one connection whose backend's CPU is read
// from /proc. It moves started tables of the bench database forward with one-card-play log
// entries, so run it after `npm run bench:api` (BENCH_DB names that database).
// WAL is the cluster's: other databases' writes meanwhile count too.
// usage: tsx scripts/move-batch-cost.ts [--k 16] [--rounds 200] [DATABASE_URL]
import { benchDatabaseUrl, connectWithBackendCpu, numberArg, startedTables } from './backend-cpu.js';
import { APPEND_MOVE, APPEND_MOVES } from '../src/tables/table-store.js';

const K = numberArg('--k', 16);
const ROUNDS = numberArg('--rounds', 200);
const url = benchDatabaseUrl();

async function main(): Promise<void> {
  const { c, cpuMs } = await connectWithBackendCpu(url);
  const { tables, player, seqs, lsn } = await startedTables(c, K);
  const action = '{"type":"play","card":"CJ","player":1}';
  for (const batched of [false, true, false, true]) {
    const c0 = cpuMs();
    const w0 = await lsn();
    const t0 = performance.now();
    for (let round = 0; round < ROUNDS; round++) {
      if (batched) {
        const rows = tables.map((t) => {
          const seq = seqs.get(t.id)!;
          return {
            id: t.id,
            from_seq: seq,
            seq_from: seq + 1,
            seq_to: seq + 1,
            state: t.state,
            sheet: null,
            status: 'playing',
            holder: null,
            player_id: player,
            action: JSON.parse(action),
            client_action_id: null,
            timeout_deal: null,
            events: [{ seq: seq + 1, type: 'cardPlayed', payload: { player: 1, card: 'CJ' } }],
          };
        });
        const r = await c.query({ name: 'moves_cost', text: APPEND_MOVES, values: [JSON.stringify(rows)] });
        if (r.rows.length !== K) throw new Error('not every move was written');
      } else {
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
            JSON.stringify(t.state),
            'playing',
            seq,
            null,
            null,
          ];
          const r = await c.query({ name: 'move_cost', text: APPEND_MOVE, values });
          if (r.rows.length !== 1) throw new Error('the move was not written');
        }
      }
      for (const t of tables) seqs.set(t.id, seqs.get(t.id)! + 1);
    }
    const moves = ROUNDS * K;
    const wal = Number((await c.query('SELECT pg_wal_lsn_diff(pg_current_wal_lsn(), $1::pg_lsn)::text AS d', [w0])).rows[0].d);
    console.log(
      `${batched ? `${K} per statement` : '1 per statement '}  PostgreSQL CPU ${((cpuMs() - c0) / moves).toFixed(3)} ms per move, ${((performance.now() - t0) / moves).toFixed(3)} ms wall per move, WAL ${(wal / moves).toFixed(0)} bytes per move`,
    );
  }
  await c.end();
}

void main().catch((e) => {
  console.error(e);
  process.exit(1);
});
