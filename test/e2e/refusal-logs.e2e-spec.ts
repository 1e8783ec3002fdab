// What the server writes to its log when it refuses a request: a refusal (a coded error the client
// caused: bad input, a stale seq, not your turn, not your table, a bad token, an unknown table, a
// limit) is no server error. It is logged at debug, with its code and without a stack trace;
// error level is kept for INTERNAL_SERVER_ERROR. For the refusals the server runs as a child
// process with LOG_LEVEL=debug, so the test reads the JSON lines an operator would see.
import type { LoggerService } from '@nestjs/common';
import WebSocket from 'ws';
import { PlayersService } from '../../src/players/players.service.js';
import { GqlEndpoint, type GqlResponse, type TestServer, useTestServer } from '../support/app.js';
import { useChildServer } from '../support/child-server.js';
import { createTable, joinTable, register, TABLE_FIELDS, type Registered } from '../support/skat.js';

const UNKNOWN_TABLE = '00000000-0000-4000-8000-000000000000';
const BID = `mutation($input: SkatBidInput!) { skatBid(input: $input) { seq } }`;
const PASS = `mutation($input: ActionInput!) { skatPass(input: $input) { seq } }`;
const PLAY = `mutation($input: SkatPlayCardInput!) { skatPlayCard(input: $input) { seq } }`;
const REGISTER = `mutation($n: String!) { register(input: { name: $n }) { player { id } } }`;

interface LogLine {
  level: number;
  msg?: string;
  [key: string]: unknown;
}

/** pino's levels: 20 debug, 30 info, 40 warn, 50 error. */
const DEBUG = 20;
const ERROR = 50;

