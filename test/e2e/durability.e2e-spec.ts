// Acknowledged means durable. The server runs as a real child process; clients stream actions
// at two tables (one Skat, one Bavarian Tarock); the server is killed with SIGKILL mid-stream (requests in flight), restarted
// on the same database, and this is repeated. Every action that was acknowledged (an HTTP 200
// with its seq) must still be in the log with exactly its seqs, its idempotency key must
// still replay it, the matches go on to their end, and a subscriber that resumes with afterSeq
// after every kill sees every seq exactly once. Runs on PostgreSQL (DATABASE_URL) and on the
// embedded PGlite (its data directory on disk, inside the killed process).
import pg from 'pg';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { useChildServer } from '../support/child-server.js';
import { ACTION_RESULT, actionRequest, LEGAL_ACTION_FIELDS, pick, rng, type LegalAction } from '../support/skat.js';

const KILLS = 3;

interface Ack {
  tableId: string;
  clientActionId: string;
  query: string;
  variables: Record<string, unknown>;
  token: string;
  mutation: string;
  seq: number;
  events: { seq: number; type: string }[];
}

/** Requests sent and not yet answered (counted at each kill). */
let pending = 0;

async function gql(url: string, query: string, variables: Record<string, unknown> = {}, token?: string): Promise<any> {
  pending++;
  try {
    const res = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    return { status: res.status, ...((await res.json()) as object) };
  } finally {
    pending--;
  }
}

async function ok(url: string, query: string, variables: Record<string, unknown> = {}, token?: string): Promise<any> {
  const r = await gql(url, query, variables, token);
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return r.data;
}

/** One subscriber's feed of a table across restarts: resumes with afterSeq each time. */
class Feed {
  readonly seqs: number[] = [];
  readonly types = new Map<number, string>();
  private client: Client | null = null;
  private waiters: (() => void)[] = [];
  constructor(
    readonly tableId: string,
    readonly token: string,
  ) {}

