// Two instances of the server, each its own process (child-server.ts builds it), sharing one PostgreSQL
// database and one Redis: a subscriber on B (websocket or SSE) sees moves made on A in order, 20 racing
// actions sent through both give exactly one winner, a token revoked on one is refused on
// the other at once, a token's rate budget is shared, and a table's server bots keep
// playing after the instance holding the table's lease is killed (SIGKILL: no goodbye), and
// move on at once to a new instance when the last one stops gracefully (leases given back).
// Needs DATABASE_URL and REDIS_URL: PGlite cannot be shared between processes.
import { spawn, type ChildProcess } from 'node:child_process';
import pg from 'pg';
import { GqlEndpoint, Subscriber, type TestServer } from '../support/app.js';
import { freePort, serverBuild } from '../support/child-server.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { SseStream } from '../support/sse.js';
import { createTable, FEED, feedEntries, joinTable, legalActions, perform, pick, register, rng, step, tableView, type Registered } from '../support/skat.js';

const enabled = !!process.env.DATABASE_URL && !!process.env.REDIS_URL;
if (!enabled) {
  process.stderr.write('multi-instance e2e skipped: it needs DATABASE_URL and REDIS_URL (two processes cannot share an embedded PGlite).\n');
}

/** One server process, spoken to like TestServer (so the helpers of support/skat.ts work with it). */
class Instance extends GqlEndpoint {
  private constructor(
    readonly name: string,
    readonly child: ChildProcess,
    httpUrl: string,
  ) {
    super(httpUrl);
  }

  protected override get errorLabel(): string {
    return ` on ${this.name}`;
  }

