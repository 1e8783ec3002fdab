// The proof that the service knows no game: a toy trick-taking game that exists only in the
// tests (test/e2e/toy/toy-game.ts: 3 players, 12 cards, 4 tricks, the highest card wins) is
// registered by this test and plays a whole match through the real service: created by
// TablesService, joined over GraphQL, a server random bot in the third seat, moves by the
// toyPlayCard mutation (its own module's) from legalActions, the feed over graphql-ws and SSE, a restart in the
// middle, the deal record and its verification.
import { GAMES } from '../../src/engine/games.js';
import { SERVED_GAMES } from '../../src/game/served-game.js';
import { BotRunner } from '../../src/server-bots/bot-runner.service.js';
import { TablesService } from '../../src/tables/tables.service.js';
import type { CreateTableInput } from '../../src/tables/tables.inputs.js';
import { Subscriber, TestServer, useTestServer } from '../support/app.js';
import { joinTable, register, type Registered } from '../support/skat.js';
import { SseStream } from '../support/sse.js';
import { TOY_DECK } from './toy/toy-game.js';
// Registers the toy game (engine and service) before the app starts.
import './toy/toy-game.js';

const FEED = `subscription($t: ID!, $after: Int) { tableEvents(tableId: $t, afterSeq: $after) {
  kind seq events { seq type __typename
    ... on ToyCardsDealt { deal hands commitment }
    ... on CardPlayed { player card }
    ... on TrickCompleted { trick winner cards { seat card } }
    ... on MatchEnded { totals seed } } } }`;
const VIEW = 'seq yourSeat dealNumber phase turn toAct hand table { id status }';

