// Puppets (issue 38, findings 5 and 6): players registered from one address share per-address
// limits beside their own: tournaments taking registrations (created in parallel too), and
// empty tournaments expire; open tables in the lobby; strong-bot tables; the bots' fair
// scheduler queues their tables' choices as one owner. Addresses come from X-Forwarded-For
// (TRUST_PROXY_HOPS 1), as behind a load balancer.
import { jest } from '@jest/globals';
import request from 'supertest';
import { FairBotScheduler } from '../../src/bots/fair-scheduler.js';
import { addressLimitWork } from '../../src/limits/address-limits.js';
import { useTestServer, type GqlResponse, type TestServer } from '../support/app.js';

async function gqlFrom(s: TestServer, from: string, query: string, variables: Record<string, unknown> = {}, token?: string): Promise<GqlResponse> {
  let r = request(s.httpUrl).post('/graphql').set('content-type', 'application/json').set('x-forwarded-for', from);
  if (token) r = r.set('authorization', `Bearer ${token}`);
  const res = await r.send({ query, variables });
  return { status: res.status, data: res.body?.data ?? undefined, errors: res.body?.errors };
}

async function registerFrom(s: TestServer, from: string, name: string): Promise<string> {
  const r = await gqlFrom(s, from, `mutation($i: RegisterInput!) { register(input: $i) { apiToken { token } } }`, { i: { name } });
  if (!r.data) throw new Error(JSON.stringify(r.errors));
  return r.data.register.apiToken.token;
}

const CREATE_TOURNAMENT = `mutation($i: CreateTournamentInput!) { createTournament(input: $i) { id } }`;
const LIST = `{ tournaments(limit: 50) { id } }`;

describe('tournaments per player and per address; empty ones expire', () => {
  const suite = useTestServer({
    TRUST_PROXY_HOPS: 1,
    MAX_REGISTERING_TOURNAMENTS_PER_PLAYER: 2,
    MAX_REGISTERING_TOURNAMENTS_PER_ADDRESS: 3,
    EMPTY_TOURNAMENT_EXPIRY_SECONDS: 2,
    REFUSAL_DELAY_MS: 500,
    LEASE_TTL_MS: 2000,
    LEASE_RENEW_MS: 200,
  });

  it('caps a player and the puppets of one address, also when they create at once, and leaves another address alone', async () => {
    const s = suite.s;
    const puppets = await Promise.all([1, 2, 3].map((i) => registerFrom(s, '10.0.0.1', `Puppet ${i}`)));
    const tries = await Promise.all(
      puppets.flatMap((t, i) => [0, 1, 2].map((k) => gqlFrom(s, `10.0.${i}.9`, CREATE_TOURNAMENT, { i: { name: `Flood ${i} ${k}` } }, t))),
    );
    const made = tries.filter((r) => r.data?.createTournament);
    const refused = tries.filter((r) => r.errors?.[0]?.extensions?.code === 'LIMIT_EXCEEDED');
    expect(made).toHaveLength(3);
    expect(refused).toHaveLength(6);
    for (const r of refused) expect(r.errors![0].extensions).toMatchObject({ limit: 'TOURNAMENTS' });
    expect(refused.some((r) => r.errors![0].extensions!.max === 3)).toBe(true);
    // One player alone: two, then refused (max 2).
    const club = await registerFrom(s, '10.0.0.2', 'Secretary');
    expect((await gqlFrom(s, '10.0.0.2', CREATE_TOURNAMENT, { i: { name: 'Club one' } }, club)).errors).toBeUndefined();
    const kept = (await gqlFrom(s, '10.0.0.2', CREATE_TOURNAMENT, { i: { name: 'Club two' } }, club)).data!.createTournament.id as string;
    expect((await gqlFrom(s, '10.0.0.2', CREATE_TOURNAMENT, { i: { name: 'Club three' } }, club)).errors?.[0]?.extensions).toMatchObject({
      code: 'LIMIT_EXCEEDED',
      limit: 'TOURNAMENTS',
      max: 2,
    });
    // A flood of creates past the cap is answered from the refusal just made, without the database,
    // and only after REFUSAL_DELAY_MS (a script waiting for each answer sends two a second, not thousands).
    const counted = addressLimitWork.tournamentCounts;
    const started = Date.now();
    const flood = await Promise.all([0, 1, 2, 3, 4, 5, 6, 7].map((k) => gqlFrom(s, '10.0.0.2', CREATE_TOURNAMENT, { i: { name: `More ${k}` } }, club)));
    expect(Date.now() - started).toBeGreaterThanOrEqual(500);
    for (const r of flood) expect(r.errors?.[0]?.extensions).toMatchObject({ code: 'LIMIT_EXCEEDED', limit: 'TOURNAMENTS', max: 2 });
    expect(addressLimitWork.tournamentCounts).toBe(counted);
    // Someone registers for one: it stays; the empty ones expire and free their places.
    expect((await gqlFrom(s, '10.0.0.2', `mutation($t: ID!) { registerTournament(tournamentId: $t) { id } }`, { t: kept }, club)).errors).toBeUndefined();
    for (;;) {
      const ids = ((await s.ok<{ tournaments: { id: string }[] }>(LIST)).tournaments ?? []).map((t) => t.id);
      if (ids.length === 1) {
        expect(ids).toEqual([kept]);
        break;
      }
      await new Promise((r) => setTimeout(r, 200));
    }
    expect((await gqlFrom(s, '10.0.0.1', CREATE_TOURNAMENT, { i: { name: 'Again' } }, puppets[0])).errors).toBeUndefined();
  });
});

