// Ratings that resist farming (issue 38, finding 7): a farmer and puppets registered from one
// address gain nothing from rated matches among themselves, and a group that keeps meeting counts
// less each time; both are flagged in the rating history (docs/ratings.md, "Farming").
import request from 'supertest';
import { TablesRepository } from '../../src/tables/tables.repository.js';
import { useTestServer, type TestServer } from '../support/app.js';
import { createTable, joinTable, rng, step, type Registered } from '../support/skat.js';

async function registerFrom(s: TestServer, from: string, name: string): Promise<Registered> {
  const res = await request(s.httpUrl)
    .post('/graphql')
    .set('content-type', 'application/json')
    .set('x-forwarded-for', from)
    .send({ query: `mutation($i: RegisterInput!) { register(input: $i) { player { id } apiToken { token } } }`, variables: { i: { name } } });
  return { token: res.body.data.register.apiToken.token, playerId: res.body.data.register.player.id, name };
}

/** A rated one-round match of the three, played to its end with random legal moves; its history rows. */
async function ratedMatch(
  s: TestServer,
  players: Registered[],
  seed: number,
): Promise<{ player_id: string; weight: number; flag: string | null; mu_before: number; mu_after: number }[]> {
  const tableId = (await createTable(s, players[0].token, { preset: 'STANDARD', rounds: 1, rated: true })).table.id as string;
  await joinTable(s, players[1].token, { tableId });
  await joinTable(s, players[2].token, { tableId });
  const random = rng(seed);
  for (let n = 0; await step(s, tableId, players, random); n++) if (n > 2000) throw new Error('match did not end');
  return s.app.get(TablesRepository).manager.query(`SELECT player_id, weight, flag, mu_before, mu_after FROM rating_history WHERE table_id = $1`, [tableId]);
}

describe('rating farms', () => {
  const suite = useTestServer({ TRUST_PROXY_HOPS: 1 });

  it('rates nothing among players of one address, and flags it', async () => {
    const farm = [
      await registerFrom(suite.s, '10.0.7.1', 'Farmer'),
      await registerFrom(suite.s, '10.0.7.1', 'Puppet one'),
      await registerFrom(suite.s, '10.0.7.1', 'Puppet two'),
    ];
    const rows = await ratedMatch(suite.s, farm, 1);
    expect(rows).toHaveLength(3);
    for (const r of rows) {
      expect(r).toMatchObject({ weight: 0, flag: 'same-address' });
      expect(r.mu_after).toBe(r.mu_before);
    }
  }, 120_000);

  it('counts a repeat of the same group less each time, and flags it', async () => {
    const group = [
      await registerFrom(suite.s, '10.0.8.1', 'Ann'),
      await registerFrom(suite.s, '10.0.8.2', 'Ben'),
      await registerFrom(suite.s, '10.0.8.3', 'Cid'),
    ];
    const first = await ratedMatch(suite.s, group, 2);
    for (const r of first) expect(r).toMatchObject({ weight: 1, flag: null });
    const second = await ratedMatch(suite.s, group, 3);
    for (const r of second) expect(r).toMatchObject({ weight: 0.5, flag: 'repeat' });
    const third = await ratedMatch(suite.s, group, 4);
    for (const r of third) expect(r.weight).toBeCloseTo(1 / 3);
  }, 180_000);
});