  static async start(name: string, mainJs: string, env: Record<string, string>): Promise<Instance> {
    const port = await freePort();
    const child = spawn(process.execPath, [mainJs], {
      env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const inst = new Instance(name, child, `http://127.0.0.1:${port}`);
    // Up to 60 s on a loaded machine (migrations on the first start).
    for (let i = 0; i < 600; i++) {
      if (child.exitCode !== null) throw new Error(`instance ${name} exited with ${child.exitCode}`);
      const res = await fetch(`${inst.httpUrl}/health`).catch(() => null);
      if (res?.ok) return inst;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`instance ${name} did not start`);
  }

  get pid(): number {
    return this.child.pid!;
  }

  /** As the support helpers expect a TestServer. */
  get s(): TestServer {
    return this as unknown as TestServer;
  }

  async kill(signal: NodeJS.Signals): Promise<void> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    const exited = new Promise((r) => this.child.once('exit', r));
    this.child.kill(signal);
    await exited;
  }
}

(enabled ? describe : describe.skip)('two instances sharing PostgreSQL and Redis', () => {
  let db: TestDatabase;
  let a: Instance;
  let b: Instance;
  let c: Instance | undefined;
  let sql: pg.Client;
  let mainJs: string;
  let env: Record<string, string>;

  beforeAll(async () => {
    db = await createTestDatabase();
    mainJs = await serverBuild();
    // Short leases so a killed holder's tables move on within a few seconds.
    env = { ...db.env, DATA_DIR: './data', REDIS_URL: process.env.REDIS_URL!, LEASE_TTL_MS: '2000', LEASE_RENEW_MS: '400' };
    // At once: one migrates (under an advisory lock), the other waits for it (src/database/database.module.ts).
    const [sa, sb] = await Promise.allSettled([Instance.start('A', mainJs, env), Instance.start('B', mainJs, env)]);
    if (sa.status === 'fulfilled') a = sa.value;
    if (sb.status === 'fulfilled') b = sb.value;
    for (const r of [sa, sb]) if (r.status === 'rejected') throw r.reason;
    sql = new pg.Client({ connectionString: db.url! });
    await sql.connect();
  }, 180_000);

  afterAll(async () => {
    await sql?.end();
    await a?.kill('SIGKILL');
    await b?.kill('SIGKILL');
    await c?.kill('SIGKILL');
    await db?.drop();
  });

  it('a player subscribed on B receives the moves made on A, in order', async () => {
    const people: Registered[] = [await register(a.s, 'Ann'), await register(b.s, 'Ben'), await register(a.s, 'Cid')];
    const tableId = (await createTable(a.s, people[0].token, { preset: 'CLUB', rounds: 1 })).table.id;
    await joinTable(b.s, people[1].token, { tableId });
    await joinTable(a.s, people[2].token, { tableId });

    const client = b.wsClient(people[1].token);
    const feed = new Subscriber<any>(client, FEED, { tableId });
    await feed.waitFor((m) => m.length >= 1);
    const start = feed.messages[0].tableEvents;
    expect(start.kind).toBe('VIEW');

    // Every move goes through A.
    const random = rng(11);
    const responses: any[] = [];
    for (let i = 0; i < 30; i++) expect(await step(a.s, tableId, people, random, (_p, _a, r) => void responses.push(r))).toBe(true);
    const last = responses[responses.length - 1].seq as number;
    await feed.waitFor((m) => m[m.length - 1].tableEvents.seq >= last);

    expect(feed.messages.slice(1).every((m) => m.tableEvents.kind === 'EVENTS')).toBe(true);
    const events = feedEntries(feed.messages.slice(1));
    // In order, no gap, no duplicate, from the view on.
    expect(events.map((e) => e.seq)).toEqual(Array.from({ length: last - start.seq }, (_, i) => start.seq + 1 + i));
    // The very entries that A returned to the actors, redacted for Ben where Ben may not see them.
    const byseq = new Map(events.map((e) => [e.seq, e]));
    for (const r of responses) for (const e of r.events) expect(byseq.get(e.seq)?.type === e.type || byseq.get(e.seq)?.type === 'hiddenEvent').toBe(true);
    feed.close();
    await client.dispose();
  });

  it('an SSE stream on B follows the moves made on A; a token revoked on A ends it', async () => {
    const people: Registered[] = [await register(a.s, 'Ann'), await register(b.s, 'Ben'), await register(a.s, 'Cid')];
    const tableId = (await createTable(a.s, people[0].token, { rounds: 1 })).table.id;
    await joinTable(b.s, people[1].token, { tableId });
    await joinTable(a.s, people[2].token, { tableId });
    const spare = (await a.ok<any>('mutation { issueToken { tokenId token } }', {}, people[1].token)).issueToken;
    const stream = await SseStream.open(
      b.httpUrl,
      `subscription($t: ID!) { tableEvents(tableId: $t) { kind seq events { seq type } } }`,
      { t: tableId },
      { token: spare.token },
    );
    const feed = () => stream.results.filter((r) => r.data).map((r) => r.data.tableEvents);
    await stream.waitFor(() => feed().length >= 1);
    const start = feed()[0];
    expect(start.kind).toBe('VIEW');

    const random = rng(12);
    let last = 0;
    for (let i = 0; i < 20; i++) expect(await step(a.s, tableId, people, random, (_p, _a, r) => void (last = r.seq))).toBe(true);
    await stream.waitFor(() => feed().at(-1).seq >= last);
    const entries = feed()
      .slice(1)
      .flatMap((m) => m.events);
    expect(entries.map((e: { seq: number }) => e.seq)).toEqual(Array.from({ length: last - start.seq }, (_, i) => start.seq + 1 + i));
    // Each EVENTS message's id is its seq; the VIEW's is its resume point and count (`4:v1`).
    const next = stream.events.filter((e) => e.event === 'next');
    expect(next.map((e) => e.id)).toEqual(feed().map((m, i) => (i === 0 ? `${m.seq}:v1` : String(m.seq))));

    await a.ok('mutation($id: ID!) { revokeToken(tokenId: $id) }', { id: spare.tokenId }, people[1].token);
    await stream.waitEnd();
    expect(stream.events.at(-2)?.data?.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(stream.events.at(-1)?.event).toBe('complete');
  });

  it('20 racing actions through both instances: exactly one wins', async () => {
    const people: Registered[] = [await register(a.s, 'R1'), await register(a.s, 'R2'), await register(b.s, 'R3')];
    const tableId = (await createTable(b.s, people[0].token, { preset: 'STANDARD', rounds: 1 })).table.id;
    await joinTable(a.s, people[1].token, { tableId });
    await joinTable(b.s, people[2].token, { tableId });
    const before = await tableView(a.s, tableId);
    const turn: number = before.turn;
    const actor = people[turn];
    const { seq, actions } = await legalActions(a.s, tableId, actor.token);
    const move = pick(actions, rng(3))!;

    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => {
        const via = i % 2 ? b : a;
        // Half with expectedSeq, half without: every loser must be refused either way.
        return via.gql(
          `mutation($i: ${move.mutation === 'skatBid' ? 'SkatBidInput' : 'ActionInput'}!) { ${move.mutation}(input: $i) { seq } }`,
          {
            i: { tableId, ...(i % 4 < 2 ? { expectedSeq: seq } : {}), ...(move.value ? { value: move.value } : {}) },
          },
          actor.token,
        );
      }),
    );
    const winners = results.filter((r) => !r.errors?.length);
    expect(winners).toHaveLength(1);
    for (const r of results.filter((x) => x.errors?.length)) expect(['CONFLICT', 'ILLEGAL_ACTION']).toContain(r.errors![0].extensions?.code);
    const after = await tableView(b.s, tableId);
    expect(after.seq).toBe(winners[0].data![move.mutation].seq);
    const stored = await sql.query(`SELECT count(*)::int AS n FROM table_actions WHERE table_id = $1`, [tableId]);
    expect(stored.rows[0].n).toBe(1);
  });

  it("moves through A and B in turn, without expectedSeq: each instance's copy of the table goes stale and no move is refused or lost", async () => {
    const people: Registered[] = [await register(a.s, 'T1'), await register(b.s, 'T2'), await register(a.s, 'T3')];
    const tableId = (await createTable(a.s, people[0].token, { preset: 'STANDARD', rounds: 1 })).table.id;
    await joinTable(b.s, people[1].token, { tableId });
    await joinTable(a.s, people[2].token, { tableId });
    const random = rng(21);
    let seq = (await tableView(a.s, tableId)).seq as number;
    for (let i = 0; i < 24; i++) {
      const via = i % 2 ? b : a;
      let moved = false;
      for (const p of people) {
        const { actions } = await legalActions(via.s, tableId, p.token);
        const move = pick(actions, random);
        if (!move) continue;
        const r = await perform(via.s, p.token, tableId, move); // no expectedSeq: "the table as it is"
        expect(r.seq).toBeGreaterThan(seq);
        seq = r.seq;
        moved = true;
        break;
      }
      if (!moved) break;
    }
    const stored = await sql.query(`SELECT seq FROM game_tables WHERE id = $1`, [tableId]);
    expect(stored.rows[0].seq).toBe(seq);
    const acts = await sql.query(`SELECT count(*)::int AS n, max(seq_to)::int AS top FROM table_actions WHERE table_id = $1`, [tableId]);
    expect(acts.rows[0].top).toBe(seq);
    expect(acts.rows[0].n).toBeGreaterThanOrEqual(12);
  });

  it('a token revoked on A is refused on B at once, and its socket on B closes', async () => {
    const eve = await register(a.s, 'Eve');
    const spare = (await a.ok<any>('mutation { issueToken { tokenId token } }', {}, eve.token)).issueToken;
    // B has looked the token up (and keeps it cached) and holds a socket of it.
    expect((await b.ok<any>('{ me { name } }', {}, spare.token)).me.name).toBe('Eve');
    const client = b.wsClient(spare.token);
    const closed = new Promise<number>((resolve) => client.on('closed', (e) => resolve((e as { code: number }).code)));
    const tableId = (await createTable(b.s, eve.token, { preset: 'CLUB', rounds: 1 })).table.id;
    const feed = new Subscriber<any>(client, FEED, { tableId });
    await feed.waitFor((m) => m.length >= 1);

    await a.ok('mutation($id: ID!) { revokeToken(tokenId: $id) }', { id: spare.tokenId }, eve.token);
    expect(await closed).toBe(4401);
    const refused = await b.gql('{ me { name } }', {}, spare.token);
    expect(refused.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    await client.dispose();
  });

  it('a token has one rate budget across the instances (its counter is in Redis)', async () => {
    // Two more instances of the same deployment with a small budget (the others keep theirs).
    const limited = { ...env, RATE_LIMIT_PER_TOKEN: '6', RATE_LIMIT_WINDOW_SECONDS: '600' };
    let p: Instance | undefined;
    let q: Instance | undefined;
    try {
      // Both at once; inside the try: when one fails to start, the other is stopped all the same.
      const [sp, sq] = await Promise.allSettled([Instance.start('P', mainJs, limited), Instance.start('Q', mainJs, limited)]);
      if (sp.status === 'fulfilled') p = sp.value;
      if (sq.status === 'fulfilled') q = sq.value;
      if (!p || !q) throw (sp.status === 'rejected' ? sp : (sq as PromiseRejectedResult)).reason;
      const fay = await register(p.s, 'Fay');
      for (let i = 0; i < 3; i++) {
        await p.ok('{ me { id } }', {}, fay.token);
        await q.ok('{ me { id } }', {}, fay.token);
      }
      // Three hits on each: counted per instance, either would still allow three more.
      for (const inst of [q, p]) {
        const refused = await inst.gql('{ me { id } }', {}, fay.token);
        expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'RATE_LIMITED', limit: 'TOKEN' });
      }
    } finally {
      await p?.kill('SIGTERM');
      await q?.kill('SIGTERM');
    }
  }, 120_000);