describe('open tables per address, and the lobby', () => {
  const suite = useTestServer({ TRUST_PROXY_HOPS: 1, MAX_OPEN_TABLES_PER_ADDRESS: 12, LOBBY_TABLES_PER_ADDRESS: 4, REFUSAL_DELAY_MS: 500 });
  const CREATE = `mutation { createTable(input: {}) { table { id } } }`;

  it("caps the open tables of one address's puppets, and keeps a person's table on the lobby's first page", async () => {
    const s = suite.s;
    const person = await registerFrom(s, '10.0.1.1', 'Ann');
    const mine = (await gqlFrom(s, '10.0.1.1', CREATE, {}, person)).data!.createTable.table.id as string;
    const puppets = await Promise.all([1, 2, 3, 4, 5, 6].map((i) => registerFrom(s, '10.0.1.9', `Puppet ${i}`)));
    const burst = Date.now();
    const tries = await Promise.all(puppets.flatMap((t) => [0, 1, 2].map(() => gqlFrom(s, '10.0.1.9', CREATE, {}, t))));
    expect(tries.filter((r) => r.data?.createTable)).toHaveLength(12);
    const refused = tries.filter((r) => r.errors);
    expect(refused).toHaveLength(6);
    // One address's creates run one at a time (OnePerAddress): its six refusals, each held for
    // REFUSAL_DELAY_MS, come one after another (side by side, all within about one delay).
    expect(Date.now() - burst).toBeGreaterThanOrEqual(6 * 500);
    for (const r of refused) expect(r.errors![0].extensions).toMatchObject({ code: 'LIMIT_EXCEEDED', limit: 'OPEN_TABLES', max: 12 });
    // A refused create is answered after REFUSAL_DELAY_MS: a script repeating it sends two a second.
    const started = Date.now();
    const again = await gqlFrom(s, '10.0.1.9', CREATE, {}, puppets[0]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(500);
    expect(again.errors?.[0]?.extensions).toMatchObject({ code: 'LIMIT_EXCEEDED', limit: 'OPEN_TABLES' });
    const lobby = (await s.ok<{ lobby: { id: string }[] }>(`{ lobby(limit: 5) { id } }`)).lobby.map((t) => t.id);
    expect(lobby).toContain(mine);
    const all = (await s.ok<{ lobby: { id: string }[] }>(`{ lobby(limit: 100) { id } }`)).lobby.map((t) => t.id);
    expect(all).toHaveLength(5); // the person's and the puppets' newest four
  });
});

describe('strong-bot tables per address', () => {
  const suite = useTestServer({ TRUST_PROXY_HOPS: 1, MAX_STRONG_BOT_TABLES_PER_ADDRESS: 2 });

  it("caps the strong-bot tables of one address's puppets, each under its own per-player cap", async () => {
    const s = suite.s;
    const puppets = await Promise.all([1, 2, 3].map((i) => registerFrom(s, '10.0.2.9', `Farmer ${i}`)));
    const results: GqlResponse[] = [];
    for (const t of puppets) {
      const id = (await gqlFrom(s, '10.0.2.9', `mutation { createTable(input: { rounds: 1, takeSeat: false }) { table { id } } }`, {}, t)).data!.createTable
        .table.id as string;
      results.push(await gqlFrom(s, '10.0.2.9', `mutation($i: AddBotsInput!) { addBots(input: $i) { seq } }`, { i: { tableId: id, strategy: 'STRONG' } }, t));
    }
    expect(results.filter((r) => r.data?.addBots)).toHaveLength(2);
    expect(results[2].errors?.[0]?.extensions).toMatchObject({ code: 'LIMIT_EXCEEDED', limit: 'STRONG_BOT_TABLES', max: 2 });
    // Another address is not counted.
    const other = await registerFrom(s, '10.0.2.10', 'Ann');
    const id = (await gqlFrom(s, '10.0.2.10', `mutation { createTable(input: { rounds: 1, takeSeat: false }) { table { id } } }`, {}, other)).data!.createTable
      .table.id as string;
    expect(
      (await gqlFrom(s, '10.0.2.10', `mutation($i: AddBotsInput!) { addBots(input: $i) { seq } }`, { i: { tableId: id, strategy: 'STRONG' } }, other)).errors,
    ).toBeUndefined();
  });

  it("queues the bot choices of one address's puppets as one owner, another address's apart", async () => {
    const s = suite.s;
    const owners = new Map<string, Set<string>>();
    const original = FairBotScheduler.prototype.choose;
    // Records each choice's owner by its table (the affinity key), then schedules it as usual.
    const spy = jest.spyOn(FairBotScheduler.prototype, 'choose').mockImplementation(function (this: FairBotScheduler, owner, game, name, input, affinity) {
      owners.get([...owners.keys()].find((t) => affinity.includes(t)) ?? '')?.add(owner);
      return original.call(this, owner, game, name, input, affinity);
    });
    try {
      const tables: string[] = [];
      for (const [from, name] of [
        ['10.0.4.1', 'Puppet A'],
        ['10.0.4.1', 'Puppet B'],
        ['10.0.4.2', 'Person'],
      ]) {
        const t = await registerFrom(s, from, name);
        const id = (await gqlFrom(s, from, `mutation { createTable(input: { rounds: 1, takeSeat: false }) { table { id } } }`, {}, t)).data!.createTable.table
          .id as string;
        owners.set(id, new Set());
        tables.push(id);
        expect(
          (await gqlFrom(s, from, `mutation($i: AddBotsInput!) { addBots(input: $i) { seq } }`, { i: { tableId: id, strategy: 'HEURISTIC' } }, t)).errors,
        ).toBeUndefined();
      }
      const deadline = Date.now() + 20_000;
      while (tables.some((t) => owners.get(t)!.size === 0) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      const [a, b, person] = tables.map((t) => [...owners.get(t)!]);
      expect(a).toHaveLength(1);
      expect(b).toEqual(a);
      expect(person).toHaveLength(1);
      expect(person).not.toEqual(a);
    } finally {
      spy.mockRestore();
    }
  });
});
