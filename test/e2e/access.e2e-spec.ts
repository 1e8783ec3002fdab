// Nobody acts where they don't belong. The mutation list comes from the running schema, so a
// new mutation cannot be forgotten: every mutation that names a table is tried by a player
// for a table they are not at, and by each seated player whenever the mutation is not among
// that player's own legal actions (so it could only act for another seat); every one is
// refused and no table changes. Mutations that name no table must be listed below with the
// reason they cannot touch anyone else's table, or the test fails.
import { createHash } from 'node:crypto';
import { GraphQLSchemaHost } from '@nestjs/graphql';
import { DataSource } from 'typeorm';
import { getNamedType, isEnumType, isInputObjectType, isListType, isNonNullType, isObjectType, type GraphQLInputType, type GraphQLSchema } from 'graphql';
import { type GqlResponse, useTestServer } from '../support/app.js';
import { createTable, joinTable, legalActions, register, rng, step, tableView, type Registered } from '../support/skat.js';

/** Mutations without a table argument, and why they cannot act on someone else's table. */
const NO_TABLE: Record<string, string> = {
  register: 'creates a new player of its own',
  createTable: 'creates a new table of its own',
  issueToken: "adds a token to the caller's own account",
  rotateToken: "replaces the caller's own token",
  revokeToken: "revokes only the caller's own tokens (tried below with another player's token)",
  createTournament: 'creates a new tournament of its own',
  registerTournament: 'registers only the caller',
  unregisterTournament: 'withdraws only the caller',
  addTournamentBots: "the tournament's creator only (test/e2e/tournament.e2e-spec.ts tries it as another player)",
  startTournament: "the tournament's creator only (test/e2e/tournament.e2e-spec.ts tries it as another player)",
  registerPlatform: 'the operator only (X-Operator-Secret; test/e2e/platforms.e2e-spec.ts)',
  updatePlatform: 'the operator only',
  rotatePlatformKey: 'the operator only',
  revokePlatformKey: 'the operator only',
  disablePlatform: 'the operator only',
  platformCreateTable: "a platform's API key only, for its own players (test/e2e/platforms-scope.e2e-spec.ts)",
  createWebhookEndpoint: "a platform's API key only, for its own endpoints (test/e2e/webhooks.e2e-spec.ts tries another platform's)",
  updateWebhookEndpoint: "a platform's API key only, its own endpoints",
  deleteWebhookEndpoint: "a platform's API key only, its own endpoints",
  rotateWebhookSecret: "a platform's API key only, its own endpoints",
  redeliverWebhook: "a platform's API key only, its own deliveries",
  pingWebhookEndpoint: "a platform's API key only, its own endpoints",
  platformCreateTournament: "a platform's API key only, for its own players (test/e2e/platforms-scope.e2e-spec.ts)",
  redeemEmbedTicket: 'opens only the one table a platform took the ticket for, as its own player (test/e2e/embed.e2e-spec.ts)',
};

/** Table mutations a seated player may call at any point of a match (they change nothing at the table). */
const SEATED_ANY_TIME: Record<string, string> = {
  streamTicket: 'a seat may follow its table over SSE at any time (an outsider is refused below)',
};

interface Target {
  tableId: string;
  /** The cards and seat of the player to move, so a refused move names real cards of another seat. */
  cards: string[];
  seat: number;
  tokenId: string;
}

function valueFor(name: string, type: GraphQLInputType, t: Target): unknown {
  if (isNonNullType(type)) return valueFor(name, type.ofType, t);
  if (isListType(type)) return [valueFor(name, type.ofType, t), valueFor(name, type.ofType, t)].map((v, i) => (name === 'cards' ? (t.cards[i] ?? v) : v));
  const named = getNamedType(type);
  if (isInputObjectType(named)) {
    const out: Record<string, unknown> = {};
    for (const f of Object.values(named.getFields())) {
      // Required fields, plus the table and expectedSeq (so a refusal is never just "stale").
      if (isNonNullType(f.type) && f.defaultValue === undefined) out[f.name] = valueFor(f.name, f.type, t);
    }
    return out;
  }
  if (isEnumType(named)) return named.getValues()[0].name;
  if (name === 'tableId') return t.tableId;
  if (name === 'tokenId') return t.tokenId;
  if (name === 'card') return t.cards[0] ?? 'CJ';
  if (name === 'cards') return t.cards[0] ?? 'CJ';
  if (name === 'value') return 18;
  switch (named.name) {
    case 'Int':
      return t.seat;
    case 'Boolean':
      return false;
    case 'ID':
      return t.tableId;
    default:
      return 'x';
  }
}

