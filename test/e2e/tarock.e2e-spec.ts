// Bavarian Tarock at the tables, over the public API: every preset at three and four players
// (a person against server bots) plays to the end, and the ledger, the records and the feed add
// up; moves keep Skat's guarantees (idempotency, stale expectedSeq, races, resuming the feed);
// bad options and illegal moves are refused with their codes; the lobby filters by game.
import { createHash } from 'node:crypto';
import { tarockDeck, tCardName } from '../../src/engine/tarock/index.js';
import { playTable } from '../../src/bots/kit/bot.js';
import '../../src/games/tarock/bots/kit.js';
import { SkatClient } from '../../src/bots/kit/client.js';
import { createStrategy } from '../../src/bots/registry.js';
import { BotRunner } from '../../src/server-bots/bot-runner.service.js';
import { Subscriber, useTestServer } from '../support/app.js';
import {
  actionRequest,
  createTable as createAnyTable,
  feedEntries,
  GAMES_DEAL_RECORD as DEAL_RECORD,
  GAMES_FEED as FEED,
  GAMES_TABLE_FIELDS,
  GAMES_TABLE_VIEW,
  legalActions,
  perform,
  register,
  rng,
  step,
  tableView as anyTableView,
  type Registered,
} from '../support/skat.js';
import type { TestServer } from '../support/app.js';

// Every selection with Tarock's types (the GAMES_ ones of support/generic-player.ts).
const createTable = (s: TestServer, token: string, input: Record<string, unknown>) => createAnyTable(s, token, input, GAMES_TABLE_FIELDS);
const tableView = (s: TestServer, tableId: string, token?: string) => anyTableView(s, tableId, token, GAMES_TABLE_VIEW);

const ADD_BOTS = `mutation($i: AddBotsInput!) { addBots(input: $i) { seq table { status game variant } } }`;
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