  it("a table's server bots keep playing when the instance holding its lease is killed", async () => {
    const person = await register(a.s, 'Solo');
    const tableId = (await createTable(a.s, person.token, { preset: 'STANDARD', rounds: 2 })).table.id;
    await a.ok(`mutation($i: AddBotsInput!) { addBots(input: $i) { seq } }`, { i: { tableId, strategy: 'HEURISTIC' } }, person.token);

    /** Plays the person's moves through `via` until `moves` are made (bots answer in between). */
    const random = rng(5);
    const play = async (via: Instance, moves: number): Promise<void> => {
      let made = 0;
      for (let polls = 0; made < moves && polls < 600; polls++) {
        const view = await tableView(via.s, tableId, person.token);
        if (view.table.status !== 'PLAYING') return;
        const { actions } = await legalActions(via.s, tableId, person.token);
        const move = pick(actions, random);
        if (!move) {
          // The bots' turn: they are moved by whichever instance holds the lease.
          await new Promise((r) => setTimeout(r, 100));
          continue;
        }
        await perform(via.s, person.token, tableId, move);
        made++;
      }
      expect(made).toBe(moves);
    };

    await play(a, 3);
    const holderBefore: string = (await sql.query(`SELECT holder FROM table_leases WHERE table_id = $1`, [tableId])).rows[0].holder;
    const [victim, survivor] = holderBefore.includes(`:${a.pid}:`) ? [a, b] : [b, a];
    expect(holderBefore).toContain(`:${victim.pid}:`);
    const seqBefore = (await tableView(survivor.s, tableId)).seq;

    await victim.kill('SIGKILL');
    await play(survivor, 8);

    const after = await tableView(survivor.s, tableId);
    expect(after.seq).toBeGreaterThan(seqBefore);
    const holderAfter: string = (await sql.query(`SELECT holder FROM table_leases WHERE table_id = $1`, [tableId])).rows[0]?.holder ?? '';
    if (after.table.status === 'PLAYING') expect(holderAfter).toContain(`:${survivor.pid}:`);
    // Nothing done twice: one log entry per seq and every bot move after the kill by the survivor's lease.
    // (The bots may have moved on since `after` was read: the log is checked as it stands.)
    const seqs: number[] = (await sql.query(`SELECT seq FROM table_events WHERE table_id = $1 ORDER BY seq`, [tableId])).rows.map((r) => r.seq);
    expect(seqs).toEqual(Array.from({ length: seqs.length }, (_, i) => i + 1));
    expect(seqs.length).toBeGreaterThanOrEqual(after.seq);
    const botMoves = await sql.query(
      `SELECT count(*)::int AS n FROM table_actions a JOIN players p ON p.id = a.player_id WHERE a.table_id = $1 AND p.server_strategy IS NOT NULL AND a.seq_from > $2`,
      [tableId, seqBefore],
    );
    expect(botMoves.rows[0].n).toBeGreaterThan(0);

    // A new instance joins and the survivor stops gracefully (SIGTERM): it gives its leases back,
    // so the newcomer takes the table over without waiting for an expiry.
    c = await Instance.start('C', mainJs, env);
    await survivor.kill('SIGTERM');
    expect((await sql.query(`SELECT count(*)::int AS n FROM table_leases WHERE holder LIKE $1`, [`%:${survivor.pid}:%`])).rows[0].n).toBe(0);
    const seqBeforeC = (await tableView(c.s, tableId)).seq;
    await play(c, 4);
    const final = await tableView(c.s, tableId);
    expect(final.seq).toBeGreaterThan(seqBeforeC);
    if (final.table.status === 'PLAYING') {
      expect((await sql.query(`SELECT holder FROM table_leases WHERE table_id = $1`, [tableId])).rows[0].holder).toContain(`:${c.pid}:`);
    }
  }, 180_000);
});
