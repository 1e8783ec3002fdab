// A tournament survives kill -9: the server runs as a real child process and is killed with
// SIGKILL in the middle of series 1 and again right after series 2 was drawn; each time it is
// restarted on the same database (on PostgreSQL the second time as two instances at once). The tournament goes on to its end with nothing lost (every
// table played out, every deal in the list) and nothing doubled (two series, one draw each, no
// extra tables). Runs on PostgreSQL (DATABASE_URL) and on the embedded PGlite.
import pg from 'pg';
import { GqlEndpoint } from '../support/app.js';
import { useChildServer } from '../support/child-server.js';
import { addBots, createTournament, getTournament, recomputeFromRecords, repeatedPairs, startTournament } from '../support/tournament.js';

const ENV = { LEASE_TTL_MS: '2000', LEASE_RENEW_MS: '300' };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until<T>(what: string, read: () => Promise<T>, done: (v: T) => boolean): Promise<T> {
  for (let i = 0; i < 3000; i++) {
    const v = await read();
    if (done(v)) return v;
    await sleep(50);
  }
  throw new Error(`gave up waiting for ${what}`);
}

describe('a tournament through kill -9', () => {
  const suite = useChildServer();

  it('continues after SIGKILL mid-series and right after a draw, losing and doubling nothing', async () => {
    let server = await suite.start(ENV);
    let s = new GqlEndpoint(server.httpUrl);
    const reg = await s.ok<any>(`mutation($input: RegisterInput!) { register(input: $input) { player { id } apiToken { token } } }`, {
      input: { name: 'Secretary' },
    });
    const token: string = reg.register.apiToken.token;
    const created = await createTournament(s, token, { name: 'Through crashes', series: 2, gamesPerPlayer: 6, turnSeconds: 60 });
    const id = created.id;
    await addBots(s, token, id, 13);
    await startTournament(s, token, id);

    // Kill 1: some deals of series 1 are over, the series is not.
    await until(
      'deals in series 1',
      () => getTournament(s, id),
      (t) => t.currentSeries === 1 && t.standings.some((r: any) => r.games > 0),
    );
    await server.kill();
    server = await suite.start(ENV);
    s = new GqlEndpoint(server.httpUrl);

    // Kill 2: at once after the second draw, while its tables are starting.
    await until(
      'series 2',
      () => getTournament(s, id),
      (t) => t.currentSeries === 2,
    );
    await server.kill();
    // On PostgreSQL two instances take over at once: both sweep and step the tournament on, racing.
    const second = suite.db.url ? await suite.start(ENV) : null;
    server = await suite.start(ENV);
    s = new GqlEndpoint(server.httpUrl);

    const t = await until(
      'the end',
      () => getTournament(s, id),
      (x) => x.status === 'FINISHED',
    );
    expect(t.series.map((x: any) => [x.number, x.status, x.tables.length])).toEqual([
      [1, 'DONE', 4],
      [2, 'DONE', 4],
    ]);
    for (const series of t.series) for (const table of series.tables) expect(table.status).toBe('FINISHED');
    expect(repeatedPairs(t, 2)).toEqual([]);
    const recomputed = await recomputeFromRecords(s, t);
    for (const row of t.standings) {
      expect(row.games).toBe(12);
      expect({ points: row.points, won: row.won, lost: row.lost, games: row.games }).toEqual(recomputed.get(row.playerId));
    }
    await server.kill();
    await second?.kill();

    // The stored rows: one draw per series, no table besides the eight drawn.
    if (suite.db.url) {
      const c = new pg.Client({ connectionString: suite.db.url });
      await c.connect();
      try {
        const q = async (sql: string) => (await c.query(sql, [id])).rows[0].n;
        expect(await q(`SELECT count(*)::int AS n FROM tournament_series WHERE tournament_id = $1`)).toBe(2);
        expect(await q(`SELECT count(*)::int AS n FROM tournament_tables WHERE tournament_id = $1`)).toBe(8);
        expect(await q(`SELECT count(*)::int AS n FROM game_tables g JOIN tournaments t ON t.created_by = g.created_by WHERE t.id = $1`)).toBe(8);
      } finally {
        await c.end();
      }
    }
  }, 300_000); // three server starts and a tournament of 16 tables' worth of deals; PGlite is slow on a shared 2 vCPU machine
});