describe('Bavarian Tarock at the tables', () => {
  const suite = useTestServer();
  let bots: BotRunner;
  beforeAll(() => {
    bots = suite.s.app.get(BotRunner);
  });

  async function playOut(tableId: string, people: Registered[], seed: number): Promise<any> {
    const random = rng(seed);
    for (let i = 0; i < 5000; i++) {
      if (await step(suite.s, tableId, people, random)) continue;
      await bots.idle();
      if (await step(suite.s, tableId, people, random)) continue;
      const v = await tableView(suite.s, tableId, people[0]?.token);
      if (v.table.status === 'FINISHED') return v;
      await bots.idle();
      const again = await tableView(suite.s, tableId, people[0]?.token);
      if (again.table.status === 'FINISHED') return again;
      if (again.seq === v.seq) throw new Error(`stuck at seq ${again.seq}: ${JSON.stringify(again.match?.toAct)}`);
    }
    throw new Error('match did not end');
  }

  it.each([
    ['TAROCK', 3, 'SIMPLE'],
    ['TAROCK', 4, 'SIMPLE'],
    ['TAROCK_BETTEL', 3, 'SIMPLE'],
    ['TAROCK_BETTEL', 4, 'SIMPLE'],
    ['HAFERL', 3, 'HAFERL'],
    ['HAFERL', 4, 'HAFERL'],
  ])('%s with %i players: a person and server bots play a match to its end; ledger, records and feed agree', async (preset, players, variant) => {
    const me = await register(suite.s, `T-${preset}-${players}`);
    const created = await createTable(suite.s, me.token, { game: 'TAROCK', preset, players, rounds: 1 });
    expect(created.table).toMatchObject({ game: 'TAROCK', variant, preset });
    expect(created.table.rules.variant).toBe(variant);
    const tableId = created.table.id;
    const watcher = suite.s.wsClient();
    const sub = new Subscriber<any>(watcher, FEED, { tableId });
    await sub.waitFor((m) => m.length >= 1);
    const filled = await suite.s.ok<any>(ADD_BOTS, { i: { tableId, strategy: players === 4 ? 'HEURISTIC' : 'RANDOM' } }, me.token);
    expect(filled.addBots.table.status).toBe('PLAYING');
    const final = await playOut(tableId, [me], players * 11);
    const m = final.match;
    expect(m.game).toBe('TAROCK');
    expect(m.over).toBe(true);
    expect(m.deal.__typename ?? 'TarockDealView').toBe('TarockDealView');
    // The ledger: payments sum with the pot's change to zero, balances run, the pot never goes negative.
    const start = m.tarock.potStart;
    let pot = start;
    const balances = new Array(players).fill(0);
    for (const row of m.sheet) {
      expect(row.variant).toBe(variant);
      const paid = row.scores.reduce((a: number, b: number) => a + b, 0);
      expect(paid + (row.potChange ?? 0)).toBe(0);
      row.scores.forEach((x: number, p: number) => (balances[p] += x));
      expect(row.totals).toEqual(balances);
      if (row.potBalance !== null) {
        pot += row.potChange;
        expect(row.potBalance).toBe(pot);
        expect(pot).toBeGreaterThanOrEqual(0);
      }
    }
    expect(m.totals).toEqual(balances);
    // The match ends after its rounds, or earlier once the pot is empty.
    expect(m.sheet.length === players || m.tarock.pot === 0).toBe(true);
    const sheet = (
      await suite.s.ok<any>(
        `query($id: ID!) { scoreSheet(tableId: $id) { game pot totals deals { kind won scores totals breakdown { __typename ... on TarockScoreRow { outcome } } } } }`,
        { id: tableId },
      )
    ).scoreSheet;
    expect(sheet.game).toBe('TAROCK');
    expect(sheet.pot).toBe(m.tarock.pot);
    expect(sheet.totals).toEqual(balances);
    expect(sheet.deals.every((d: any) => d.breakdown.__typename === 'TarockScoreRow')).toBe(true);
    // Every deal's record: the hands and talon are the seed's deck, the seed is the committed one.
    const started = feedEntries(sub.messages);
    for (const row of m.sheet) {
      const rec = (
        await suite.s.ok<any>(`query($id: ID!, $d: Int!) { dealRecord(tableId: $id, deal: $d) { deal iss record { __typename ${DEAL_RECORD} } } }`, {
          id: tableId,
          d: row.deal,
        })
      ).dealRecord;
      const r = rec.record;
      expect(r.__typename).toBe('TarockDealRecord');
      expect(rec.iss).toBeNull();
      expect(r.scheme).toBe('tarock-deal-v1');
      expect(r.commitment).toBe(sha256(`tarock-deal-v1:${r.seed}`));
      const deck = tarockDeck(r.seed).map(tCardName);
      expect(r.hands.map((h: string[]) => [...h].sort())).toEqual([0, 1, 2].map((s) => deck.slice(s * 11, s * 11 + 11).sort()));
      expect([...r.talon].sort()).toEqual(deck.slice(33).sort());
      expect(r.payments).toEqual(row.scores);
      expect(r.outcome).toBe(row.outcome);
      // Committed before the deal's first move: the TarockDealStarted entry carries it.
      const opening = started.find((e) => e.__typename === 'TarockDealStarted' && e.deal === row.deal);
      expect(opening?.commitment).toBe(r.commitment);
      if (r.outcome !== 'REDEAL') expect(r.moves.length).toBeGreaterThan(3);
      // verifyDeal checks it as it came (API names), the table seed too once the match is over.
      const check = (
        await suite.s.ok<any>(
          `query($r: String!, $s: String) { verifyDeal(record: $r, matchSeed: $s) { valid scheme commitmentMatches dealMatches resultMatches matchSeedMatches reason } }`,
          { r: JSON.stringify({ record: r }), s: m.seed },
        )
      ).verifyDeal;
      expect(check).toEqual({
        valid: true,
        scheme: 'tarock-deal-v1',
        commitmentMatches: true,
        dealMatches: true,
        resultMatches: true,
        matchSeedMatches: true,
        reason: null,
      });
      const forged = { ...r, tricks: r.tricks.map((t: any, i: number) => (i === 0 ? { ...t, winner: (t.winner + 1) % 3 } : t)) };
      if (r.tricks.length)
        expect(
          (await suite.s.ok<any>(`query($r: String!) { verifyDeal(record: $r) { valid resultMatches } }`, { r: JSON.stringify(forged) })).verifyDeal,
        ).toEqual({ valid: false, resultMatches: false });
    }
    const types = new Set(started.map((e) => e.__typename));
    for (const t of ['MatchStarted', 'TarockDealStarted', 'TarockCardsDealt', 'TarockBidMade', 'TarockDealRevealed', 'DealScored', 'MatchEnded'])
      expect(types).toContain(t);
    sub.close();
    await watcher.dispose();
  });

  /** A 3-player simple table of three people, started. */
  async function threePeople(tag: string): Promise<{ tableId: string; people: Registered[] }> {
    const people = [await register(suite.s, `${tag}0`), await register(suite.s, `${tag}1`), await register(suite.s, `${tag}2`)];
    const tableId = (await createTable(suite.s, people[0].token, { game: 'TAROCK', preset: 'TAROCK', rounds: 1 })).table.id;
    for (const p of people.slice(1)) await suite.s.ok(`mutation($i: JoinTableInput!) { joinTable(input: $i) { seq } }`, { i: { tableId } }, p.token);
    return { tableId, people };
  }

  /** The seated person whose move it is, with their legal actions. */
  async function mover(tableId: string, people: Registered[]) {
    for (const p of people) {
      const l = await legalActions(suite.s, tableId, p.token);
      if (l.actions.length) return { p, ...l };
    }
    throw new Error('nobody to move');
  }

  it('idempotency, stale expectedSeq, a race, engine refusals and a resumed feed', async () => {
    const { tableId, people } = await threePeople('Tk');
    const first = await mover(tableId, people);
    expect(first.actions.map((a) => a.mutation)).toContain('tarockBid');
    expect(first.actions.map((a) => a.mutation)).toContain('tarockPass');
    const bid = first.actions.find((a) => a.mutation === 'tarockBid' && a.contract === 'FRAGE')!;
    // Idempotency: the same clientActionId answers with the stored result.
    const a1 = await perform(suite.s, first.p.token, tableId, bid, { clientActionId: 'tk-1', expectedSeq: first.seq });
    const a2 = await perform(suite.s, first.p.token, tableId, bid, { clientActionId: 'tk-1', expectedSeq: first.seq });
    expect(a1.replayed).toBe(false);
    expect(a2.replayed).toBe(true);
    expect(a2.seq).toBe(a1.seq);
    expect(a1.events.map((e: any) => e.__typename)).toEqual(['TarockBidMade']);
    // Stale expectedSeq: refused, nothing changes.
    const next = await mover(tableId, people);
    const stale = await suite.s.gql(
      actionRequest(tableId, next.actions[0], { expectedSeq: next.seq - 1 }).query,
      actionRequest(tableId, next.actions[0], { expectedSeq: next.seq - 1 }).variables,
      next.p.token,
    );
    expect(stale.errors?.[0].extensions).toMatchObject({ code: 'CONFLICT', reason: 'STALE', currentSeq: next.seq });
    // A race: the same seq twice at once; exactly one is written.
    const pass = next.actions.find((a) => a.mutation === 'tarockPass')!;
    const req = actionRequest(tableId, pass, { expectedSeq: next.seq });
    const raced = await Promise.all([suite.s.gql(req.query, req.variables, next.p.token), suite.s.gql(req.query, req.variables, next.p.token)]);
    expect(raced.filter((r) => r.data).length).toBe(1);
    expect(raced.find((r) => r.errors)!.errors![0].extensions).toMatchObject({ code: 'CONFLICT' });
    // A Skat mutation at a Tarock table, and a Tarock one out of turn: the engine's codes.
    const other = people.find((p) => p !== (next.p === people[0] ? people[1] : people[0]))!;
    const skat = await suite.s.gql(
      `mutation($i: SkatBidInput!) { skatBid(input: $i) { seq } }`,
      { i: { tableId, value: 18 } },
      (await mover(tableId, people)).p.token,
    );
    expect(skat.errors?.[0].extensions).toMatchObject({ code: 'ILLEGAL_ACTION', engineCode: 'UNKNOWN_ACTION' });
    const now = await mover(tableId, people);
    const idle = people.find((p) => p !== now.p)!;
    const outOfTurn = await suite.s.gql(`mutation($i: TarockBidInput!) { tarockBid(input: $i) { seq } }`, { i: { tableId, contract: 'SOLO' } }, idle.token);
    expect(outOfTurn.errors?.[0].extensions).toMatchObject({ code: 'ILLEGAL_ACTION', engineCode: 'NOT_YOUR_TURN' });
    const badCard = await suite.s.gql(`mutation($i: TarockPlayCardInput!) { tarockPlayCard(input: $i) { seq } }`, { i: { tableId, card: 'CJ' } }, now.p.token);
    expect(badCard.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    void other;
    // Resume: a feed from an earlier seq gets every entry after it, gap-free.
    const random = rng(5);
    for (let i = 0; i < 12; i++) await step(suite.s, tableId, people, random);
    const v = await tableView(suite.s, tableId, people[0].token);
    const client = suite.s.wsClient(people[0].token);
    const resumed = new Subscriber<any>(client, FEED, { tableId, afterSeq: 2 });
    await resumed.waitFor((msgs) => feedEntries(msgs).some((e) => e.seq === v.seq));
    const seqs = feedEntries(resumed.messages).map((e) => e.seq);
    expect(seqs).toEqual(Array.from({ length: v.seq - 2 }, (_, i) => i + 3));
    resumed.close();
    await client.dispose();
    // Everything redacted for people[0]: other hands never appear in its cards-dealt entries.
    for (const e of feedEntries(resumed.messages).filter((x) => x.__typename === 'TarockCardsDealt')) {
      expect(e.hands.filter((h: unknown) => h !== null)).toHaveLength(e.seats.includes(0) ? 1 : 0);
    }
  });

  it('refuses bad options with BAD_USER_INPUT naming them; the lobby and myTables filter by game and variant', async () => {
    const p = await register(suite.s, 'TkOpts');
    const bad = async (input: Record<string, unknown>) =>
      (await suite.s.gql(`mutation($i: CreateTableInput!) { createTable(input: $i) { seq } }`, { i: input }, p.token)).errors?.[0];
    expect((await bad({ game: 'TAROCK', rules: { kontraRe: true } }))?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'rules.kontraRe' });
    expect((await bad({ game: 'SKAT', rules: { bettel: true } }))?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'rules.bettel' });
    expect((await bad({ game: 'TAROCK', preset: 'CLUB' }))?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'preset' });
    expect((await bad({ game: 'TAROCK', variant: 'SIMPLE', rules: { settlement: 'HAFERL' } }))?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'rules.settlement',
    });
    expect((await bad({ game: 'TAROCK', preset: 'HAFERL', variant: 'HAFERL', rules: { settlement: 'POT' } }))?.message).toMatch(/settlement/);
    expect((await bad({ preset: 'TAROCK', players: 5 }))?.extensions?.code).toBe('BAD_USER_INPUT');

    const haferl = (await createTable(suite.s, p.token, { preset: 'HAFERL', rounds: 2 })).table;
    expect(haferl).toMatchObject({ game: 'TAROCK', variant: 'HAFERL', preset: 'HAFERL', rounds: 2 });
    expect(haferl.rules).toMatchObject({ settlement: 'HAFERL', heartFrage: false });
    const simple = (await createTable(suite.s, p.token, { game: 'TAROCK', variant: 'SIMPLE', rules: { bettel: true, potStake: 20 } })).table;
    expect(simple).toMatchObject({ game: 'TAROCK', variant: 'SIMPLE', preset: 'TAROCK' });
    expect(simple.rules).toMatchObject({ bettel: true, potStake: 20, settlement: 'POT' });
    const skat = (await createTable(suite.s, p.token, { preset: 'PUB' })).table;
    expect(skat).toMatchObject({ game: 'SKAT', variant: null });
    // A table shows its own game's rules only (the TableRules union).
    expect(Object.keys(skat.rules).sort()).toEqual([
      'bock',
      'bockRamschRounds',
      'concessions',
      'kontraRe',
      'kontraRequiresBid',
      'ramsch',
      'tips',
      'tournamentScoring',
    ]);
    expect(Object.keys(haferl.rules)).not.toContain('kontraRe');

    const lobby = async (args: string) =>
      (await suite.s.ok<any>(`{ lobbyPage(first: 100${args}) { nodes { id game variant } } }`)).lobbyPage.nodes.map((n: any) => n.id) as string[];
    const tarock = await lobby(', game: TAROCK');
    expect(tarock).toEqual(expect.arrayContaining([haferl.id, simple.id]));
    expect(tarock).not.toContain(skat.id);
    const haferls = await lobby(', game: TAROCK, variant: HAFERL');
    expect(haferls).toContain(haferl.id);
    expect(haferls).not.toContain(simple.id);
    expect(await lobby(', game: SKAT')).toContain(skat.id);
    const mine = (await suite.s.ok<any>(`{ myTables(game: TAROCK, variant: SIMPLE) { id } }`, {}, p.token)).myTables.map((t: any) => t.id);
    expect(mine).toEqual([simple.id]);
  });

  it.each(['HAFERL', 'TAROCK_BETTEL'])('the remote bot kit plays a %s match through the SDK against server bots (STRONG seats play)', async (preset) => {
    const client = new SkatClient({ url: `${suite.s.httpUrl}/graphql` });
    await client.register(`kit-${preset}`);
    const created = await client.createTable({ preset: preset as never, players: 3, rounds: 2 });
    await client.addBots(created.table.id, 'STRONG');
    // A random player bids often, so the kit declares, discards and plays cards too.
    const result = await playTable(client, created.table.id, createStrategy('random'), { seed: 7 });
    expect(result.finished).toBe(true);
    expect(result.moves).toBeGreaterThan(6);
    expect(result.totals).toHaveLength(3);
    expect((await client.table(created.table.id)).table.status).toBe('FINISHED');
  });

  it('a turn timer acts for a silent Tarock seat (a pass in the bidding), marked on the log, and the match goes on', async () => {
    const me = await register(suite.s, 'TkSilent');
    const tableId = (await createTable(suite.s, me.token, { game: 'TAROCK', preset: 'TAROCK', rounds: 1, turnSeconds: 1 })).table.id;
    const client = suite.s.wsClient(me.token);
    const sub = new Subscriber<any>(client, FEED, { tableId });
    await sub.waitFor((m) => m.length >= 1);
    await suite.s.ok(ADD_BOTS, { i: { tableId } }, me.token);
    // The person never moves: every one of their turns times out; the bots play theirs.
    await sub.waitFor((m) => feedEntries(m).some((e) => e.__typename === 'TurnTimedOut'));
    const timedOut = feedEntries(sub.messages).find((e) => e.__typename === 'TurnTimedOut')!;
    expect(timedOut).toMatchObject({ player: 0, deal: 1, action: 'BID' });
    const next = feedEntries(sub.messages).find((e) => e.seq === timedOut.seq + 1)!;
    expect(next).toMatchObject({ __typename: 'TarockBidMade', player: 0, call: 'PASS' });
    sub.close();
    await client.dispose();
  }, 60_000);
});
