// A batch is one request: its operations share one complexity budget and one answer size, and a
// list whose length only execution knows (the score sheet) costs by its rows. Against a real
// server with the default limits, a table whose match has a sheet of 150 real deals.
import request from 'supertest';
import { matchConfig, playRandomMatch } from '../../src/engine/index.js';
import { TablesRepository } from '../../src/tables/tables.repository.js';
import { validations } from '../../src/limits/query-limits.js';
import { useTestServer, type TestServer } from '../support/app.js';
import { createTable, joinTable, register, SCORE_ROW, TABLE_FIELDS, TABLE_VIEW } from '../support/skat.js';

/** A started table whose stored score sheet is the 150 rows of a whole random match of 50 rounds. */
async function longMatchTable(s: TestServer): Promise<{ tableId: string; token: string }> {
  const players = [await register(s, 'Ann'), await register(s, 'Ben'), await register(s, 'Cid')];
  const tableId = (await createTable(s, players[0].token, { preset: 'STANDARD' })).table.id as string;
  await joinTable(s, players[1].token, { tableId }, TABLE_FIELDS);
  await joinTable(s, players[2].token, { tableId }, TABLE_FIELDS);
  const config = matchConfig({ preset: 'standard', players: 3, rounds: 50 });
  if (!config.ok) throw new Error(config.error.message);
  const sheet = playRandomMatch(config.config, 'long-sheet').state.sheet;
  expect(sheet).toHaveLength(150);
  // Through the app's own connection, so it works on PGlite as on PostgreSQL.
  await s.app.get(TablesRepository).manager.query(`UPDATE game_tables SET sheet = $2::json WHERE id = $1`, [tableId, JSON.stringify(sheet)]);
  return { tableId, token: players[0].token };
}

/** POSTs a batch (a JSON array of operations); the answer's bytes and its parsed body. */
async function batch(s: TestServer, ops: { query: string; variables?: Record<string, unknown> }[], token?: string) {
  let r = request(s.httpUrl).post('/graphql').set('content-type', 'application/json');
  if (token) r = r.set('authorization', `Bearer ${token}`);
  const res = await r.send(ops);
  return {
    status: res.status,
    bytes: Buffer.byteLength(res.text ?? ''),
    body: res.body as { data?: Record<string, unknown> | null; errors?: { extensions?: Record<string, unknown> }[] }[],
  };
}

/** `n` aliases of the table's score sheet, each row with `row` (a fragment keeps the document small, as the attack's 16.6 KB). */
const SHEETS = (n: number, row = SCORE_ROW) =>
  `query($t: ID!) { ${Array.from({ length: n }, (_, i) => `a${i}: table(tableId: $t) { match { sheet { ...R } } }`).join(' ')} } fragment R on ScoreRow { ${row} }`;

describe('batches and long lists (default limits)', () => {
  const suite = useTestServer();
  let tableId: string;
  let token: string;
  beforeAll(async () => {
    ({ tableId, token } = await longMatchTable(suite.s));
  });

  it('still serves the full view of a 150-deal match, and a batch of two', async () => {
    const one = await suite.s.gql(`query($t: ID!) { table(tableId: $t) { ${TABLE_VIEW} } }`, { t: tableId }, token);
    expect(one.errors).toBeUndefined();
    expect(one.data!.table.match.sheet).toHaveLength(150);
    const two = await batch(
      suite.s,
      [0, 1].map(() => ({ query: `query($t: ID!) { table(tableId: $t) { ${TABLE_VIEW} } }`, variables: { t: tableId } })),
      token,
    );
    expect(two.status).toBe(200);
    for (const r of two.body) expect(r.errors).toBeUndefined();
  });

  it('answers 10 operations x 25 aliases of a 150-deal sheet with a few sheets and coded refusals, not 250 sheets', async () => {
    const ops = Array.from({ length: 10 }, () => ({ query: SHEETS(25), variables: { t: tableId } }));
    const res = await batch(suite.s, ops);
    expect(res.status).toBeLessThan(500);
    const codes = res.body.flatMap((r) => (r.errors ?? []).map((e) => `${e.extensions?.code}:${e.extensions?.limit}`));
    const sheets = res.body.flatMap((r) => Object.values(r.data ?? {}).filter((t) => (t as { match?: { sheet?: unknown[] } } | null)?.match?.sheet));
    // The operations' complexity is summed over the batch, and the sheets' rows count.
    expect(codes).toContain('LIMIT_EXCEEDED:COMPLEXITY');
    expect(codes).toContain('LIMIT_EXCEEDED:LIST_ROWS');
    expect(codes.every((c) => c.startsWith('LIMIT_EXCEEDED:'))).toBe(true);
    expect(sheets.length).toBeGreaterThan(0);
    expect(sheets.length).toBeLessThanOrEqual(5);
    // 250 sheets came to about 30 MB.
    expect(res.bytes).toBeLessThan(2 * 2 ** 20);
  });
});

describe('a batch of one document', () => {
  const suite = useTestServer();

  it('parses and validates it once: the operations run one after another', async () => {
    const query = `query { __typename } # new ${Date.now()}`;
    const before = validations.documents;
    const res = await batch(
      suite.s,
      Array.from({ length: 10 }, () => ({ query })),
    );
    expect(res.status).toBe(200);
    expect(res.body.map((r) => r.data)).toEqual(Array.from({ length: 10 }, () => ({ __typename: 'Query' })));
    // Side by side, all ten missed the document cache: ten validations.
    expect(validations.documents - before).toBe(1);
  });
});

describe('the response size cap over a batch', () => {
  // Complexity and rows high enough that the size cap is what refuses.
  const suite = useTestServer({ MAX_RESPONSE_BYTES: 65536, MAX_QUERY_COMPLEXITY: 100_000, MAX_LIST_ROW_FIELDS: 1_000_000 });

  it('sums the answers of a batch: the operation that goes over MAX_RESPONSE_BYTES is refused', async () => {
    const { tableId, token } = await longMatchTable(suite.s);
    const row = 'deal dealer seats scores totals';
    const one = await suite.s.gql(SHEETS(1, row), { t: tableId }, token);
    expect(one.errors).toBeUndefined();
    const bytes = JSON.stringify(one.data).length;
    expect(bytes).toBeLessThan(65536 / 2);
    const n = Math.ceil(70_000 / bytes);
    const res = await batch(
      suite.s,
      Array.from({ length: n }, () => ({ query: SHEETS(1, row), variables: { t: tableId } })),
      token,
    );
    const refused = res.body.filter((r) => r.errors?.[0]?.extensions?.limit === 'RESPONSE_SIZE');
    expect(refused.length).toBeGreaterThan(0);
    expect(res.bytes).toBeLessThan(65536 + 4096);
  });
});
