// One naming, as a client meets it over the API: the first deal opens with DealStarted and
// CardsDealt like every later one (each viewer sees only their own hand), every event's `type`
// is its object type's name, enum values are enums, records hold what they say (Tarock's hands as
// dealt, `discards` null where RULES.md §10.5 has null, the score row's declarer a deal seat), the
// other game's move is UNKNOWN_ACTION in every phase, and an option of the other variant is refused.
import { tarockDeck, tCardName } from '../../src/engine/tarock/index.js';
import { BotRunner } from '../../src/server-bots/bot-runner.service.js';
import { Subscriber, useTestServer, type TestServer } from '../support/app.js';
import { DEAL_RECORD, GAMES_DEAL_RECORD, feedEntries, legalActions, perform, register, rng, step, type Registered } from '../support/skat.js';

const FEED = `subscription($t: ID!, $a: Int) { tableEvents(tableId: $t, afterSeq: $a) { kind seq events { seq type __typename
  ... on DealStarted { deal seats commitment } ... on CardsDealt { deal hands commitment }
  ... on TarockDealStarted { deal } ... on TarockCardsDealt { deal hands }
  ... on TarockDealRevealed { deal declarer discards dealt }
  ... on DealScored { deal row { ... on TarockScoreRow { declarer seats } } } } } }`;
const CREATE = `mutation($i: CreateTableInput!) { createTable(input: $i) { table { id } } }`;
const JOIN = `mutation($i: JoinTableInput!) { joinTable(input: $i) { yourSeat } }`;
const ADD_BOTS = `mutation($i: AddBotsInput!) { addBots(input: $i) { seq } }`;
const lcfirst = (s: string) => s[0].toLowerCase() + s.slice(1);

async function followFromStart(s: TestServer, tableId: string, token: string | undefined, until: (entries: any[]) => boolean): Promise<any[]> {
  const client = s.wsClient(token);
  const sub = new Subscriber<any>(client, FEED, { t: tableId, a: 0 });
  await sub.waitFor((m) => until(feedEntries(m)));
  const entries = feedEntries(sub.messages);
  sub.close();
  await client.dispose();
  return entries;
}