describe('refusals in the server log', () => {
  const suite = useChildServer();

  it('writes no error-level line for a run of refused calls, and each refusal at debug without a stack', async () => {
    const server = await suite.start({
      LOG_LEVEL: 'debug',
      MAX_QUERY_DEPTH: '4',
      MAX_QUERY_COMPLEXITY: '150',
      MAX_BATCH_OPERATIONS: '3',
      MAX_BODY_BYTES: '4096',
      RATE_LIMIT_PER_TOKEN: '20',
    });
    let out = '';
    server.proc.stdout!.on('data', (d: Buffer) => (out += d.toString()));
    const lines = (): LogLine[] =>
      out
        .split('\n')
        .filter((l) => l.startsWith('{'))
        .map((l) => JSON.parse(l) as LogLine);
    const s = new GqlEndpoint(server.httpUrl) as unknown as TestServer;

    const p: Registered[] = [await register(s, 'Ann'), await register(s, 'Ben'), await register(s, 'Cid')];
    const outsider = await register(s, 'Otto');
    const tableId = (await createTable(s, p[0].token, { preset: 'STANDARD' })).table.id as string;
    // Under this server's small depth and complexity limits: the view without the match.
    await joinTable(s, p[1].token, { tableId }, TABLE_FIELDS);
    await joinTable(s, p[2].token, { tableId }, TABLE_FIELDS);
    const view = (await s.ok<{ table: { seq: number; turn: number } }>(`query($id: ID!) { table(tableId: $id) { seq turn } }`, { id: tableId }, p[0].token))
      .table;
    const turn = p[view.turn];
    const other = p[(view.turn + 1) % 3];

    const codes: string[] = [];
    const refused = async (res: GqlResponse | Promise<GqlResponse>, code: string): Promise<void> => {
      const r = await res;
      expect(r.errors?.[0]?.extensions?.code).toBe(code);
      codes.push(code);
    };
    await refused(s.gql(BID, { input: { tableId, value: 18 } }), 'UNAUTHENTICATED');
    await refused(s.gql('{ me { id } }', {}, 'skat_not-a-real-token'), 'UNAUTHENTICATED');
    await refused(s.gql(`query($id: ID!) { table(tableId: $id) { seq } }`, { id: UNKNOWN_TABLE }), 'NOT_FOUND');
    await refused(s.gql(BID, { input: { tableId: UNKNOWN_TABLE, value: 18 } }, turn.token), 'NOT_FOUND');
    await refused(s.gql(BID, { input: { tableId: 'not-a-uuid', value: 18 } }, turn.token), 'BAD_USER_INPUT');
    await refused(s.gql(PLAY, { input: { tableId, card: 'XJ' } }, turn.token), 'BAD_USER_INPUT');
    await refused(s.gql(BID, { input: { tableId, value: 19 } }, turn.token), 'BAD_USER_INPUT');
    await refused(s.gql('{ nonsense }'), 'BAD_USER_INPUT');
    await refused(s.gql('{ lobby { id '), 'BAD_USER_INPUT');
    await refused(s.gql(BID, { input: { tableId, value: 18 } }, other.token), 'ILLEGAL_ACTION');
    await refused(s.gql(PLAY, { input: { tableId, card: 'CJ' } }, turn.token), 'ILLEGAL_ACTION');
    await refused(s.gql(PASS, { input: { tableId, expectedSeq: view.seq - 1 } }, turn.token), 'CONFLICT');
    await refused(s.gql(`mutation($i: JoinTableInput!) { joinTable(input: $i) { seq } }`, { i: { tableId } }, outsider.token), 'CONFLICT');
    await refused(s.gql(BID, { input: { tableId, value: 18 } }, outsider.token), 'FORBIDDEN');
    await refused(s.gql(`query($id: ID!) { dealRecord(tableId: $id, deal: 1) { iss } }`, { id: tableId }, p[0].token), 'FORBIDDEN');
    await refused(
      s.gql(`mutation($t: ID!) { skatPass(input: { tableId: $t }) { view { table { seats { player { id } } } } } }`, { t: tableId }, turn.token),
      'LIMIT_EXCEEDED',
    );
    await refused(s.gql(`{ ${Array.from({ length: 80 }, (_, i) => `m${i}: me { id }`).join(' ')} }`, {}, outsider.token), 'LIMIT_EXCEEDED');
    let spam = await s.gql('{ me { id } }', {}, outsider.token);
    for (let i = 0; i < 30 && !spam.errors; i++) spam = await s.gql('{ me { id } }', {}, outsider.token);
    await refused(spam, 'RATE_LIMITED');

    // Over websockets: an unknown table, and a subscription too deep.
    const ws = s.wsClient(p[0].token);
    const wsErrors = (query: string) =>
      new Promise<GqlResponse>((resolve, reject) => {
        ws.subscribe(
          { query },
          {
            next: (v) => resolve({ status: 200, errors: v.errors as GqlResponse['errors'] }),
            error: (e) => (Array.isArray(e) ? resolve({ status: 200, errors: e }) : reject(e)),
            complete: () => undefined,
          },
        );
      });
    await refused(wsErrors(`subscription { tableEvents(tableId: "${UNKNOWN_TABLE}") { seq } }`), 'NOT_FOUND');
    await refused(wsErrors(`subscription { tableEvents(tableId: "${tableId}") { view { table { seats { player { id } } } } } }`), 'LIMIT_EXCEEDED');
    await ws.dispose();
    // A websocket message above MAX_BODY_BYTES: ws closes the socket (1009).
    const big = new WebSocket(s.wsUrl, 'graphql-transport-ws');
    big.on('open', () => big.send(JSON.stringify({ type: 'connection_init', payload: { pad: 'x'.repeat(5000) } })));
    expect(await new Promise((resolve) => big.on('close', resolve))).toBe(1009);
    codes.push('LIMIT_EXCEEDED');

    // Log lines arrive in the order they were written: once this request's line is in, so is every refusal's.
    await fetch(`${server.httpUrl}/health?refusals-done`);
    const done = (l: LogLine) => (l.req as { url?: string } | undefined)?.url === '/health?refusals-done';
    while (!lines().some(done)) await new Promise((r) => setTimeout(r, 50)); // waiting for output, not a timed assertion

    const all = lines();
    expect(all.filter((l) => l.level >= ERROR).map((l) => `${String(l.context)}: ${String(l.msg)}`)).toEqual([]);
    // Nor on stderr (where graphql-ws prints socket errors).
    expect(server.log).not.toMatch(/error/i);
    const refusals = all.filter((l) => l.level === DEBUG && typeof l.code === 'string');
    expect(refusals.map((l) => l.code).sort()).toEqual([...codes].sort());
    for (const r of refusals) expect(JSON.stringify(r)).not.toMatch(/"stack"|\\n\s+at /);
  });
});

