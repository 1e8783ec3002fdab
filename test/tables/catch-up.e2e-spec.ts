// TablesRepository.catchUp: an older copy of a table in play brought up to the stored seq with
// the actions after it, equal to reading the table whole; anything but accepted actions in
// between (or a table no longer in play) sends the caller back to find().
import { TablesRepository } from '../../src/tables/tables.repository.js';
import { useTestServer } from '../support/app.js';
import { createTable, joinTable, register, rng, step, type Registered } from '../support/skat.js';

describe('TablesRepository.catchUp', () => {
  const suite = useTestServer();
  let tables: TablesRepository;
  let players: Registered[];
  let id: string;
  const random = rng(7);

  beforeAll(async () => {
    tables = suite.s.app.get(TablesRepository);
    players = [await register(suite.s, 'Ann'), await register(suite.s, 'Bob'), await register(suite.s, 'Cid')];
    id = (await createTable(suite.s, players[0].token, { preset: 'STANDARD' })).table.id;
    await joinTable(suite.s, players[1].token, { tableId: id });
    await joinTable(suite.s, players[2].token, { tableId: id });
  });

  const plain = (x: unknown) => JSON.parse(JSON.stringify(x));

  it('applies the actions made since the copy, and gives what a whole read gives', async () => {
    const copy = (await tables.find(id))!;
    expect(copy.status).toBe('playing');
    // Past the stored state's every-tenth-seq write, so the whole read replays a tail of its own.
    for (let i = 0; i < 14; i++) expect(await step(suite.s, id, players, random)).toBe(true);
    const caught = (await tables.catchUp(copy))!;
    const whole = (await tables.find(id))!;
    expect(caught.seq).toBeGreaterThan(copy.seq);
    expect(caught.seq).toBe(whole.seq);
    expect(plain(caught.state)).toEqual(plain(whole.state));
    expect(caught.updatedAt.getTime()).toBe(whole.updatedAt.getTime());
    // A copy that is current comes back as it is.
    const again = (await tables.catchUp(whole))!;
    expect(again.seq).toBe(whole.seq);
    expect(plain(again.state)).toEqual(plain(whole.state));
  });

  it('gives up when something else than an action moved the seq on, or the table is not in play', async () => {
    const copy = (await tables.find(id))!;
    await step(suite.s, id, players, random);
    // A seq with no action behind it, as a service event would leave.
    await tables.manager.query(`UPDATE game_tables SET seq = seq + 1 WHERE id = $1`, [id]);
    expect(await tables.catchUp(copy)).toBeNull();
    const now = (await tables.find(id))!;
    await tables.manager.query(`UPDATE game_tables SET status = 'closed' WHERE id = $1`, [id]);
    expect(await tables.catchUp(now)).toBeNull();
  });
});
