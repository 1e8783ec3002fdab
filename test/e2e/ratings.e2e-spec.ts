// Rated matches end to end: server bots play rated Skat and Tarock matches to their end; the
// leaderboards, the rating history and the statistics agree with the deal records and the
// final totals; an unrated match changes no rating; racing and replayed moves rate a match once;
// the CSV export and bad input.
import request from 'supertest';
import { DataSource } from 'typeorm';
import { NEW_SKILL, rateMatch, ranksOf } from '../../src/ratings/rating.js';
import { BotRunner } from '../../src/server-bots/bot-runner.service.js';
import { useTestServer } from '../support/app.js';
import { actionRequest, createTable, DEAL_RECORD, GAMES_DEAL_RECORD, legalActions, pick, register, rng, tableView, type Registered } from '../support/skat.js';

const ADD_BOTS = `mutation($i: AddBotsInput!) { addBots(input: $i) { table { status rated seats { player { id kind } } } } }`;
const SHEET = `query($t: ID!) { scoreSheet(tableId: $t) { totals over deals { deal } } }`;
const RATING = 'rating mu sigma';
const BOARD = `query($g: Game!, $k: PlayerKind!, $first: Int, $after: String) {
  leaderboard(game: $g, kind: $k, first: $first, after: $after) {
    game nodes { player { id kind } rank ${RATING} matches } edges { cursor node { player { id } } } pageInfo { endCursor hasNextPage } } }`;
const HISTORY = `query($p: ID!, $g: Game!) { ratingHistory(playerId: $p, game: $g) {
  playerId current { ${RATING} } changes { tableId finishedAt rank players total before { ${RATING} } after { ${RATING} } change } pageInfo { hasNextPage } } }`;
const STATS = `query($p: ID!, $g: Game!, $r: Boolean) { playerStatistics(playerId: $p, game: $g, ratedOnly: $r) {
  player { id } game ratedOnly rating { ${RATING} } matches matchesWon deals asDeclarer asDefender
  declarer { count won rate } defender { count won rate }
  skat { byGameType { gameType count won rate } seegerFabianPoints averageSeegerFabianPerSeries kontra { count won } re { count won } overbids
         schneiderWon schwarzWon schneiderLost schwarzLost ramschDeals ramschLosses durchmaersche passedDeals }
  tarock { contracts { contract count won rate } durch redeals ledgerTotal averageLedgerPerMatch } } }`;