describe('log lines per request', () => {
  const suite = useChildServer();

  it('writes a handful of lines for a request with 1,400 refused lookups, over HTTP and websockets', async () => {
    // Limits raised so the 1,400 lookups run and each is refused (NOT_FOUND): the log budget is what bounds the lines.
    const server = await suite.start({ LOG_LEVEL: 'debug', MAX_ALIASES_PER_FIELD: '5000', MAX_QUERY_COMPLEXITY: '1000000', MAX_QUERY_TOKENS: '1000000' });
    let out = '';
    server.proc.stdout!.on('data', (d: Buffer) => (out += d.toString()));
    const lines = (): LogLine[] =>
      out
        .split('\n')
        .filter((l) => l.startsWith('{'))
        .map((l) => JSON.parse(l) as LogLine);
    const s = new GqlEndpoint(server.httpUrl) as unknown as TestServer;
    const flushed = async (mark: string): Promise<LogLine[]> => {
      await fetch(`${server.httpUrl}/health?${mark}`);
      const done = (l: LogLine) => (l.req as { url?: string } | undefined)?.url === `/health?${mark}`;
      while (!lines().some(done)) await new Promise((r) => setTimeout(r, 50)); // waiting for output, not a timed assertion
      const all = lines();
      out = '';
      return all.filter((l) => String(l.context) === 'GraphQL');
    };
    await flushed('start');

    const lookups = `query($id: ID!) { ${Array.from({ length: 1400 }, (_, i) => `t${i}:dealCommitment(tableId:$id){deal}`).join(' ')} }`;
    const res = await s.gql(lookups, { id: UNKNOWN_TABLE });
    expect(res.errors).toHaveLength(1400);
    expect(new Set(res.errors!.map((e) => e.extensions?.code))).toEqual(new Set(['NOT_FOUND']));
    const http = await flushed('http-done');
    expect(http.length).toBeGreaterThan(0);
    expect(http.length).toBeLessThanOrEqual(6);
    expect(http.every((l) => l.level === DEBUG)).toBe(true);
    expect(http.at(-1)?.msg).toMatch(/1395 more/);

    // Over websockets: a subscription with 1,400 unknown fields (graphql-js stops at 100 validation errors).
    const ws = s.wsClient();
    const wsRes = await new Promise<unknown[]>((resolve, reject) => {
      ws.subscribe(
        { query: `subscription { ${Array.from({ length: 1400 }, (_, i) => `f${i}: nothing`).join(' ')} }` },
        { next: () => reject(new Error('served')), error: (e) => (Array.isArray(e) ? resolve(e) : reject(e)), complete: () => undefined },
      );
    });
    await ws.dispose();
    expect(wsRes.length).toBeGreaterThan(6);
    const socket = await flushed('ws-done');
    expect(socket.length).toBeGreaterThan(0);
    expect(socket.length).toBeLessThanOrEqual(6);
  });
});

/** A Nest logger that keeps what it is given, by level. */
class Captured implements LoggerService {
  readonly entries: { level: string; message: unknown }[] = [];
  log = (message: unknown) => void this.entries.push({ level: 'log', message });
  error = (message: unknown) => void this.entries.push({ level: 'error', message });
  warn = (message: unknown) => void this.entries.push({ level: 'warn', message });
  debug = (message: unknown) => void this.entries.push({ level: 'debug', message });
  verbose = (message: unknown) => void this.entries.push({ level: 'verbose', message });
}

describe('server errors in the log', () => {
  const suite = useTestServer();

  it('still logs an unexpected error at error level, with its stack', async () => {
    const log = new Captured();
    suite.s.app.useLogger(log);
    const failure = new Error('the disk is on fire');
    const players = suite.s.app.get(PlayersService);
    const register = players.register;
    players.register = () => Promise.reject(failure);
    const res = await suite.s.gql(REGISTER, { n: 'Eve' }).finally(() => (players.register = register));
    expect(res.errors?.[0]?.extensions?.code).toBe('INTERNAL_SERVER_ERROR');
    expect(JSON.stringify(res.errors)).not.toContain('fire');
    const errors = log.entries.filter((e) => e.level === 'error');
    // Once: the formatter logs it, Nest's ExceptionsHandler does not log it a second time.
    expect(errors.length).toBe(1);
    // Logged as the error itself (the logger writes its stack), whether bare or inside GraphQL's wrapper.
    for (const e of errors) expect(e.message === failure || (e.message as { originalError?: unknown }).originalError === failure).toBe(true);
    // A refusal beside it: at debug only.
    log.entries.length = 0;
    expect((await suite.s.gql('{ me { id } }')).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(log.entries.map((e) => e.level)).toEqual(['debug']);
  });
});
