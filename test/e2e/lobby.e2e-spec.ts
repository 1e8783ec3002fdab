// Table flood and lobby poisoning: a cap on the open tables one player may have created, the
// expiry of open tables whose match never starts, and a lobby a flood cannot bury (newest
// first, each player's newest few tables only, filters, cursor paging). Real server, real HTTP.
import { type GqlResponse, Subscriber, useTestServer } from '../support/app.js';
import { createTable, EVENT_FIELDS, feedEntries, joinTable, register, type Registered } from '../support/skat.js';

function expectCode(res: GqlResponse, code: string, extra: Record<string, unknown> = {}): void {
  expect(res.errors?.length).toBe(1);
  expect(res.errors![0].extensions).toMatchObject({ code, ...extra });
}

const CREATE = `mutation($i: CreateTableInput!) { createTable(input: $i) { table { id } } }`;
const PAGE = `query($first: Int, $after: String, $preset: Preset, $players: Int, $minFreeSeats: Int) {
  lobbyPage(first: $first, after: $after, preset: $preset, players: $players, minFreeSeats: $minFreeSeats) {
    nodes { id preset players seats { index player { id } } }
    edges { cursor node { id } }
    pageInfo { endCursor hasNextPage }
  } }`;

interface PageNode {
  id: string;
  preset: string;
  players: number;
  seats: { index: number; player: { id: string } | null }[];
}
interface Page {
  nodes: PageNode[];
  edges: { cursor: string; node: { id: string } }[];
  pageInfo: { endCursor: string | null; hasNextPage: boolean };
}

describe('the cap on open tables per player', () => {
  const suite = useTestServer({ MAX_OPEN_TABLES_PER_PLAYER: 3 });

  it('refuses the surplus, also when sent at once, and counts only tables whose match has not started', async () => {
    const [flooder, b, c] = [await register(suite.s, 'Flood'), await register(suite.s, 'Bea'), await register(suite.s, 'Cem')];
    // A private table counts too; then five at once: the count is taken under a lock on the
    // player, so exactly two more get through.
    await createTable(suite.s, flooder.token, { visibility: 'PRIVATE' });
    const results = await Promise.all(
      Array.from({ length: 5 }, () => suite.s.gql<{ createTable: { table: { id: string } } }>(CREATE, { i: {} }, flooder.token)),
    );
    const made = results.filter((r) => !r.errors).map((r) => r.data!.createTable.table.id);
    const refused = results.filter((r) => r.errors);
    expect(made).toHaveLength(2);
    expect(refused).toHaveLength(3);
    for (const r of refused) {
      expectCode(r, 'LIMIT_EXCEEDED', { limit: 'OPEN_TABLES', max: 3 });
      expect(r.errors![0].message).toMatch(/open tables.*at most 3/);
    }
    expectCode(await suite.s.gql(CREATE, { i: {} }, flooder.token), 'LIMIT_EXCEEDED', { limit: 'OPEN_TABLES' });
    // Another player is not affected.
    await createTable(suite.s, b.token, {});

    // A table whose match starts no longer counts: the flooder may create one more.
    await joinTable(suite.s, b.token, { tableId: made[0] });
    await joinTable(suite.s, c.token, { tableId: made[0] }, 'table { status }');
    await createTable(suite.s, flooder.token, {});
    expectCode(await suite.s.gql(CREATE, { i: {} }, flooder.token), 'LIMIT_EXCEEDED', { limit: 'OPEN_TABLES' });
  });
});

