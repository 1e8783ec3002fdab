// PostgreSQL's CPU for the move statement (TableStore's APPEND_MOVE), sent unnamed
// (parsed and planned every time) and as a named prepared statement, alternating, on one
// connection whose backend's CPU is read from /proc. It moves a started table of the bench
// database forward with one-card-play log entries, so run it after `npm run bench:api`.
// usage: tsx scripts/move-statement-cost.ts [--n 2000] [DATABASE_URL]
import { connectWithBackendCpu } from './backend-cpu.js';
import { APPEND_MOVE } from '../src/tables/table-store.js';

const ni = process.argv.indexOf('--n');
const N = ni >= 0 ? Number(process.argv[ni + 1]) : 2000;
const url = process.argv.slice(2).find((a) => a.startsWith('postgres')) ?? 'postgres://postgres@127.0.0.1:5432/skat_bench';

async function main(): Promise<void> {
  const { c, cpuMs } = await connectWithBackendCpu(url);
  const t = (await c.query(`SELECT id, state FROM game_tables WHERE state IS NOT NULL LIMIT 1`)).rows[0];
  if (!t) throw new Error(`no started table in ${url}: run npm run bench:api first`);
  const player: string = (await c.query('SELECT id FROM players LIMIT 1')).rows[0].id;
  let seq: number = (await c.query('SELECT max(seq) AS m FROM table_events WHERE table_id = $1', [t.id])).rows[0].m;
  await c.query('UPDATE game_tables SET seq = $2 WHERE id = $1', [t.id, seq]);
  const state = JSON.stringify(t.state);
  for (const named of [false, true, false, true]) {
    const c0 = cpuMs();
    const t0 = performance.now();
    for (let i = 0; i < N; i++) {
      const values = [
        t.id,
        JSON.stringify([{ seq: seq + 1, type: 'cardPlayed', payload: { player: 1, card: 'CJ' } }]),
        seq + 1,
        seq + 1,
        player,
        '{"type":"play","card":"CJ","player":1}',
        null,
        null,
        state,
        'playing',
        seq,
        null,
        null,
      ];
      const r = await c.query(named ? { name: 'move_cost', text: APPEND_MOVE, values } : { text: APPEND_MOVE, values });
      if (r.rows.length !== 1) throw new Error('the move was not written');
      seq++;
    }
    console.log(
      `${named ? 'prepared' : 'unnamed '}  PostgreSQL CPU ${((cpuMs() - c0) / N).toFixed(3)} ms per move, round trip ${((performance.now() - t0) / N).toFixed(3)} ms (state ${state.length} bytes)`,
    );
  }
  await c.end();
}

void main().catch((e) => {
  console.error(e);
  process.exit(1);
});