/** A document calling mutation `name` with every required argument filled from the target. */
function callOf(schema: GraphQLSchema, name: string, t: Target, seq: number): { query: string; variables: Record<string, unknown> } {
  const field = schema.getMutationType()!.getFields()[name];
  const defs: string[] = [];
  const args: string[] = [];
  const variables: Record<string, unknown> = {};
  for (const a of field.args) {
    let v = valueFor(a.name, a.type, t);
    if (v && typeof v === 'object' && !Array.isArray(v) && isInputObjectType(getNamedType(a.type))) {
      const fields = (getNamedType(a.type) as any).getFields();
      v = { ...(v as object), ...('tableId' in fields ? { tableId: t.tableId } : {}), ...('expectedSeq' in fields ? { expectedSeq: seq } : {}) };
    }
    defs.push(`$${a.name}: ${a.type.toString()}`);
    args.push(`${a.name}: $${a.name}`);
    variables[a.name] = v;
  }
  const selection = isObjectType(getNamedType(field.type)) ? ' { __typename }' : '';
  const query = `mutation${defs.length ? `(${defs.join(', ')})` : ''} { ${name}${args.length ? `(${args.join(', ')})` : ''}${selection} }`;
  return { query, variables };
}

function namesTable(schema: GraphQLSchema, name: string): boolean {
  const field = schema.getMutationType()!.getFields()[name];
  return field.args.some((a) => a.name === 'tableId' || (isInputObjectType(getNamedType(a.type)) && 'tableId' in (getNamedType(a.type) as any).getFields()));
}