describe('a game the generic core does not know', () => {
  const suite = useTestServer({}, { start: false });

  it("is registered by a test module, beside the server's own games", () => {
    expect(SERVED_GAMES.named('toy')?.engine).toBe(GAMES.named('toy'));
    expect(GAMES.names()).toEqual(expect.arrayContaining(['skat', 'tarock', 'toy']));
  });

  it('plays a whole match through the real service: create, join, a server bot, act, feed, SSE, restart, record', async () => {
    suite.s = await TestServer.start(suite.db);
    const people: Registered[] = [await register(suite.s, 'Ann'), await register(suite.s, 'Ben')];
    // createTable's GraphQL enums name the server's own games only: the toy table is created by the service.
    const created = await suite.s.app.get(TablesService).create({ playerId: people[0].playerId, name: 'Ann', kind: 'person', tokenId: '' }, {
      preset: 'toy',
      players: 3,
      rounds: 2,
      visibility: 'public',
      takeSeat: true,
      rated: false,
    } as unknown as CreateTableInput);
    const tableId = created.table.id;
    const ws = new Subscriber<any>(suite.s.wsClient(people[0].token), FEED, { t: tableId });
    const sse = await SseStream.open(suite.s.httpUrl, FEED, { t: tableId });
    const joined = await joinTable(suite.s, people[1].token, { tableId }, VIEW);
    expect(joined.yourSeat).toBe(1);
    const bots = await suite.s.ok<{ addBots: any }>(
      'mutation($i: AddBotsInput!) { addBots(input: $i) { table { status } } }',
      { i: { tableId, strategy: 'RANDOM' } },
      people[0].token,
    );
    expect(bots.addBots.table.status).toBe('PLAYING');

    const played: string[] = [];
    let restarted = false;
    for (let i = 0; i < 100; i++) {
      await suite.s.app.get(BotRunner).idle();
      const v = (await suite.s.ok<{ table: any }>(`query($id: ID!) { table(tableId: $id) { ${VIEW} } }`, { id: tableId }, people[0].token)).table;
      if (v.table.status === 'FINISHED') break;
      if (v.dealNumber === 2 && !restarted) {
        // A restart in the middle: the match goes on from what was stored.
        await suite.s.close();
        suite.s = await TestServer.start(suite.db);
        restarted = true;
        continue;
      }
      const who = people[v.turn];
      expect(who).toBeDefined(); // the bot's turns were taken by the server
      const legal = (
        await suite.s.ok<{ legalActions: any }>(
          'query($id: ID!) { legalActions(tableId: $id) { actions { __typename type mutation ... on ToyLegalAction { card } } } }',
          { id: tableId },
          who.token,
        )
      ).legalActions.actions;
      expect(legal.length).toBeGreaterThan(0);
      expect(legal.every((a: any) => a.mutation === 'toyPlayCard' && TOY_DECK.includes(a.card))).toBe(true);
      const card = legal[legal.length - 1].card;
      await suite.s.ok('mutation($i: ToyPlayCardInput!) { toyPlayCard(input: $i) { seq } }', { i: { tableId, card } }, who.token);
      played.push(card);
    }
    expect(restarted).toBe(true);
    const end = (await suite.s.ok<{ table: any }>(`query($id: ID!) { table(tableId: $id) { ${VIEW} } }`, { id: tableId }, people[0].token)).table;
    expect(end.table.status).toBe('FINISHED');
    expect(played.length).toBeGreaterThan(0);

    // The feed (graphql-ws, from before the restart: it ends with the server; resumed from SSE's last seq on the new one).
    const resumed = new Subscriber<any>(suite.s.wsClient(people[0].token), FEED, { t: tableId, after: 0 });
    await resumed.waitFor((m) => m.some((x) => x.tableEvents.events?.some((e: any) => e.__typename === 'MatchEnded')));
    const events = resumed.messages.flatMap((m) => m.tableEvents.events ?? []);
    expect(events.map((e: any) => e.seq)).toEqual(events.map((_: any, i: number) => i + 1));
    const dealt = events.filter((e: any) => e.__typename === 'ToyCardsDealt');
    expect(dealt).toHaveLength(2);
    for (const d of dealt) expect(d.hands.map((h: string[] | null) => (h ? h.length : null))).toEqual([4, null, null]);
    expect(events.filter((e: any) => e.__typename === 'CardPlayed')).toHaveLength(24);
    expect(events.filter((e: any) => e.__typename === 'TrickCompleted')).toHaveLength(8);
    const ended = events.find((e: any) => e.__typename === 'MatchEnded');
    expect(ended.totals.reduce((a: number, b: number) => a + b, 0)).toBe(8);
    // Before the restart the live feeds saw the same entries: the spectator's over SSE without any hand.
    expect(ws.messages.length).toBeGreaterThan(0);
    const sseEvents = sse.events
      .filter((e) => e.data)
      .flatMap((e) => {
        const d: any = typeof e.data === 'string' ? JSON.parse(e.data) : e.data;
        return d?.data?.tableEvents?.events ?? [];
      });
    const sseDealt = sseEvents.filter((e: any) => e.__typename === 'ToyCardsDealt');
    expect(sseDealt.length).toBeGreaterThan(0);
    for (const d of sseDealt) expect(d.hands).toEqual([null, null, null]);
    sse.close();
    resumed.close();
    ws.close();

    // The record of a finished deal, and its verification by the game whose scheme it names.
    const rec = (await suite.s.ok<{ dealRecord: any }>('query($id: ID!) { dealRecord(tableId: $id, deal: 1) { rawRecord } }', { id: tableId }, people[0].token))
      .dealRecord;
    const json = typeof rec.rawRecord === 'string' ? JSON.parse(rec.rawRecord) : rec.rawRecord;
    expect(json.scheme).toBe('toy-deal-v1');
    expect(json.tricks).toHaveLength(4);
    const check = (await suite.s.ok<{ verifyDeal: any }>('query($r: String!) { verifyDeal(record: $r) { valid scheme } }', { r: JSON.stringify(json) }))
      .verifyDeal;
    expect(check).toEqual({ valid: true, scheme: 'toy-deal-v1' });
  });
});