describe('ratings, leaderboards, rating history and statistics', () => {
  const suite = useTestServer();
  let bots: BotRunner;
  beforeAll(() => {
    bots = suite.s.app.get(BotRunner);
  });

  /** A table of server bots only, played to its end; its players by index and its final totals. */
  async function botMatch(input: Record<string, unknown>): Promise<{ tableId: string; ids: string[]; totals: number[]; deals: number }> {
    const host = await register(suite.s, 'Host');
    const tableId = (await createTable(suite.s, host.token, { ...input, takeSeat: false })).table.id;
    const added = await suite.s.ok<any>(ADD_BOTS, { i: { tableId, strategy: 'RANDOM' } }, host.token);
    expect(added.addBots.table.rated).toBe(!!input.rated);
    await bots.idle();
    const end = await tableView(suite.s, tableId, undefined, 'table { status seats { player { id } } }');
    expect(end.table.status).toBe('FINISHED');
    const sheet = (await suite.s.ok<any>(SHEET, { t: tableId })).scoreSheet;
    return { tableId, ids: end.table.seats.map((s: any) => s.player.id), totals: sheet.totals, deals: sheet.deals.length };
  }

  const board = async (game: string, kind: string, first = 20, after?: string) =>
    (await suite.s.ok<any>(BOARD, { g: game, k: kind, first, after })).leaderboard;
  const history = async (playerId: string, game: string) => (await suite.s.ok<any>(HISTORY, { p: playerId, g: game })).ratingHistory;
  const stats = async (playerId: string, game: string, ratedOnly?: boolean) =>
    (await suite.s.ok<any>(STATS, { p: playerId, g: game, r: ratedOnly })).playerStatistics;
  const records = async (tableId: string, deals: number, fields = DEAL_RECORD) => {
    const out = [];
    for (let d = 1; d <= deals; d++)
      out.push(
        (await suite.s.ok<any>(`query($t: ID!, $d: Int!) { dealRecord(tableId: $t, deal: $d) { record { ${fields} } } }`, { t: tableId, d })).dealRecord.record,
      );
    return out;
  };
  const expectRating = (got: { rating: number; mu: number; sigma: number }, want: { mu: number; sigma: number }) => {
    expect(got.mu).toBeCloseTo(want.mu, 9);
    expect(got.sigma).toBeCloseTo(want.sigma, 9);
    expect(got.rating).toBeCloseTo(want.mu - 3 * want.sigma, 9);
  };

  /** Each player's statistics of one finished Skat match (the only one they played), counted here from its deal records. */
  async function expectSkatStatistics(tableId: string, ids: string[], deals: number, ranks: number[], after: { mu: number; sigma: number }[]): Promise<void> {
    // The statistics, counted here from the deal records.
    const recs = await records(tableId, deals);
    expect(recs).toHaveLength(deals);
    for (const [p, id] of ids.entries()) {
      const want = {
        deals: 0,
        asDeclarer: 0,
        declarerWon: 0,
        asDefender: 0,
        defenderWon: 0,
        sf: 0,
        kontra: 0,
        kontraWon: 0,
        re: 0,
        reWon: 0,
        overbids: 0,
        schneiderWon: 0,
        schwarzWon: 0,
        schneiderLost: 0,
        schwarzLost: 0,
        ramsch: 0,
        ramschLost: 0,
        durchmarsch: 0,
        passed: 0,
        byType: {} as Record<string, [number, number]>,
      };
      for (const r of recs) {
        const playerAt = (seat: number) => r.players.find((s: any) => s.seat === seat).player;
        const seated = r.players.some((x: any) => x.player === p);
        if (seated) want.deals++;
        const kind = r.result.kind;
        if (!seated && kind !== 'GAME') continue;
        if (kind === 'PASSED') want.passed++;
        else if (kind === 'RAMSCH') {
          want.ramsch++;
          if (r.result.ramsch.losers.map(playerAt).includes(p)) want.ramschLost++;
          if (r.result.ramsch.durchmarsch !== null && playerAt(r.result.ramsch.durchmarsch) === p) want.durchmarsch++;
        } else {
          const g = r.result.game;
          if (playerAt(g.declarer) === p) {
            want.asDeclarer++;
            const t = (want.byType[g.contract.game] ??= [0, 0]);
            t[0]++;
            if (g.won) (want.declarerWon++, t[1]++);
            if (g.overbid) want.overbids++;
            if (g.re) (want.re++, g.won && want.reWon++);
            if (g.schneider) g.won ? want.schneiderWon++ : want.schneiderLost++;
            if (g.schwarz) g.won ? want.schwarzWon++ : want.schwarzLost++;
            want.sf += g.score + (g.won ? 50 : -50);
          } else if (!seated) {
            // Sitting out (four players): Seeger-Fabian's 30 when the declarer lost, nothing else.
            if (!g.won) want.sf += 30;
          } else {
            want.asDefender++;
            if (!g.won) (want.defenderWon++, (want.sf += ids.length === 3 ? 40 : 30));
            if (g.kontra && g.kontraBy !== null && playerAt(g.kontraBy) === p) (want.kontra++, !g.won && want.kontraWon++);
          }
        }
      }
      for (const ratedOnly of [true, false, undefined]) {
        const s = await stats(id, 'SKAT', ratedOnly);
        expect(s).toMatchObject({
          player: { id },
          game: 'SKAT',
          ratedOnly: !!ratedOnly,
          matches: 1,
          matchesWon: ranks[p] === 1 ? 1 : 0,
          deals: want.deals,
          asDeclarer: want.asDeclarer,
          asDefender: want.asDefender,
          tarock: null,
        });
        expect(s.declarer).toEqual({ count: want.asDeclarer, won: want.declarerWon, rate: want.asDeclarer ? want.declarerWon / want.asDeclarer : null });
        expect(s.defender).toMatchObject({ count: want.asDefender, won: want.defenderWon });
        expectRating(s.rating, after[p]);
        expect(s.skat).toMatchObject({
          seegerFabianPoints: want.sf,
          averageSeegerFabianPerSeries: want.sf,
          kontra: { count: want.kontra, won: want.kontraWon },
          re: { count: want.re, won: want.reWon },
          overbids: want.overbids,
          schneiderWon: want.schneiderWon,
          schwarzWon: want.schwarzWon,
          schneiderLost: want.schneiderLost,
          schwarzLost: want.schwarzLost,
          ramschDeals: want.ramsch,
          ramschLosses: want.ramschLost,
          durchmaersche: want.durchmarsch,
          passedDeals: want.passed,
        });
        for (const t of s.skat.byGameType) expect([t.count, t.won]).toEqual(want.byType[t.gameType] ?? [0, 0]);
      }
    }
    // Every game is someone's: the players' declarer and defender games add up.
    const all = await Promise.all(ids.map((id) => stats(id, 'SKAT')));
    const games = recs.filter((r) => r.result.kind === 'GAME').length;
    expect(all.reduce((s, x) => s + x.asDeclarer, 0)).toBe(games);
    expect(all.reduce((s, x) => s + x.asDefender, 0)).toBe(2 * games);
  }

  let ratedSkat: { tableId: string; ids: string[]; totals: number[]; deals: number };

  it('a rated Skat match of server bots: the bot ladder, the history and the statistics agree with the deal records', async () => {
    ratedSkat = await botMatch({ preset: 'CLUB', rounds: 2, rated: true, rules: { kontraRe: true, ramsch: true } });
    const { tableId, ids, totals, deals } = ratedSkat;
    const ranks = ranksOf(totals);
    const after = rateMatch([NEW_SKILL, NEW_SKILL, NEW_SKILL], totals);

    // The bot ladder: these three, best first, ranks from the ratings.
    const ladder = await board('SKAT', 'BOT');
    expect(ladder.game).toBe('SKAT');
    expect(ladder.nodes.map((n: any) => n.player.id).sort()).toEqual([...ids].sort());
    const order = [0, 1, 2].sort((a, b) => after[b].mu - 3 * after[b].sigma - (after[a].mu - 3 * after[a].sigma));
    for (const [i, n] of ladder.nodes.entries()) {
      expect(n.player.kind).toBe('BOT');
      expect(n.matches).toBe(1);
      const p = ids.indexOf(n.player.id);
      expectRating(n, after[p]);
      if (i > 0) expect(n.rating).toBeLessThanOrEqual(ladder.nodes[i - 1].rating);
      expect(n.rank).toBe(1 + ladder.nodes.filter((o: any) => o.rating > n.rating).length);
    }
    // Ties aside, the ladder's order is the ratings' order.
    if (new Set(after.map((s) => s.mu - 3 * s.sigma)).size === 3) expect(ladder.nodes.map((n: any) => n.player.id)).toEqual(order.map((i) => ids[i]));
    expect((await board('SKAT', 'PERSON')).nodes).toEqual([]);
    expect((await board('TAROCK', 'BOT')).nodes).toEqual([]);
    // Pages: two, then the third.
    const page1 = await board('SKAT', 'BOT', 2);
    expect(page1.nodes).toHaveLength(2);
    expect(page1.pageInfo.hasNextPage).toBe(true);
    expect(page1.edges.at(-1).cursor).toBe(page1.pageInfo.endCursor);
    const page2 = await board('SKAT', 'BOT', 2, page1.pageInfo.endCursor);
    expect(page2.nodes.map((n: any) => n.player.id)).toEqual([ladder.nodes[2].player.id]);
    expect(page2.nodes[0].rank).toBe(ladder.nodes[2].rank);
    expect(page2.pageInfo.hasNextPage).toBe(false);

    // The history: one change per player, from a new player's rating to the ladder's.
    for (const [p, id] of ids.entries()) {
      const h = await history(id, 'SKAT');
      expect(h.changes).toHaveLength(1);
      const c = h.changes[0];
      expect(c).toMatchObject({ tableId, rank: ranks[p], players: 3, total: totals[p] });
      expectRating(c.before, NEW_SKILL);
      expectRating(c.after, after[p]);
      expectRating(h.current, after[p]);
      expect(c.change).toBeCloseTo(c.after.rating - c.before.rating, 9);
      expect((await history(id, 'TAROCK')).changes).toEqual([]);
    }

    await expectSkatStatistics(tableId, ids, deals, ranks, after);
  }, 180_000);

  it('a rated Skat match at four (the dealer sits out): ratings and statistics, Seeger-Fabian 30s included', async () => {
    const { tableId, ids, totals, deals } = await botMatch({ preset: 'TOURNAMENT', players: 4, rounds: 1, rated: true });
    expect(deals).toBe(4);
    const after = rateMatch(
      ids.map(() => NEW_SKILL),
      totals,
    );
    for (const [p, id] of ids.entries()) {
      const h = await history(id, 'SKAT');
      expect(h.changes).toHaveLength(1);
      expect(h.changes[0]).toMatchObject({ tableId, players: 4, total: totals[p], rank: ranksOf(totals)[p] });
      expectRating(h.current, after[p]);
    }
    await expectSkatStatistics(tableId, ids, deals, ranksOf(totals), after);
    // Each player dealt once and sat that deal out.
    for (const id of ids) expect((await stats(id, 'SKAT')).deals).toBe(3);
  }, 180_000);

  it('an unrated match changes no rating, and counts only without ratedOnly', async () => {
    const before = await board('SKAT', 'BOT');
    const { ids } = await botMatch({ preset: 'STANDARD', rounds: 1 });
    expect(await board('SKAT', 'BOT')).toEqual(before);
    for (const id of ids) {
      const h = await history(id, 'SKAT');
      expect(h.changes).toEqual([]);
      expect(h.current).toBeNull();
      expect(await stats(id, 'SKAT', true)).toMatchObject({ matches: 0, deals: 0, rating: null });
      expect(await stats(id, 'SKAT')).toMatchObject({ matches: 1, deals: 3, rating: null });
    }
  }, 120_000);

  it('a rated Tarock match at four: its own pool, contracts and ledger from the records', async () => {
    const skatLadder = await board('SKAT', 'BOT');
    const { tableId, ids, totals, deals } = await botMatch({ game: 'TAROCK', preset: 'TAROCK', players: 4, rounds: 1, rated: true });
    const after = rateMatch(
      ids.map(() => NEW_SKILL),
      totals,
    );
    const ladder = await board('TAROCK', 'BOT');
    expect(ladder.nodes.map((n: any) => n.player.id).sort()).toEqual([...ids].sort());
    for (const n of ladder.nodes) expectRating(n, after[ids.indexOf(n.player.id)]);
    // The Skat ladder is another pool: untouched.
    expect(await board('SKAT', 'BOT')).toEqual(skatLadder);
    const recs = await records(tableId, deals, GAMES_DEAL_RECORD);
    for (const [p, id] of ids.entries()) {
      const byContract: Record<string, [number, number]> = {};
      let dealt = 0;
      let redeals = 0;
      let durch = 0;
      let ledger = 0;
      for (const r of recs) {
        ledger += r.payments[p];
        if (r.sittingOut === p) continue;
        dealt++;
        if (r.outcome === 'REDEAL' || r.declarer === null) {
          redeals++;
          continue;
        }
        if (r.players.find((s: any) => s.seat === r.declarer).player !== p) continue;
        const c = (byContract[r.contract.type] ??= [0, 0]);
        c[0]++;
        if (r.outcome === 'WON') (c[1]++, r.durch && durch++);
      }
      expect(ledger).toBe(totals[p]);
      const s = await stats(id, 'TAROCK', true);
      expect(s).toMatchObject({ matches: 1, deals: dealt, skat: null, tarock: { redeals, durch, ledgerTotal: totals[p], averageLedgerPerMatch: totals[p] } });
      for (const c of s.tarock.contracts) expect([c.count, c.won]).toEqual(byContract[c.contract] ?? [0, 0]);
      const h = await history(id, 'TAROCK');
      expect(h.changes).toHaveLength(1);
      expect(h.changes[0]).toMatchObject({ tableId, players: 4, total: totals[p], rank: ranksOf(totals)[p] });
    }
  }, 180_000);

  it('a person against two bots: one update, each written to their own pool', async () => {
    const me = await register(suite.s, 'Gina');
    const tableId = (await createTable(suite.s, me.token, { preset: 'STANDARD', rounds: 1, rated: true })).table.id;
    const added = await suite.s.ok<any>(ADD_BOTS, { i: { tableId, strategy: 'RANDOM' } }, me.token);
    const ids: string[] = added.addBots.table.seats.map((x: any) => x.player.id);
    const random = rng(8);
    for (let i = 0; i < 2000; i++) {
      await bots.idle();
      const { seq, actions } = await legalActions(suite.s, tableId, me.token);
      const a = pick(actions, random);
      if (!a) {
        if ((await tableView(suite.s, tableId, undefined, 'table { status }')).table.status === 'FINISHED') break;
        continue;
      }
      const r = actionRequest(tableId, a, { expectedSeq: seq }, 'seq');
      await suite.s.ok(r.query, r.variables, me.token);
    }
    const { totals } = (await suite.s.ok<any>(SHEET, { t: tableId })).scoreSheet;
    const after = rateMatch([NEW_SKILL, NEW_SKILL, NEW_SKILL], totals);
    const people = await board('SKAT', 'PERSON');
    const mine = people.nodes.find((n: any) => n.player.id === me.playerId);
    expect(mine.player.kind).toBe('PERSON');
    expectRating(mine, after[0]);
    const ladder = await board('SKAT', 'BOT');
    for (const p of [1, 2]) {
      const n = ladder.nodes.find((x: any) => x.player.id === ids[p]);
      expectRating(n, after[p]);
      expect(people.nodes.map((x: any) => x.player.id)).not.toContain(ids[p]);
    }
    expect(ladder.nodes.map((x: any) => x.player.id)).not.toContain(me.playerId);
  }, 300_000);

  it('people racing every move (and replaying them) rate their match once', async () => {
    const people: Registered[] = [];
    for (const n of ['Ada', 'Ben', 'Cleo']) people.push(await register(suite.s, n));
    const tableId = (await createTable(suite.s, people[0].token, { preset: 'STANDARD', rounds: 1, rated: true })).table.id;
    for (const p of people.slice(1)) await suite.s.ok(`mutation($i: JoinTableInput!) { joinTable(input: $i) { seq } }`, { i: { tableId } }, p.token);
    const random = rng(21);
    let last: { token: string; query: string; variables: Record<string, unknown> } | null = null;
    for (let i = 0; i < 2000; i++) {
      let moved = false;
      for (const p of people) {
        const { seq, actions } = await legalActions(suite.s, tableId, p.token);
        const a = pick(actions, random);
        if (!a) continue;
        // The same move twice with one clientActionId, and once more under another key, all at once.
        const same = actionRequest(tableId, a, { expectedSeq: seq, clientActionId: `m${i}` }, 'seq replayed');
        const other = actionRequest(tableId, a, { expectedSeq: seq, clientActionId: `o${i}` }, 'seq replayed');
        const sent = [same, same, other];
        const res = await Promise.all(sent.map((r) => suite.s.gql<any>(r.query, r.variables, p.token)));
        const applied = res.flatMap((r, k) => (r.data?.[a.mutation] && !r.data[a.mutation].replayed ? [k] : []));
        expect(applied).toHaveLength(1);
        for (const r of res) if (r.errors) expect(r.errors[0].extensions?.code).toBe('CONFLICT');
        last = { token: p.token, ...sent[applied[0]] };
        moved = true;
        break;
      }
      if (!moved) break;
    }
    expect((await tableView(suite.s, tableId, undefined, 'table { status }')).table.status).toBe('FINISHED');
    // The finishing move once more: answered from its key, nothing written again.
    const again = await suite.s.gql<any>(last!.query, last!.variables, last!.token);
    expect(Object.values(again.data ?? {})[0]).toMatchObject({ replayed: true });
    const ladder = await board('SKAT', 'PERSON');
    const ours = ladder.nodes.filter((n: any) => people.some((p) => p.playerId === n.player.id));
    expect(ours).toHaveLength(3);
    for (const n of ours) expect(n.matches).toBe(1);
    for (const p of people) {
      expect((await history(p.playerId, 'SKAT')).changes).toHaveLength(1);
      expect((await stats(p.playerId, 'SKAT', true)).matches).toBe(1);
    }
  }, 300_000);

  it('the finishing move and its ratings commit together: when the rating write fails, the move is not written', async () => {
    const people: Registered[] = [];
    for (const n of ['Dora', 'Emil', 'Fritz']) people.push(await register(suite.s, n));
    const tableId = (await createTable(suite.s, people[0].token, { preset: 'STANDARD', rounds: 1, rated: true })).table.id;
    for (const p of people.slice(1)) await suite.s.ok(`mutation($i: JoinTableInput!) { joinTable(input: $i) { seq } }`, { i: { tableId } }, p.token);
    // A statistics row of this match already there: the finishing transaction's insert must fail.
    const ds = suite.s.app.get(DataSource);
    await ds.query(`INSERT INTO match_statistics (table_id, player_id, game, kind, rated, counters) VALUES ($1, $2, 'skat', 'person', true, '{}')`, [
      tableId,
      people[1].playerId,
    ]);
    const random = rng(5);
    let refused: { token: string; query: string; variables: Record<string, unknown>; seq: number } | null = null;
    for (let i = 0; i < 2000 && !refused; i++) {
      let moved = false;
      for (const p of people) {
        const { seq, actions } = await legalActions(suite.s, tableId, p.token);
        const a = pick(actions, random);
        if (!a) continue;
        const r = actionRequest(tableId, a, { expectedSeq: seq }, 'seq');
        const res = await suite.s.gql<any>(r.query, r.variables, p.token);
        if (res.errors) {
          expect(res.errors[0].extensions?.code).toBe('CONFLICT');
          refused = { token: p.token, ...r, seq };
        }
        moved = true;
        break;
      }
      if (!moved) break;
    }
    // Refused at the last move: the table is still in play at that seq, and nobody is rated.
    expect(refused).not.toBeNull();
    const stuck = await tableView(suite.s, tableId, undefined, 'seq table { status }');
    expect(stuck).toMatchObject({ seq: refused!.seq, table: { status: 'PLAYING' } });
    const [{ n }] = await ds.query(`SELECT count(*)::int AS n FROM rating_history WHERE table_id = $1`, [tableId]);
    expect(n).toBe(0);
    expect((await board('SKAT', 'PERSON')).nodes.map((x: any) => x.player.id)).not.toContain(people[0].playerId);
    // Without the stray row the same move finishes the match, rated once.
    await ds.query(`DELETE FROM match_statistics WHERE table_id = $1`, [tableId]);
    await suite.s.ok(refused!.query, refused!.variables, refused!.token);
    expect((await tableView(suite.s, tableId, undefined, 'table { status }')).table.status).toBe('FINISHED');
    for (const p of people) expect((await history(p.playerId, 'SKAT')).changes.map((c: any) => c.tableId)).toEqual([tableId]);
  }, 300_000);

  it('exports the statistics as CSV, and refuses bad input with a code', async () => {
    const res = await request(suite.s.httpUrl).get('/export/statistics.csv?game=SKAT&ratedOnly=true&kind=BOT');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    const lines = res.text.trimEnd().split('\r\n');
    const head = lines[0].split(',');
    expect(head.slice(0, 4)).toEqual(['player_id', 'name', 'handle', 'kind']);
    // The bots of the ladder only (the unrated match's bots have no rated match).
    const rows = lines.slice(1).map((l) => Object.fromEntries(l.split(',').map((v, i) => [head[i], v])));
    const ladder = (await board('SKAT', 'BOT')).nodes.map((n: any) => n.player.id);
    expect(ladder).toEqual(expect.arrayContaining(ratedSkat.ids));
    expect(rows.map((r) => r.player_id).sort()).toEqual(ladder.sort());
    for (const r of rows) {
      const s = await stats(r.player_id, 'SKAT', true);
      expect(r.kind).toBe('BOT');
      expect(Number(r.rating)).toBeCloseTo(s.rating.rating, 9);
      expect(Number(r.matches)).toBe(s.matches);
      expect(Number(r.as_declarer)).toBe(s.asDeclarer);
      expect(Number(r.seeger_fabian_points)).toBe(s.skat.seegerFabianPoints);
      expect(Number(r.grand_declared)).toBe(s.skat.byGameType.find((t: any) => t.gameType === 'GRAND').count);
    }
    const all = await request(suite.s.httpUrl).get('/export/statistics.csv?game=skat');
    expect(all.text.trimEnd().split('\r\n')).toHaveLength(1 + 3 + 4 + 3 + 3 + 3 + 3);

    for (const [query, field] of [
      ['game=CHESS', 'game'],
      ['', 'game'],
      ['game=SKAT&ratedOnly=maybe', 'ratedOnly'],
      ['game=SKAT&kind=ROBOT', 'kind'],
      ['game=SKAT&sort=name', 'sort'],
    ]) {
      const bad = await request(suite.s.httpUrl).get(`/export/statistics.csv?${query}`);
      expect(bad.status).toBe(400);
      expect(bad.body.errors[0].extensions).toEqual({ code: 'BAD_USER_INPUT', field });
    }
    const code = async (q: string, v: Record<string, unknown>) => (await suite.s.gql(q, v)).errors?.[0]?.extensions?.code;
    expect(await code(BOARD, { g: 'SKAT', k: 'BOT', after: 'not-a-cursor' })).toBe('BAD_USER_INPUT');
    expect(await code(BOARD, { g: 'SKAT', k: 'BOT', first: 0 })).toBe('BAD_USER_INPUT');
    expect(await code(STATS, { p: 'nobody', g: 'SKAT' })).toBe('BAD_USER_INPUT');
    expect(await code(STATS, { p: '00000000-0000-4000-8000-000000000000', g: 'SKAT' })).toBe('NOT_FOUND');
    expect(await code(HISTORY, { p: '00000000-0000-4000-8000-000000000000', g: 'TAROCK' })).toBe('NOT_FOUND');
  }, 120_000);
});