describe('open tables that never start expire', () => {
  const suite = useTestServer({ OPEN_TABLE_EXPIRY_SECONDS: 2, LEASE_TTL_MS: 2000, LEASE_RENEW_MS: 200 });
  // From seq 0: the sweep may close the table before the subscription starts (a loaded machine), and
  // then only a replay carries the tableClosed entry.
  const FEED = `subscription($tableId: ID!) { tableEvents(tableId: $tableId, afterSeq: 0) { kind seq events { ${EVENT_FIELDS} } } }`;
  const status = async (id: string) =>
    (await suite.s.ok<{ table: { table: { status: string } } }>('query($t: ID!) { table(tableId: $t) { table { status } } }', { t: id })).table.table.status;

  it('closes an open table (reason EXPIRED) and leaves a started one alone', async () => {
    const people: Registered[] = [];
    for (const n of ['Ann', 'Ben', 'Cid']) people.push(await register(suite.s, n));
    const waiting = (await createTable(suite.s, people[0].token, {})).table.id;
    const started = (await createTable(suite.s, people[1].token, {})).table.id;
    for (const p of [people[0], people[2]]) await joinTable(suite.s, p.token, { tableId: started });
    const client = suite.s.wsClient();
    const feed = new Subscriber<any>(client, FEED, { tableId: waiting });
    try {
      // The sweep runs on the scheduler's tick: wait for the server's event, not for a time.
      await feed.waitFor((m) => feedEntries(m).some((e) => e.type === 'tableClosed'));
      const closed = feedEntries(feed.messages).find((e) => e.type === 'tableClosed')!;
      expect(closed).toMatchObject({ __typename: 'TableClosed', reason: 'EXPIRED', silentSeconds: 2 });
    } finally {
      feed.close();
      await client.dispose();
    }
    expect(await status(waiting)).toBe('CLOSED');
    expect(await status(started)).toBe('PLAYING');
    // Gone from the lobby and from its seated creator's tables; nobody can join it any more.
    expect((await suite.s.ok<{ lobby: { id: string }[] }>('{ lobby { id } }')).lobby.map((t) => t.id)).not.toContain(waiting);
    expect((await suite.s.ok<{ myTables: { id: string }[] }>('{ myTables { id } }', {}, people[0].token)).myTables.map((t) => t.id)).toEqual([started]);
    expectCode(await suite.s.gql('mutation($t: ID!) { joinTable(input: { tableId: $t }) { seq } }', { t: waiting }, people[2].token), 'CONFLICT', {
      reason: 'TABLE_CLOSED',
    });
  }, 40_000);
});

