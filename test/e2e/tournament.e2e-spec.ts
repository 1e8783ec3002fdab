// A club evening from the API: a tournament of 13 server bots (so both table sizes occur) over
// two short series runs to its end by itself; the standings agree with the deal records, the
// draw seats no pair twice, the subscription shows the assignments and the final list, and the
// list exports as CSV. A duplicate tournament deals every table of a size the same cards by
// seat, and the series seed, revealed when the series ends, verifies every deal.
import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Subscriber, useTestServer } from '../support/app.js';
import { legalActions, pick, register, step } from '../support/skat.js';
import { mulberry32 } from '../../src/bots/rng.js';
import {
  addBots,
  createTournament,
  getTournament,
  recomputeFromRecords,
  repeatedPairs,
  startTournament,
  tableRecords,
  TOURNAMENT,
} from '../support/tournament.js';

const VERIFY = `query($r: String!, $m: String) { verifyDeal(record: $r, matchSeed: $m) { valid matchSeedMatches reason } }`;
const sha = (s: string) => createHash('sha256').update(s).digest('hex');

describe('tournaments', () => {
  const suite = useTestServer({ LEASE_TTL_MS: 2000, LEASE_RENEW_MS: 300 });

  it('runs a tournament of 13 server bots over two series to its end; the list agrees with the deal records', async () => {
    const { s } = suite;
    const secretary = await register(s, 'Secretary');
    const other = await register(s, 'Other');
    const created = await createTournament(s, secretary.token, { name: 'Club evening', series: 2, gamesPerPlayer: 3, turnSeconds: 60 });
    expect(created).toMatchObject({ status: 'REGISTERING', seriesCount: 2, gamesPerPlayer: 3, seed: null, currentSeries: 0, series: [] });
    const id = created.id;

    // Only the creator may add bots and start; people register and withdraw themselves.
    const refused = await s.gql(
      `mutation($i: AddTournamentBotsInput!) { addTournamentBots(input: $i) { id } }`,
      { i: { tournamentId: id, count: 2 } },
      other.token,
    );
    expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    await s.ok(`mutation($id: ID!) { registerTournament(tournamentId: $id) { id } }`, { id }, other.token);
    const twice = await s.gql(`mutation($id: ID!) { registerTournament(tournamentId: $id) { id } }`, { id }, other.token);
    expect(twice.errors?.[0].extensions).toMatchObject({ code: 'CONFLICT', reason: 'ALREADY_REGISTERED' });
    const left = (await s.ok<any>(`mutation($id: ID!) { unregisterTournament(tournamentId: $id) { players { playerId } } }`, { id }, other.token))
      .unregisterTournament;
    expect(left.players).toEqual([]);
    await addBots(s, secretary.token, id, 13);
    expect((await s.gql(`mutation($id: ID!) { startTournament(tournamentId: $id) { id } }`, { id }, other.token)).errors?.[0].extensions?.code).toBe(
      'FORBIDDEN',
    );

    const client = s.wsClient(other.token);
    const updates = new Subscriber<any>(client, `subscription($id: ID!) { tournamentUpdated(tournamentId: $id) { ${TOURNAMENT} } }`, { id });
    await updates.waitFor((m) => m.length >= 1);
    const running = await startTournament(s, secretary.token, id);
    expect(running.status).toBe('RUNNING');
    expect(running.series.map((x: any) => x.tables.map((t: any) => t.players.length))).toEqual([[4, 3, 3, 3]]);
    const late = await s.gql(`mutation($id: ID!) { registerTournament(tournamentId: $id) { id } }`, { id }, other.token);
    expect(late.errors?.[0].extensions).toMatchObject({ code: 'ILLEGAL_ACTION', engineCode: 'WRONG_PHASE' });

    await updates.waitFor((m) => m.at(-1).tournamentUpdated.status === 'FINISHED');
    // It completes once the tournament is finished.
    await updates.waitFor(() => updates.completed);
    const seen = updates.messages.map((m) => m.tournamentUpdated);
    // The subscription showed the second draw's assignments while it was played.
    expect(seen.some((t) => t.status === 'RUNNING' && t.currentSeries === 2 && t.series[1].tables.length === 4)).toBe(true);
    client.dispose();

    const t = await getTournament(s, id);
    expect(seen.at(-1)).toEqual(t);
    expect(t.status).toBe('FINISHED');
    // Both series: every player at exactly one table, tables of 4, 3, 3, 3, all played to the end.
    expect(t.series.map((x: any) => x.status)).toEqual(['DONE', 'DONE']);
    for (const series of t.series) {
      expect(series.tables.map((x: any) => x.players.length)).toEqual([4, 3, 3, 3]);
      expect(series.tables.flatMap((x: any) => x.players.map((p: any) => p.playerId)).sort()).toEqual(t.players.map((p: any) => p.playerId).sort());
      for (const table of series.tables) expect(table.status).toBe('FINISHED');
    }
    expect(repeatedPairs(t, 2)).toEqual([]);
    // Each player played the series' 3 games in each series (a 4-player table deals 4 times, the dealer sitting out).
    const recomputed = await recomputeFromRecords(s, t);
    for (const row of t.standings) {
      expect({ points: row.points, won: row.won, lost: row.lost, games: row.games }).toEqual(recomputed.get(row.playerId));
      expect(row.games).toBe(6);
      expect(row.duplicateDelta).toBeNull();
      expect(row.seriesPoints.reduce((a: number, b: number) => a + b, 0)).toBe(row.points);
    }
    // The order: points, then more won, then fewer lost.
    for (let i = 1; i < t.standings.length; i++) {
      const [a, b] = [t.standings[i - 1], t.standings[i]];
      expect(a.points > b.points || (a.points === b.points && (a.won > b.won || (a.won === b.won && a.lost <= b.lost)))).toBe(true);
    }
    // The tournament seed is revealed at the end and is the one committed to; each series seed comes from it.
    expect(sha(`skat-tournament-v1:${t.seed}`)).toBe(t.commitment);
    for (const series of t.series) expect(series.seed).toBe(sha(`skat-tournament-series:${t.seed}:${series.number}`));

    // Per series, typed.
    const first = (await s.ok<any>(`query($id: ID!) { tournamentStandings(tournamentId: $id, series: 1) { playerId points seriesPoints } }`, { id }))
      .tournamentStandings;
    for (const row of first) expect(row.points).toBe(row.seriesPoints[0]);

    // The list, exported.
    const csv: string = (await s.ok<any>(`query($id: ID!) { tournamentStandingsCsv(tournamentId: $id) }`, { id })).tournamentStandingsCsv;
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toBe('rank,name,player_id,series_1,series_2,points,won,lost,games,timeouts');
    expect(lines).toHaveLength(14);
    expect(lines[1].split(',').slice(0, 3)).toEqual(['1', t.standings[0].name, t.standings[0].playerId]);

    const list = (await s.ok<any>(`{ tournaments(limit: 5) { id status } }`)).tournaments;
    expect(list).toContainEqual({ id, status: 'FINISHED' });
  });

  it('deals every table of a size the same cards by seat in a duplicate series, seals the tables until the series ends, and the series seed verifies them', async () => {
    const { s } = suite;
    const secretary = await register(s, 'Duplicate secretary');
    // A short turn timer: the secretary plays along and never acts, so the server acts for them.
    const created = await createTournament(s, secretary.token, { name: 'Duplicate', series: 1, gamesPerPlayer: 3, turnSeconds: 1, duplicate: true });
    await s.ok(`mutation($id: ID!) { registerTournament(tournamentId: $id) { id } }`, { id: created.id }, secretary.token);
    await addBots(s, secretary.token, created.id, 13);
    const client = s.wsClient(secretary.token);
    const updates = new Subscriber<any>(client, `subscription($id: ID!) { tournamentUpdated(tournamentId: $id) { status series { seed } } }`, {
      id: created.id,
    });
    await updates.waitFor((m) => m.length >= 1);
    const running = await startTournament(s, secretary.token, created.id);

    // While the series runs only a table's own players see it: the others' tables, records and seeds are sealed.
    const tables = running.series[0].tables;
    const mine = tables.find((x: any) => x.players.some((p: any) => p.playerId === secretary.playerId));
    const other = tables.find((x: any) => x !== mine);
    expect((await s.ok<any>(`query($t: ID!) { table(tableId: $t) { yourSeat } }`, { t: mine.tableId }, secretary.token)).table.yourSeat).not.toBeNull();
    for (const [query, token] of [
      [`query($t: ID!) { table(tableId: $t) { seq } }`, secretary.token],
      [`query($t: ID!) { table(tableId: $t) { seq } }`, undefined],
      [`query($t: ID!) { scoreSheet(tableId: $t) { totals } }`, undefined],
      [`query($t: ID!) { dealRecord(tableId: $t, deal: 1) { deal } }`, secretary.token],
      [`query($t: ID!) { dealCommitment(tableId: $t) { commitment } }`, undefined],
    ] as const) {
      const r = await s.gql(query, { t: other.tableId }, token);
      expect(r.errors?.[0]).toMatchObject({ extensions: { code: 'FORBIDDEN' } });
      expect(r.errors?.[0].message).toContain('duplicate series');
    }
    const watcher = s.wsClient();
    const sealed = new Subscriber<any>(watcher, `subscription($t: ID!) { tableEvents(tableId: $t) { seq } }`, { t: other.tableId });
    await sealed.waitFor(() => sealed.completed).catch(() => undefined);
    expect(sealed.messages).toEqual([]);
    expect(JSON.stringify(sealed.errors)).toContain('duplicate series');
    await watcher.dispose();

    // The secretary sleeps through one turn (the server acts for it after turnSeconds), then plays
    // its own turns: silent all along, the series would wait a second on each of them.
    let finished = false;
    const playing = (async () => {
      const random = mulberry32(5);
      let slept = false;
      while (!finished) {
        try {
          if (slept) {
            if (!(await step(s, mine.tableId, [secretary], random))) await sleep(50);
            continue;
          }
          const { seq, actions } = await legalActions(s, mine.tableId, secretary.token);
          if (!pick(actions, random)) await sleep(50);
          else {
            while (!finished && (await legalActions(s, mine.tableId, secretary.token)).seq === seq) await sleep(100);
            slept = true;
          }
        } catch (e) {
          // A race with the timer (a stale expectedSeq) or the match's end: ask again; anything else fails the test.
          if (!/CONFLICT|ILLEGAL_ACTION/.test(String(e))) throw e;
        }
      }
    })().catch((e: unknown) => e);
    await updates.waitFor((m) => m.at(-1).tournamentUpdated.status === 'FINISHED');
    finished = true;
    const failure = await playing;
    if (failure) throw failure;
    client.dispose();
    // The series seed stayed secret until the series was over.
    expect(
      updates.messages.filter((m) => m.tournamentUpdated.status !== 'FINISHED').every((m) => m.tournamentUpdated.series.every((x: any) => x.seed === null)),
    ).toBe(true);

    const t = await getTournament(s, created.id);
    const [series] = t.series;
    expect(series.tables.map((x: any) => x.players.length)).toEqual([4, 4, 3, 3]);
    // The server played the secretary's silent turns, and the list marks them.
    expect(t.standings.find((r: any) => r.playerId === secretary.playerId).timeouts).toBeGreaterThan(0);
    expect(t.standings.filter((r: any) => r.timeouts > 0).map((r: any) => r.playerId)).toEqual([secretary.playerId]);
    // Each player against everyone who held the same cards: the differences of a group sum to zero.
    expect(Math.abs(t.standings.reduce((a: number, r: any) => a + r.duplicateDelta, 0))).toBeLessThan(0.1);
    expect(t.standings.some((r: any) => r.duplicateDelta !== 0)).toBe(true);
    for (const size of [3, 4]) {
      const ofSize = series.tables.filter((x: any) => x.players.length === size);
      // Open to everyone once the series is over.
      const records = await Promise.all(ofSize.map((x: any) => tableRecords(s, x.tableId, size)));
      for (let k = 0; k < size; k++) {
        const [a, b] = [records[0][k], records[1][k]];
        // The same hands and skat for the same deal seats, which are the same table seats.
        expect(b.hands).toEqual(a.hands);
        expect(b.players.map((p: any) => [p.seat, p.player])).toEqual(a.players.map((p: any) => [p.seat, p.player]));
        expect(b.seed).toBe(a.seed);
        for (const r of [a, b]) {
          const verdict = (await s.ok<any>(VERIFY, { r: JSON.stringify(r), m: series.seed })).verifyDeal;
          expect(verdict).toEqual({ valid: true, matchSeedMatches: true, reason: null });
        }
      }
      // Different deals differ.
      expect(records[0][1].hands).not.toEqual(records[0][0].hands);
      const seeds = await Promise.all(
        ofSize.map(async (x: any) => (await s.ok<any>(`query($t: ID!) { matchCommitment(tableId: $t) { seed } }`, { t: x.tableId })).matchCommitment.seed),
      );
      expect(seeds).toEqual([series.seed, series.seed]);
    }
  });
});
