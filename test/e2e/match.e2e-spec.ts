// A whole match over the API: three people register, create and join a table, play every deal
// through legalActions + mutations, and each one's tableEvents subscription sees every entry
// in order. The final scores must be what the engine computes from the same actions.
import { engineValue } from '../../src/bots/kit/view.js';
import request from 'supertest';
import { ActionService } from '../../src/actions/action.service.js';
import { TablesRepository } from '../../src/tables/tables.repository.js';
import { applyMatch, createMatch, matchTotals } from '../../src/engine/match/index.js';
import type { MatchAction } from '../../src/engine/types.js';
import { compareWithIss, replayIssLine } from '../../src/engine/iss/index.js';
import { Subscriber, useTestServer } from '../support/app.js';
import { createTable, DEAL_RECORD, engineMove, FEED, GAME_LETTER, joinTable, register, rng, step, tableView, type Registered } from '../support/skat.js';

describe('a full three-player match over GraphQL', () => {
  const suite = useTestServer();

  it('plays every deal, streams every event in order, and scores like the engine', async () => {
    expect((await request(suite.s.httpUrl).get('/health')).body.status).toBe('ok');
    const players: Registered[] = [await register(suite.s, 'Alice'), await register(suite.s, 'Bob'), await register(suite.s, 'Carol')];
    const created = await createTable(suite.s, players[0].token, { preset: 'STANDARD', players: 3, rounds: 1 });
    const tableId: string = created.table.id;
    expect(created.yourSeat).toBe(0);

    // Everyone subscribes before the others join: Bob and Carol start as spectators.
    const clients = players.map((p) => suite.s.wsClient(p.token));
    const subs = clients.map((c) => new Subscriber<any>(c, FEED, { tableId }));
    await Promise.all(subs.map((sub) => sub.waitFor((m) => m.length >= 1)));

    const lobby = await suite.s.ok<{ lobby: { id: string }[] }>('{ lobby { id status } }');
    expect(lobby.lobby.map((t) => t.id)).toContain(tableId);

    await joinTable(suite.s, players[1].token, { tableId });
    const joined = await joinTable(suite.s, players[2].token, { tableId });
    expect(joined.table.status).toBe('PLAYING');
    expect(joined.yourSeat).toBe(2);
    expect(joined.hand).toHaveLength(10);
    expect(joined.phase).toBe('BIDDING');
    expect(joined.dealNumber).toBe(1);
    expect(joined.hand).toEqual(joined.match.deal.hand);

    const random = rng(42);
    const applied: MatchAction[] = [];
    const seatOf = new Map(players.map((p, i) => [p.playerId, i]));
    let steps = 0;
    while (
      await step(suite.s, tableId, players, random, (p, a) => {
        const body: Record<string, unknown> = { type: engineValue(a.type), player: seatOf.get(p.playerId) };
        for (const k of ['value', 'card', 'cards', 'game', 'ouvert', 'schneiderAnnounced', 'schwarzAnnounced', 'tip'] as const)
          if (a[k] != null) body[k] = a[k];
        if (a.game) body.game = GAME_LETTER[a.game];
        applied.push(body as MatchAction);
      })
    ) {
      if (++steps > 2000) throw new Error('match did not end');
    }

    const final = await tableView(suite.s, tableId, players[0].token);
    expect(final.table.status).toBe('FINISHED');
    expect(final.match.over).toBe(true);
    const seq: number = final.seq;

    const sheet = (
      await suite.s.ok<{ scoreSheet: any }>(
        `query($id: ID!) { scoreSheet(tableId: $id) { totals over players deals { deal kind scores totals won value } } }`,
        { id: tableId },
      )
    ).scoreSheet;
    expect(sheet.over).toBe(true);
    expect(sheet.players).toEqual(['Alice', 'Bob', 'Carol']);
    expect(sheet.deals.length).toBeGreaterThanOrEqual(3);

    // The engine, fed the same actions from the revealed seed, reaches the same totals.
    // The config as stored: the typed view's config has the rules, the stored one also how the deals are dealt (scheme, entropy).
    const stored = (await suite.s.app.get(TablesRepository).find(tableId))!;
    let state = createMatch(stored.config as Parameters<typeof createMatch>[0], final.match.seed);
    for (const a of applied) {
      const r = applyMatch(state, a);
      if (!r.ok) throw new Error(r.error.message);
      state = r.state;
    }
    expect(matchTotals(state)).toEqual(sheet.totals);

    // Every subscriber: the view first, then every seq once, in order, up to the end.
    for (const sub of subs) {
      await sub.waitFor((m) => m.length > 0 && m[m.length - 1].tableEvents.seq === seq);
      const [first, ...rest] = sub.messages.map((m) => m.tableEvents);
      expect(first.kind).toBe('VIEW');
      expect(rest.every((m: any) => m.kind === 'EVENTS' && m.seq === m.events[m.events.length - 1].seq)).toBe(true);
      const entries = rest.flatMap((m: any) => m.events);
      expect(entries.map((e: any) => e.seq)).toEqual(Array.from({ length: seq - first.seq }, (_, i) => first.seq + 1 + i));
      const ended = entries.find((e: any) => e.type === 'matchEnded');
      expect(ended.__typename).toBe('MatchEnded');
      expect(ended.totals).toEqual(sheet.totals);
      sub.close();
    }
    await Promise.all(clients.map((c) => c.dispose()));

    // The snapshot is only a cache: the log alone rebuilds the same state.
    const rebuilt = await suite.s.app.get(ActionService).rebuild(tableId);
    const row = await suite.s.app.get(TablesRepository).find(tableId);
    expect(rebuilt.state).toEqual(row!.state);
    expect(rebuilt.seq).toBe(seq);

    // The record of a finished deal.
    const rec = await suite.s.ok<{ dealRecord: any }>(`query($id: ID!) { dealRecord(tableId: $id, deal: 1) { deal record { ${DEAL_RECORD} } iss } }`, {
      id: tableId,
    });
    expect(rec.dealRecord.deal).toBe(1);
    expect(rec.dealRecord.record.hands.map((h: string[]) => h.length)).toEqual([10, 10, 10]);
    expect(rec.dealRecord.record.skat).toHaveLength(2);
    expect(rec.dealRecord.iss).toMatch(/^\(;GM\[Skat\].*MV\[w /);
    const replayed = replayIssLine(rec.dealRecord.iss);
    expect(replayed.state?.log).toEqual(rec.dealRecord.record.moves.map(engineMove));
    // Asked again (kept per instance now), and the next deal's record is its own.
    const again = await suite.s.ok<{ dealRecord: any }>(`query($id: ID!) { dealRecord(tableId: $id, deal: 1) { deal record { ${DEAL_RECORD} } iss } }`, {
      id: tableId,
    });
    expect(again.dealRecord).toEqual(rec.dealRecord);
    const second = await suite.s.ok<{ dealRecord: any }>(`query($id: ID!) { dealRecord(tableId: $id, deal: 2) { deal record { ${DEAL_RECORD} } iss } }`, {
      id: tableId,
    });
    expect(second.dealRecord.deal).toBe(2);
    expect(second.dealRecord.iss).not.toEqual(rec.dealRecord.iss);
    // Every deal's ISS record replays to the sheet's result (standard scoring: the declarer's score is the deal's).
    for (const row of sheet.deals) {
      const { dealRecord } = await suite.s.ok<{ dealRecord: any }>(`query($id: ID!, $d: Int!) { dealRecord(tableId: $id, deal: $d) { iss } }`, {
        id: tableId,
        d: row.deal,
      });
      const { output, record } = replayIssLine(dealRecord.iss);
      expect(compareWithIss(output, record!.result)).toEqual([]);
      if (row.kind === 'GAME') expect(output).toMatchObject({ won: row.won, score: row.scores.reduce((a: number, b: number) => a + b, 0) });
      else expect(output).toEqual({ id: expect.any(String), passed: true });
    }
  });
});
