// The abandoned-table query (TablesRepository.abandoned) on one playing table whose rows are aged
// by hand: the match start and a person's last action both count, a turn timeout's move does not.
import { DataSource } from 'typeorm';
import { TablesRepository } from '../../src/tables/tables.repository.js';
import { useTestServer } from '../support/app.js';
import { createTable, joinTable, register, rng, step } from '../support/skat.js';

describe('abandoned tables', () => {
  // Limits far beyond the test: the server's own sweep closes nothing meanwhile.
  const suite = useTestServer();
  const HOUR = 3600;

  it('are those whose match started and whose people last acted longer ago than the limit, timeouts aside', async () => {
    const people = [];
    for (const n of ['AB0', 'AB1', 'AB2']) people.push(await register(suite.s, n));
    const tableId: string = (await createTable(suite.s, people[0].token, { preset: 'STANDARD', rounds: 1 })).table.id;
    for (const p of people.slice(1)) await joinTable(suite.s, p.token, { tableId });
    const random = rng(3);
    expect(await step(suite.s, tableId, people, random)).toBe(true);

    const repo = suite.s.app.get(TablesRepository);
    const db = suite.s.app.get(DataSource);
    const abandoned = () => repo.abandoned(HOUR, 10, tableId);
    const age = async () => {
      await db.query(`UPDATE table_events SET created_at = created_at - interval '2 hours' WHERE table_id = $1`, [tableId]);
      await db.query(`UPDATE table_actions SET created_at = created_at - interval '2 hours' WHERE table_id = $1`, [tableId]);
    };

    expect(await abandoned()).toEqual([]); // the match started just now
    await age();
    expect(await abandoned()).toEqual([tableId]);

    expect(await step(suite.s, tableId, people, random)).toBe(true);
    expect(await abandoned()).toEqual([]); // a person acted just now

    // The newest action a turn timeout's, just now, over older moves of people: still abandoned.
    await age();
    await db.query(
      `UPDATE table_actions SET created_at = now(), timeout_deal = 1
        WHERE table_id = $1 AND seq_from = (SELECT max(seq_from) FROM table_actions WHERE table_id = $1)`,
      [tableId],
    );
    expect(await abandoned()).toEqual([tableId]);
  });
});