  connect(wsUrl: string): Promise<void> {
    const last = this.seqs.length ? this.seqs[this.seqs.length - 1] : 0;
    this.client = createClient({
      url: wsUrl,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${this.token}` },
      retryAttempts: 0,
      lazy: true,
    });
    return new Promise((viewed) => {
      this.client!.subscribe<any>(
        {
          query: `subscription($t: ID!, $a: Int) { tableEvents(tableId: $t, afterSeq: $a) { kind seq events { seq type } } }`,
          variables: { t: this.tableId, a: last },
        },
        {
          next: ({ data }) => {
            const m = data.tableEvents;
            if (m.kind === 'VIEW') return viewed();
            for (const e of m.events) {
              this.seqs.push(e.seq);
              this.types.set(e.seq, e.type);
            }
            for (const w of this.waiters.splice(0)) w();
          },
          error: () => undefined, // the server was killed
          complete: () => undefined,
        },
      );
    });
  }

  async waitForSeq(seq: number): Promise<void> {
    while (!this.seqs.includes(seq)) await new Promise<void>((r) => this.waiters.push(r));
  }

  async close(): Promise<void> {
    await this.client?.dispose();
  }
}

describe('acknowledged actions survive SIGKILL', () => {
  const suite = useChildServer();

  it(`keeps every acknowledged action through ${KILLS} kills; the matches go on; resumed feeds have no gap or duplicate`, async () => {
    let server = await suite.start();
    let url = server.httpUrl;

    const players: { token: string; name: string }[] = [];
    for (const name of ['K1', 'K2', 'K3']) {
      const d = await ok(url, `mutation($n: String!) { register(input: { name: $n }) { apiToken { token } } }`, { n: name });
      players.push({ token: d.register.apiToken.token, name });
    }
    const tables: string[] = [];
    for (let i = 0; i < 2; i++) {
      // A Skat table and a Tarock one (fixed tariff: no pot to empty, so its three deals are always played).
      const input = i === 0 ? '{ preset: CLUB, rounds: 1 }' : '{ game: TAROCK, preset: TAROCK_BETTEL, rounds: 1 }';
      const t = (await ok(url, `mutation { createTable(input: ${input}) { table { id } } }`, {}, players[0].token)).createTable.table.id;
      for (const p of players.slice(1)) await ok(url, `mutation($t: ID!) { joinTable(input: { tableId: $t }) { seq } }`, { t }, p.token);
      tables.push(t);
    }
    const feeds = tables.map((t) => new Feed(t, players[1].token));
    await Promise.all(feeds.map((f) => f.connect(server!.wsUrl)));

    const acks: Ack[] = [];
    const random = rng(2026);
    // Each table picks from its own sequence: with one shared sequence, which table drew which
    // number depended on how the two streams' requests interleaved, and so did how long each match
    // lasted (a Tarock deal that everyone passes is over in a few moves).
    const picks = new Map(tables.map((t, i) => [t, rng(7 + i)]));
    let nextId = 0;
    let inFlightAtKills = 0;
    let killing = false;

    /** Plays one table until the server goes away (or the match ends); acks are recorded on 200s. */
    async function stream(tableId: string, onAck: () => void): Promise<'over' | 'down'> {
      for (;;) {
        let moved = false;
        try {
          for (const p of players) {
            const legal = (await ok(url, `query($t: ID!) { legalActions(tableId: $t) { seq actions { ${LEGAL_ACTION_FIELDS} } } }`, { t: tableId }, p.token))
              .legalActions;
            const a: LegalAction | null = pick(legal.actions, picks.get(tableId)!);
            if (!a) continue;
            const clientActionId = `k-${nextId++}`;
            const request = actionRequest(tableId, a, { expectedSeq: legal.seq, clientActionId });
            const query = request.query.replace(ACTION_RESULT, 'seq replayed events { seq type }');
            const variables = request.variables;
            const r = await gql(url, query, variables, p.token);
            if (r.status !== 200 || r.errors) throw new Error(`refused: ${JSON.stringify(r.errors)}`);
            const res = r.data[a.mutation];
            acks.push({
              tableId,
              clientActionId,
              query,
              variables,
              token: p.token,
              mutation: a.mutation,
              seq: res.seq,
              events: res.events.map((e: any) => ({ seq: e.seq, type: e.type })),
            });
            onAck();
            moved = true;
            break;
          }
        } catch (e) {
          if (killing) return 'down';
          throw new Error(`${e instanceof Error ? e.message : String(e)}\nserver log:\n${server?.log}`);
        }
        if (!moved) return 'over';
      }
    }

    for (let kill = 1; kill <= KILLS; kill++) {
      let acked = 0;
      const killAt = 10 + Math.floor(random() * 15);
      const victim = server!;
      const onAck = () => {
        if (++acked === killAt) {
          // Kill now, mid-stream: the other table's request is usually out.
          inFlightAtKills += pending;
          killing = true;
          victim.proc.kill('SIGKILL');
        }
      };
      const results = await Promise.all(tables.map((t) => stream(t, onAck)));
      expect(results).toEqual(['down', 'down']);
      await victim.exited;
      await Promise.all(feeds.map((f) => f.close()));

      server = await suite.start();
      killing = false;
      url = server.httpUrl;
      await Promise.all(feeds.map((f) => f.connect(server!.wsUrl)));
    }

    // The matches go on to their end after the last restart.
    const ends = await Promise.all(tables.map((t) => stream(t, () => undefined)));
    expect(ends).toEqual(['over', 'over']);

    // 1. Every acknowledged action is in the log: its idempotency key replays it with its seq.
    let lost = 0;
    for (const a of acks) {
      const r = await gql(url, a.query, a.variables, a.token);
      const res = r.data?.[a.mutation];
      if (
        !res ||
        !res.replayed ||
        res.seq !== a.seq ||
        JSON.stringify(res.events.map((e: any) => [e.seq, e.type])) !== JSON.stringify(a.events.map((e) => [e.seq, e.type]))
      )
        lost++;
    }
    // 2. On PostgreSQL, also straight from the tables.
    if (suite.db.url) {
      const c = new pg.Client({ connectionString: suite.db.url });
      await c.connect();
      for (const a of acks) {
        const row = await c.query(`SELECT seq_to FROM table_actions WHERE table_id = $1 AND client_action_id = $2`, [a.tableId, a.clientActionId]);
        // The log keeps its own type names (the API's are the object types'), so the rows are matched by seq.
        const events = await c.query(`SELECT seq FROM table_events WHERE table_id = $1 AND seq = ANY($2::int[]) ORDER BY seq`, [
          a.tableId,
          a.events.map((e) => e.seq),
        ]);
        if (row.rows[0]?.seq_to !== a.seq || JSON.stringify(events.rows.map((e) => e.seq)) !== JSON.stringify(a.events.map((e) => e.seq))) lost++;
      }
      await c.end();
    }
    expect(lost).toBe(0);

    // 2b. The score sheet, stored apart from the snapshot and written only when a deal ends,
    // has every deal once after the kills, and its running totals add up.
    for (const t of tables) {
      const sheet = (await ok(url, `query($t: ID!) { scoreSheet(tableId: $t) { totals over deals { deal scores totals } } }`, { t })).scoreSheet;
      expect(sheet.over).toBe(true);
      expect(sheet.deals.map((d: { deal: number }) => d.deal)).toEqual([1, 2, 3]);
      const sums = [0, 0, 0];
      for (const d of sheet.deals) {
        d.scores.forEach((x: number, k: number) => (sums[k] += x));
        expect(d.totals).toEqual(sums);
      }
      expect(sheet.totals).toEqual(sums);
    }
    if (suite.db.url) {
      const c = new pg.Client({ connectionString: suite.db.url });
      await c.connect();
      const rows = (
        await c.query(`SELECT state::jsonb ? 'sheet' AS in_state, json_array_length(sheet) AS deals FROM game_tables WHERE id = ANY($1::uuid[])`, [tables])
      ).rows;
      expect(rows).toEqual([
        { in_state: false, deals: 3 },
        { in_state: false, deals: 3 },
      ]);
      await c.end();
    }

    // 3. Each feed, resumed with afterSeq after every kill, saw every seq once, in order.
    for (const [i, t] of tables.entries()) {
      const final = (await ok(url, `query($t: ID!) { table(tableId: $t) { seq table { status } } }`, { t })).table;
      expect(final.table.status).toBe('FINISHED');
      await feeds[i].waitForSeq(final.seq);
      expect(feeds[i].seqs).toEqual(Array.from({ length: final.seq }, (_, k) => k + 1));
      for (const a of acks.filter((x) => x.tableId === t)) for (const e of a.events) expect(feeds[i].types.get(e.seq)).toBe(e.type);
    }
    await Promise.all(feeds.map((f) => f.close()));

    process.stdout.write(
      `durability (${suite.db.url ? 'PostgreSQL' : 'PGlite'}): kills survived=${KILLS}, acknowledged actions=${acks.length}, lost=${lost}, requests in flight at the kills=${inFlightAtKills}\n`,
    );
  }, 120_000); // three server restarts; on PGlite each is slow on a shared 2 vCPU machine
});