describe('one naming', () => {
  const suite = useTestServer();
  let bots: BotRunner;
  beforeAll(() => {
    bots = suite.s.app.get(BotRunner);
  });

  it('Skat: deal 1 opens with DealStarted and CardsDealt (own hand only); phase and card fields are enums and Cards; every type is its __typename', async () => {
    const [a, b, c] = [await register(suite.s, 'N-Ann'), await register(suite.s, 'N-Ben'), await register(suite.s, 'N-Cid')];
    const tableId = (await suite.s.ok<any>(CREATE, { i: { preset: 'CLUB', rounds: 1 } }, a.token)).createTable.table.id;
    for (const p of [b, c]) await suite.s.ok(JOIN, { i: { tableId } }, p.token);
    const started = (entries: any[]) => entries.some((e) => e.__typename === 'CardsDealt');
    for (const [who, seat] of [
      [a, 0],
      [b, 1],
      [c, 2],
    ] as [Registered, number][]) {
      const entries = await followFromStart(suite.s, tableId, who.token, started);
      const names = entries.map((e) => e.__typename);
      expect(names.slice(names.indexOf('MatchStarted'))).toEqual(['MatchStarted', 'DealStarted', 'CardsDealt']);
      expect(entries.map((e) => e.seq)).toEqual(entries.map((_, i) => i + 1));
      const opening = entries.find((e) => e.__typename === 'DealStarted');
      const dealt = entries.find((e) => e.__typename === 'CardsDealt');
      expect(opening.deal).toBe(1);
      expect(opening.commitment).toMatch(/^[0-9a-f]{64}$/);
      expect(dealt.commitment).toBe(opening.commitment);
      const dealSeat = opening.seats.indexOf(seat);
      dealt.hands.forEach((h: string[] | null, i: number) => (i === dealSeat ? expect(h).toHaveLength(10) : expect(h).toBeNull()));
      const view = (await suite.s.ok<any>(`query($t: ID!) { table(tableId: $t) { phase hand } }`, { t: tableId }, who.token)).table;
      expect([...view.hand].sort()).toEqual([...dealt.hands[dealSeat]].sort());
      expect(view.phase).toBe('BIDDING');
    }
    const spectator = await followFromStart(suite.s, tableId, undefined, started);
    expect(spectator.find((e) => e.__typename === 'CardsDealt').hands).toEqual([null, null, null]);

    const random = rng(37);
    while (await step(suite.s, tableId, [a, b, c], random));
    const sheet = (
      await suite.s.ok<any>(
        `query($t: ID!) { scoreSheet(tableId: $t) { over deals { deal kind declarer breakdown { ... on SkatScoreRow { declarer game { declarer } } } } } }`,
        { t: tableId },
      )
    ).scoreSheet;
    expect(sheet.over).toBe(true);
    for (const d of sheet.deals) {
      expect(['GAME', 'PASSED', 'RAMSCH']).toContain(d.kind);
      // `declarer` is a deal seat on every row, as in the game's result and the view.
      if (d.kind === 'GAME') expect([d.declarer, d.breakdown.declarer]).toEqual([d.breakdown.game.declarer, d.breakdown.game.declarer]);
    }
    const all = await followFromStart(suite.s, tableId, a.token, (e) => e.some((x) => x.__typename === 'MatchEnded'));
    for (const e of all) expect(e.type).toBe(lcfirst(e.__typename));
    // Every deal opens the same way, the first included.
    expect(all.filter((e) => e.__typename === 'CardsDealt').map((e) => e.deal)).toEqual(sheet.deals.map((d: any) => d.deal));
    expect(all.filter((e) => e.__typename === 'DealStarted').map((e) => e.deal)).toEqual(sheet.deals.map((d: any) => d.deal));
  });

  it('Skat record: the trick a concession cut short is in record.tricks, last, complete false; the record still verifies', async () => {
    const ps = [await register(suite.s, 'C-Ann'), await register(suite.s, 'C-Ben'), await register(suite.s, 'C-Cid')];
    const tableId = (await suite.s.ok<any>(CREATE, { i: { preset: 'CLUB', rounds: 1 } }, ps[0].token)).createTable.table.id;
    for (const p of ps.slice(1)) await suite.s.ok(JOIN, { i: { tableId } }, p.token);
    const random = rng(11);
    let conceded: { deal: number; onTable: number } | null = null;
    for (let i = 0; i < 1000 && !conceded; i++) {
      const v = (
        await suite.s.ok<any>(
          `query($t: ID!) { table(tableId: $t) { match { dealNumber over deal { currentTrick { cards { card } } } } } }`,
          { t: tableId },
          ps[0].token,
        )
      ).table.match;
      if (v.over) break;
      const onTable = v.deal.currentTrick.cards.length;
      if (onTable > 0) {
        for (const p of ps) {
          const { seq, actions } = await legalActions(suite.s, tableId, p.token);
          const concede = actions.find((a) => a.type === 'CONCEDE');
          if (!concede) continue;
          await perform(suite.s, p.token, tableId, concede, { expectedSeq: seq });
          conceded = { deal: v.dealNumber, onTable };
          break;
        }
      }
      if (!conceded && !(await step(suite.s, tableId, ps, random))) break;
    }
    expect(conceded).not.toBeNull();
    const r = (
      await suite.s.ok<any>(`query($t: ID!, $d: Int!) { dealRecord(tableId: $t, deal: $d) { record { __typename ${DEAL_RECORD} } } }`, {
        t: tableId,
        d: conceded!.deal,
      })
    ).dealRecord.record;
    const last = r.tricks[r.tricks.length - 1];
    expect(last).toMatchObject({ complete: false, winner: null });
    expect(last.cards).toHaveLength(conceded!.onTable);
    expect(r.tricks.slice(0, -1).every((t: any) => t.complete && t.winner !== null && t.cards.length === 3)).toBe(true);
    expect(r.tricks.flatMap((t: any) => t.cards)).toEqual(r.moves.filter((m: any) => m.type === 'PLAY').map((m: any) => m.card));
    const check = (await suite.s.ok<any>(`query($r: String!) { verifyDeal(record: $r) { valid reason } }`, { r: JSON.stringify({ record: r }) })).verifyDeal;
    expect(check).toEqual({ valid: true, reason: null });
  });

  it("Tarock: the other game's move is UNKNOWN_ACTION in every phase; an option of the other variant is BAD_USER_INPUT with its field", async () => {
    const me = await register(suite.s, 'N-Tara');
    for (const [preset, rules, field] of [
      ['HAFERL', { bettel: true }, 'rules.bettel'],
      ['HAFERL', { heartFrage: true }, 'rules.heartFrage'],
      ['TAROCK', { pickUpHeartsOnly: true }, 'rules.pickUpHeartsOnly'],
      ['TAROCK_BETTEL', { pickUpHeartsOnly: false }, 'rules.pickUpHeartsOnly'],
    ] as const) {
      const r = await suite.s.gql(CREATE, { i: { game: 'TAROCK', preset, rules } }, me.token);
      expect(r.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
    }
    // What belongs to the variant is still taken.
    expect((await suite.s.gql(CREATE, { i: { game: 'TAROCK', preset: 'HAFERL', rules: { pickUpHeartsOnly: true } } }, me.token)).errors).toBeUndefined();
    expect(
      (await suite.s.gql(CREATE, { i: { game: 'TAROCK', preset: 'TAROCK', rules: { bettel: true, heartFrage: false } } }, me.token)).errors,
    ).toBeUndefined();

    const tableId = (await suite.s.ok<any>(CREATE, { i: { game: 'TAROCK', preset: 'TAROCK', rounds: 1 } }, me.token)).createTable.table.id;
    await suite.s.ok(ADD_BOTS, { i: { tableId } }, me.token);
    const skatMoves = [
      `mutation($t: ID!) { m: skatPlayCard(input: { tableId: $t, card: "CA" }) { seq } }`,
      `mutation($t: ID!) { m: skatBid(input: { tableId: $t, value: 18 }) { seq } }`,
      `mutation($t: ID!) { m: skatDiscard(input: { tableId: $t, cards: ["CA", "C7"] }) { seq } }`,
      `mutation($t: ID!) { m: skatDeclare(input: { tableId: $t, game: CLUBS }) { seq } }`,
      `mutation($t: ID!) { m: skatKontra(input: { tableId: $t }) { seq } }`,
    ];
    const phases = new Set<string>();
    const random = rng(5);
    for (let i = 0; i < 400; i++) {
      await bots.idle();
      const v = (await suite.s.ok<any>(`query($t: ID!) { table(tableId: $t) { phase table { status } } }`, { t: tableId }, me.token)).table;
      if (v.table.status === 'FINISHED') break;
      if (v.phase && !phases.has(v.phase)) {
        phases.add(v.phase);
        for (const q of skatMoves) {
          const r = await suite.s.gql(q, { t: tableId }, me.token);
          expect(r.errors?.[0]?.extensions).toMatchObject({ code: 'ILLEGAL_ACTION', engineCode: 'UNKNOWN_ACTION' });
        }
      }
      await step(suite.s, tableId, [me], random);
    }
    expect(phases).toContain('BIDDING');
    expect(phases.size).toBeGreaterThan(1);
  });

  it("Tarock records: hands in the order dealt, discards null where §10.5 has null (as TarockDealRevealed), the score row's declarer a deal seat", async () => {
    const me = await register(suite.s, 'N-Rec');
    const tableId = (await suite.s.ok<any>(CREATE, { i: { game: 'TAROCK', preset: 'HAFERL', rounds: 3, takeSeat: false } }, me.token)).createTable.table.id;
    await suite.s.ok(ADD_BOTS, { i: { tableId, strategy: 'HEURISTIC' } }, me.token);
    const entries = await followFromStart(suite.s, tableId, undefined, (e) => e.some((x) => x.__typename === 'MatchEnded'));
    for (const e of entries) expect(e.type).toBe(lcfirst(e.__typename));
    const revealed = entries.filter((e) => e.__typename === 'TarockDealRevealed');
    const rows = entries.filter((e) => e.__typename === 'DealScored').map((e) => e.row);
    expect(revealed.length).toBeGreaterThan(1);
    expect(entries.filter((e) => e.__typename === 'TarockCardsDealt').map((e) => e.deal)).toEqual(revealed.map((e) => e.deal));
    for (const [i, ev] of revealed.entries()) {
      const r = (
        await suite.s.ok<any>(`query($t: ID!, $d: Int!) { dealRecord(tableId: $t, deal: $d) { record { ${GAMES_DEAL_RECORD} } } }`, { t: tableId, d: ev.deal })
      ).dealRecord.record;
      const deck = tarockDeck(r.seed).map(tCardName);
      expect(r.hands).toEqual([0, 1, 2].map((s) => deck.slice(s * 11, s * 11 + 11)));
      expect(ev.dealt).toEqual(r.hands);
      expect(r.discards).toEqual(ev.discards);
      const putAway = r.contract?.type === 'PICK_UP' || r.contract?.type === 'FRAGE' || r.contract?.type === 'HEART_FRAGE';
      if (putAway) expect(r.discards).toHaveLength(3);
      else expect(r.discards).toBeNull();
      expect(rows[i].declarer).toBe(r.declarer);
      expect(ev.declarer).toBe(r.declarer);
    }
  });
});