describe('the lobby under a flood', () => {
  // All players register from one address here: the per-address limits (puppets.e2e-spec.ts) raised out of the way.
  const suite = useTestServer({
    MAX_OPEN_TABLES_PER_PLAYER: 40,
    LOBBY_TABLES_PER_PLAYER: 3,
    LOBBY_TABLES_PER_ADDRESS: 1000,
    MAX_OPEN_TABLES_PER_ADDRESS: 1000,
  });
  const page = async (vars: Record<string, unknown>) => (await suite.s.ok<{ lobbyPage: Page }>(PAGE, vars)).lobbyPage;
  /** Every page of a query, walked with the cursors. */
  async function walk(vars: Record<string, unknown>, first: number): Promise<string[]> {
    const ids: string[] = [];
    let after: string | null = null;
    for (let i = 0; i < 100; i++) {
      const p: Page = await page({ ...vars, first, after });
      expect(p.edges.map((e) => e.node.id)).toEqual(p.nodes.map((n) => n.id));
      expect(p.nodes.length).toBeLessThanOrEqual(first);
      ids.push(...p.nodes.map((n) => n.id));
      if (!p.pageInfo.hasNextPage) return ids;
      expect(p.pageInfo.endCursor).toBe(p.edges.at(-1)!.cursor);
      after = p.pageInfo.endCursor;
    }
    throw new Error('the lobby did not end');
  }

  let flooder: Registered;
  let others: Registered[];
  /** Every table created here, in order of creation, with what the lobby should know of it. */
  const made: { id: string; by: string; preset: string; players: number; seated: number; listed: boolean }[] = [];
  async function make(p: Registered, input: Record<string, unknown>, listed = true): Promise<string> {
    const id = (await createTable(suite.s, p.token, input)).table.id;
    made.push({
      id,
      by: p.playerId,
      preset: (input.preset as string) ?? 'STANDARD',
      players: (input.players as number) ?? 3,
      seated: input.takeSeat === false ? 0 : 1,
      listed,
    });
    return id;
  }

  beforeAll(async () => {
    flooder = await register(suite.s, 'Flood');
    others = [await register(suite.s, 'Ann'), await register(suite.s, 'Ben'), await register(suite.s, 'Cid'), await register(suite.s, 'Dora')];
    await make(others[0], { preset: 'CLUB', players: 4 });
    for (let i = 0; i < 20; i++) await make(flooder, { preset: i % 2 ? 'PUB' : 'STANDARD' });
    await make(others[1], { preset: 'PUB', players: 3, takeSeat: false });
    await make(others[2], { preset: 'STANDARD', visibility: 'PRIVATE' }, false);
    const four = await make(others[3], { preset: 'CLUB', players: 4 });
    await joinTable(suite.s, others[2].token, { tableId: four });
    made.at(-1)!.seated = 2;
  });

  /** What the lobby should list, newest first: each creator's newest three public open tables. */
  function expected(keep: (t: (typeof made)[number]) => boolean = () => true): string[] {
    const shown = new Map<string, number>();
    const out: string[] = [];
    for (const t of [...made].reverse()) {
      if (!t.listed) continue;
      const n = (shown.get(t.by) ?? 0) + 1;
      shown.set(t.by, n);
      if (n <= 3 && keep(t)) out.push(t.id);
    }
    return out;
  }

  it("keeps another player's new table on the first page while one player floods", async () => {
    // The genuine table came after 20 tables of the flood; 20 more follow it.
    const genuine = await make(others[1], { preset: 'STANDARD' });
    for (let i = 0; i < 20; i++) await make(flooder, { preset: 'STANDARD' });
    const first = (await suite.s.ok<{ lobby: { id: string; createdBy: string }[] }>('{ lobby(limit: 10) { id createdBy } }')).lobby;
    expect(first.map((t) => t.id)).toContain(genuine);
    expect(first.filter((t) => t.createdBy === flooder.playerId)).toHaveLength(3);
    expect((await page({ first: 5 })).nodes.map((n) => n.id)).toContain(genuine);
    // The list form and the pages agree: newest first, each player's newest three.
    expect(first.map((t) => t.id)).toEqual(expected().slice(0, 10));
  });

  it('walks every listed table once, in order, whatever the page size', async () => {
    const all = expected();
    for (const first of [1, 2, 3, 7, 100]) expect(await walk({}, first)).toEqual(all);
    const last = await page({ first: all.length });
    expect(last.pageInfo.hasNextPage).toBe(false);
    const past = await page({ first: 5, after: last.pageInfo.endCursor });
    expect(past).toEqual({ nodes: [], edges: [], pageInfo: { endCursor: null, hasNextPage: false } });
  });

  it('filters by preset, size and empty seats', async () => {
    expect(await walk({ preset: 'CLUB' }, 2)).toEqual(expected((t) => t.preset === 'CLUB'));
    expect(await walk({ preset: 'PUB' }, 2)).toEqual(expected((t) => t.preset === 'PUB'));
    expect(await walk({ players: 4 }, 2)).toEqual(expected((t) => t.players === 4));
    expect(await walk({ players: 3, minFreeSeats: 3 }, 2)).toEqual(expected((t) => t.players === 3 && t.seated === 0));
    expect(await walk({ minFreeSeats: 3 }, 2)).toEqual(expected((t) => t.players - t.seated >= 3));
    expect(await walk({ minFreeSeats: 2, preset: 'CLUB' }, 2)).toEqual(expected((t) => t.preset === 'CLUB' && t.players - t.seated >= 2));
    for (const n of (await page({ first: 100, minFreeSeats: 2 })).nodes) expect(n.players - n.seats.filter((s) => s.player).length).toBeGreaterThanOrEqual(2);
  });

  it('refuses bad arguments with BAD_USER_INPUT', async () => {
    for (const vars of [
      { first: 0 },
      { first: 101 },
      { players: 5 },
      { minFreeSeats: 0 },
      { after: 'not-a-cursor' },
      { after: Buffer.from('lobby:00000000-0000-4000-8000-000000000000').toString('base64url') },
    ]) {
      expectCode(await suite.s.gql(PAGE, vars), 'BAD_USER_INPUT');
    }
  });
});
