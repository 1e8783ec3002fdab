// Players who never ask legalActions: each seat's tableEvents feed carries the seat's legal
// actions on the VIEW and on the message of every move that leaves it to act. A whole
// match is played from the feeds alone, and at every step what the feed said is exactly what
// the legalActions query says at that seq, and no other seat was told it may act.
import { Subscriber, useTestServer } from '../support/app.js';
import { createTable, joinTable, LEGAL_ACTION_FIELDS, legalActions, perform, pick, register, rng, type LegalAction, type Registered } from '../support/skat.js';

// The variable is not named like the argument, and the late subscriber below passes the id
// as a literal: the feed's execution must map variables to arguments (a compiled executor once didn't).
const FEED_ACTIONS = `
  subscription Feed($t: ID!) {
    tableEvents(tableId: $t) {
      kind seq events { type } legalActions { ${LEGAL_ACTION_FIELDS} }
    }
  }`;
const feedOf = (tableId: string) => `subscription { tableEvents(tableId: "${tableId}") { kind seq events { type } legalActions { ${LEGAL_ACTION_FIELDS} } } }`;

interface FeedMsg {
  tableEvents: { kind: string; seq: number; events: { type: string }[]; legalActions: LegalAction[] | null };
}

describe('legal actions in the table feed', () => {
  const suite = useTestServer();

  it('a whole match played from the feeds alone; each seat is told exactly its legal actions', async () => {
    const players: Registered[] = [await register(suite.s, 'Ann'), await register(suite.s, 'Ben'), await register(suite.s, 'Cid')];
    const tableId: string = (await createTable(suite.s, players[0].token, { preset: 'STANDARD', rounds: 1 })).table.id;
    await joinTable(suite.s, players[1].token, { tableId });
    // Seat 2 subscribes before it joins: the start of the match (its last event) tells it too.
    const clients = players.map((p) => suite.s.wsClient(p.token));
    const subs = clients.map((c) => new Subscriber<FeedMsg>(c, FEED_ACTIONS, { t: tableId }));
    await Promise.all(subs.map((s) => s.waitFor((m) => m.length >= 1)));
    await joinTable(suite.s, players[2].token, { tableId });

    const random = rng(7);
    let seq = (await legalActions(suite.s, tableId, players[0].token)).seq;
    let moves = 0;
    for (;;) {
      // Every seat's feed up to the current seq.
      await Promise.all(subs.map((s) => s.waitFor((m) => m.length > 0 && m[m.length - 1].tableEvents.seq >= seq)));
      const told = subs.map((s) => s.messages.map((m) => m.tableEvents).find((m) => m.seq === seq && m.kind === 'EVENTS')?.legalActions ?? null);
      const truth = await Promise.all(players.map((p) => legalActions(suite.s, tableId, p.token)));
      for (let i = 0; i < 3; i++) {
        expect(truth[i].seq).toBe(seq);
        expect(told[i] ?? []).toEqual(truth[i].actions);
      }
      const actor = [0, 1, 2].find((i) => pick(told[i] ?? [], random) !== null);
      if (actor === undefined) break;
      if (moves === 10) {
        // A new subscription of the seat to act is told on its VIEW.
        const late = new Subscriber<FeedMsg>(clients[actor], feedOf(tableId), {});
        await late.waitFor((m) => m.length >= 1);
        expect(late.messages[0].tableEvents).toMatchObject({ kind: 'VIEW', seq, legalActions: truth[actor].actions });
        late.close();
      }
      const r = await perform(suite.s, players[actor].token, tableId, pick(told[actor]!, random)!, { expectedSeq: seq });
      seq = r.seq;
      if (++moves > 2000) throw new Error('match did not end');
    }
    expect(moves).toBeGreaterThan(30);
    expect((await suite.s.ok<any>(`query($t: ID!) { table(tableId: $t) { table { status } } }`, { t: tableId })).table.table.status).toBe('FINISHED');
    for (const c of clients) await c.dispose();
  });
});