describe('every mutation, for a seat the caller does not hold and a table the caller is not at', () => {
  // One player is issued 20 tokens below: more than the default cap of live tokens per player.
  const suite = useTestServer({ MAX_TOKENS_PER_PLAYER: 25 });
  let schema: GraphQLSchema;
  let people: Registered[];
  let outsider: Registered;
  let outsiderTokenId: string;
  let victimTokenId: string;
  beforeAll(async () => {
    schema = suite.s.app.get(GraphQLSchemaHost).schema;
    people = [];
    for (const n of ['Ann', 'Ben', 'Cid']) people.push(await register(suite.s, n));
    const d = await suite.s.ok<any>(`mutation { register(input: { name: "Otto" }) { player { id } apiToken { token tokenId } } }`);
    outsider = { token: d.register.apiToken.token, playerId: d.register.player.id, name: 'Otto' };
    outsiderTokenId = d.register.apiToken.tokenId;
    victimTokenId = (await suite.s.ok<any>('mutation { issueToken { tokenId } }', {}, people[0].token)).issueToken.tokenId;
  });

  /** Everything anyone can see of a table: each seat's view, a spectator's, and its seq. */
  const snapshot = (tableId: string, extra: Registered[] = []) =>
    Promise.all([undefined, ...people, ...extra].map((p) => tableView(suite.s, tableId, p?.token)));

  async function target(tableId: string): Promise<Target> {
    const view = await tableView(suite.s, tableId, people[0].token);
    const turn: number | null = view.match?.turn ?? null;
    const hand: string[] = turn === null ? [] : ((await tableView(suite.s, tableId, people[turn].token)).hand ?? []);
    return { tableId, cards: hand, seat: turn ?? 0, tokenId: victimTokenId };
  }

  let tried = 0;
  async function expectRefused(who: Registered, name: string, t: Target, extra: Registered[] = []): Promise<void> {
    const before = await snapshot(t.tableId, extra);
    const { query, variables } = callOf(schema, name, t, before[0].seq);
    const res: GqlResponse = await suite.s.gql(query, variables, who.token);
    tried++;
    if (!res.errors?.length || res.data?.[name]) throw new Error(`${who.name} could call ${name} at ${t.tableId}: ${JSON.stringify(res)}`);
    expect(typeof res.errors[0].extensions?.code).toBe('string');
    expect(await snapshot(t.tableId, extra)).toEqual(before);
  }

  it('knows every mutation of the schema', () => {
    const all = Object.keys(schema.getMutationType()!.getFields());
    const unclassified = all.filter((m) => !namesTable(schema, m) && !(m in NO_TABLE));
    expect(unclassified).toEqual([]);
    expect(all.filter((m) => namesTable(schema, m)).length).toBeGreaterThanOrEqual(18);
  });

  it('refuses every table mutation by a player who is not at the table (running and private open tables)', async () => {
    const tableId = (await createTable(suite.s, people[0].token, { preset: 'STANDARD' })).table.id;
    for (const p of people.slice(1)) await joinTable(suite.s, p.token, { tableId });
    const priv = (await createTable(suite.s, people[0].token, { preset: 'STANDARD', visibility: 'PRIVATE' })).table.id;
    const tableMutations = Object.keys(schema.getMutationType()!.getFields()).filter((m) => namesTable(schema, m));
    for (const id of [tableId, priv]) {
      const t = await target(id);
      for (const m of tableMutations) await expectRefused(outsider, m, t);
    }
  });

  // The timeout guards against a hang, it is no speed target: over a thousand requests, slow on a busy machine.
  it('refuses every table mutation a seated player may not make now, in every phase of a deal', async () => {
    const tableId = (await createTable(suite.s, people[0].token, { preset: 'CLUB', rounds: 1 })).table.id;
    for (const p of people.slice(1)) await joinTable(suite.s, p.token, { tableId });
    const tableMutations = Object.keys(schema.getMutationType()!.getFields()).filter((m) => namesTable(schema, m));
    const random = rng(11);
    const phases = new Set<string>();
    // A few positions through the first deal: bidding, skat decision, discarding, declaring, play.
    for (let i = 0; i < 40; i++) {
      const view = await tableView(suite.s, tableId, people[0].token);
      if (view.dealNumber !== 1) break;
      if (i % 10 === 0 || !phases.has(view.phase)) {
        phases.add(view.phase);
        const t = await target(tableId);
        for (const p of people) {
          const own = new Set((await legalActions(suite.s, tableId, p.token)).actions.map((a) => a.mutation));
          for (const m of tableMutations.filter((x) => !own.has(x) && !(x in SEATED_ANY_TIME))) await expectRefused(p, m, t);
        }
      }
      if (!(await step(suite.s, tableId, people, random))) break;
    }
    expect([...phases]).toEqual(expect.arrayContaining(['BIDDING', 'PLAYING']));
  }, 180_000);

  it("refuses revoking another player's token, which keeps working", async () => {
    const before = await suite.s.ok<any>('{ me { id } }', {}, people[0].token);
    const { query, variables } = callOf(schema, 'revokeToken', { tableId: '', cards: [], seat: 0, tokenId: victimTokenId }, 0);
    const res = await suite.s.gql(query, variables, outsider.token);
    expect(res.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await suite.s.ok<any>('{ me { id } }', {}, people[0].token)).me.id).toBe(before.me.id);
    expect(outsiderTokenId).toBeTruthy();
  });

  it('issues random tokens of 192 bits and stores only their SHA-256', async () => {
    const issued: string[] = [];
    for (let i = 0; i < 20; i++) issued.push((await suite.s.ok<any>('mutation { issueToken { token } }', {}, people[1].token)).issueToken.token);
    for (const t of issued) expect(t).toMatch(/^skat_[A-Za-z0-9_-]{32}$/); // 32 base64url characters = 24 random bytes
    expect(new Set(issued).size).toBe(issued.length);
    // Nothing stored anywhere contains a token; the token table holds exactly the hashes.
    const ds = suite.s.app.get(DataSource);
    const dump = JSON.stringify(await ds.query(`SELECT row_to_json(t)::text AS r FROM api_tokens t UNION ALL SELECT row_to_json(p)::text FROM players p`));
    for (const t of [...issued, ...people.map((p) => p.token)]) {
      expect(dump).not.toContain(t.slice(5));
      expect(dump).toContain(createHash('sha256').update(t).digest('hex'));
    }
  });

  afterAll(() => {
    // The figure for docs/reliability.md.
    process.stdout.write(`access: ${tried} refused calls of ${Object.keys(schema.getMutationType()!.getFields()).length} mutations, 0 accepted\n`);
  });
});
