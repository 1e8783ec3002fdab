// The kit's strategies take the engine's DealView; the kit reads the typed SkatDealView over
// GraphQL and maps it back (src/bots/kit/view.ts). Through a club match (Kontra, Re, Ramsch,
// Bock), after every move, each seat's and a spectator's mapped view equals the engine's own
// viewMatch(...).deal: nothing is lost or reshaped on the way through the typed schema.
import { viewMatch } from '../../src/engine/match/index.js';
import { toEngineDealView } from '../../src/bots/kit/view.js';
import { execute, TableDocument } from '../../sdk/src/index.js';
import { TablesRepository } from '../../src/tables/tables.repository.js';
import { useTestServer } from '../support/app.js';
import { createTable, joinTable, register, rng, step, type Registered } from '../support/skat.js';

describe("the bot kit's typed deal view", () => {
  const suite = useTestServer();

  it("maps back to exactly the engine's DealView, for every seat and a spectator, after every move", async () => {
    const people: Registered[] = [await register(suite.s, 'V0'), await register(suite.s, 'V1'), await register(suite.s, 'V2')];
    const tableId = (await createTable(suite.s, people[0].token, { preset: 'CLUB', rounds: 1 })).table.id;
    for (const p of people.slice(1)) await joinTable(suite.s, p.token, { tableId });
    const repo = suite.s.app.get(TablesRepository);
    const random = rng(11);
    const phases = new Set<string>();
    let moves = 0;
    do {
      const state = (await repo.find(tableId))!.state as Parameters<typeof viewMatch>[0];
      for (const v of [0, 1, 2, 'spectator'] as const) {
        const token = v === 'spectator' ? undefined : people[v].token;
        // The kit's own query (the SDK's Table document, KitMatchFields).
        const { table } = await execute({ url: `${suite.s.httpUrl}/graphql`, token }, TableDocument, { tableId });
        const mapped = toEngineDealView(table.match!.deal);
        expect(mapped).toEqual(JSON.parse(JSON.stringify(viewMatch(state, v).deal)));
        phases.add(mapped.phase);
      }
      moves++;
    } while (moves < 400 && (await step(suite.s, tableId, people, random)));
    expect([...phases]).toEqual(expect.arrayContaining(['bidding', 'playing', 'over']));
  });
});
