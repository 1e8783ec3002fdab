// A platform and its users see only the platform's players, tables and tournaments; nobody else
// sees them (NOT_FOUND, as if they did not exist); everyone else keeps the public lobby as before.
// With its API key a platform seats its users and starts a match, lists its tables and exports
// them; its keys share one rate limit. And the CLI registers a platform in the database.
import { run as platformCli } from '../../src/cli/platform.js';
import { captureCli } from '../support/cli.js';
import { SseStream } from '../support/sse.js';
import { createTestDatabase } from '../support/database.js';
import { TestServer, useTestServer } from '../support/app.js';
import { keyPair, OPERATOR_SECRET, operator, registerPlatform, signToken, spkiOf, type KeyPair } from '../support/platforms.js';
import { createTable, register, step, type Registered } from '../support/skat.js';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import request from 'supertest';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const LOBBY = '{ lobby { id } }';
const TABLE = 'query($t: ID!) { table(tableId: $t) { table { id status } } }';
const JOIN = 'mutation($t: ID!) { joinTable(input: { tableId: $t }) { table { id } } }';
const CREATE_FOR = `mutation($i: PlatformCreateTableInput!) { platformCreateTable(input: $i) { table { id status seats { player { id name } } } } }`;
const SHEET = 'query($t: ID!) { scoreSheet(tableId: $t) { players totals deals { deal } } }';

const ids = (r: any, field = 'lobby') => (r.data?.[field] ?? []).map((t: any) => t.id);
const code = (r: any) => r.errors?.[0]?.extensions?.code;

interface Plat {
  id: string;
  key: string;
  signing: KeyPair;
  iss: string;
  aud: string;
  /** A user's JWT as a Registered (token and player id). */
  user(sub: string, name: string): Promise<Registered>;
}

async function platform(s: TestServer, name: string): Promise<Plat> {
  const signing = await keyPair(`${name}-key`);
  const iss = `https://${name}.example`;
  const aud = `skat-${name}`;
  const { id, key } = await registerPlatform(s, { name, jwtIssuer: iss, jwtAudience: aud }, await spkiOf(signing));
  return {
    id,
    key,
    signing,
    iss,
    aud,
    async user(sub, n) {
      const token = await signToken(signing, { iss, aud, sub, name: n, expiresIn: 3600 });
      const me = await s.ok<any>('{ me { id } }', {}, token);
      return { token, playerId: me.me.id, name: n };
    },
  };
}

describe('platform scope', () => {
  const suite = useTestServer({ OPERATOR_SECRET });
  let a: Plat;
  let b: Plat;
  let a1: Registered;
  let a2: Registered;
  let b1: Registered;
  let pub: Registered;

  beforeAll(async () => {
    a = await platform(suite.s, 'alpha');
    b = await platform(suite.s, 'beta');
    a1 = await a.user('a-1', 'Ada');
    a2 = await a.user('a-2', 'Abe');
    b1 = await b.user('b-1', 'Bea');
    pub = await register(suite.s, 'Pat');
  });

  it("keeps a platform user's table to the platform: its lobby, not the public one nor another platform's", async () => {
    const mine = (await createTable(suite.s, a1.token, { preset: 'STANDARD' }, 'table { id }')).table;
    const open = (await createTable(suite.s, pub.token, { preset: 'STANDARD' }, 'table { id }')).table;
    for (const who of [a1.token, a2.token, a.key]) expect(ids(await suite.s.gql(LOBBY, {}, who))).toEqual([mine.id]);
    for (const who of [undefined, pub.token, b1.token, b.key]) {
      const lobby = ids(await suite.s.gql(LOBBY, {}, who));
      expect(lobby).not.toContain(mine.id);
      expect(lobby).toEqual(who === undefined || who === pub.token ? [open.id] : []);
    }
    // Read or act on it from outside: NOT_FOUND, as a table that does not exist.
    for (const who of [undefined, pub.token, b1.token, b.key]) expect(code(await suite.s.gql(TABLE, { t: mine.id }, who))).toBe('NOT_FOUND');
    for (const who of [pub.token, b1.token]) expect(code(await suite.s.gql(JOIN, { t: mine.id }, who))).toBe('NOT_FOUND');
    // And the public table from inside a platform.
    expect(code(await suite.s.gql(TABLE, { t: open.id }, a1.token))).toBe('NOT_FOUND');
    expect(code(await suite.s.gql(JOIN, { t: open.id }, a.key))).toBe('NOT_FOUND');
    // Inside the platform it is an ordinary table.
    expect((await suite.s.ok<any>(JOIN, { t: mine.id }, a2.token)).joinTable.table.id).toBe(mine.id);
    expect((await suite.s.ok<any>(TABLE, { t: mine.id }, a.key)).table.table.id).toBe(mine.id);
    // Personal tokens work as before: the public player joins the public table.
    expect((await suite.s.ok<any>(JOIN, { t: open.id }, (await register(suite.s, 'Quinn')).token)).joinTable.table.id).toBe(open.id);
  });

  it("follows a platform's table over SSE with a user's JWT; another platform's user is refused", async () => {
    const t = (await createTable(suite.s, a1.token, { preset: 'STANDARD' }, 'table { id }')).table;
    const FEED = 'subscription($t: ID!) { tableEvents(tableId: $t) { kind seq } }';
    const own = await SseStream.open(suite.s.httpUrl, FEED, { t: t.id }, { token: a2.token });
    try {
      await own.waitFor((e) => e.some((x) => x.event === 'next'));
      expect(own.results[0].data.tableEvents.kind).toBe('VIEW');
    } finally {
      own.close();
    }
    const other = await SseStream.open(suite.s.httpUrl, FEED, { t: t.id }, { token: b1.token });
    try {
      await other.waitFor((e) => e.some((x) => x.event === 'next'));
      expect(other.results[0].errors[0].extensions.code).toBe('NOT_FOUND');
    } finally {
      other.close();
    }
    const expired = await signToken(a.signing, { iss: a.iss, aud: a.aud, sub: 'a-1', expiresIn: -300 });
    const refused = await SseStream.open(suite.s.httpUrl, FEED, { t: t.id }, { token: expired });
    await refused.waitFor(() => refused.ended).catch(() => undefined);
    expect([refused.status, refused.body?.errors?.[0]?.extensions]).toEqual([401, { code: 'UNAUTHENTICATED', reason: 'EXPIRED' }]);
  });

  it("hides a platform's players and tournaments from the others", async () => {
    const STATS = 'query($p: ID!) { playerStatistics(playerId: $p, game: SKAT) { matches } }';
    expect(code(await suite.s.gql(STATS, { p: a1.playerId }, b.key))).toBe('NOT_FOUND');
    expect(code(await suite.s.gql(STATS, { p: a1.playerId }))).toBe('NOT_FOUND');
    expect(code(await suite.s.gql(STATS, { p: pub.playerId }, a1.token))).toBe('NOT_FOUND');
    expect(code(await suite.s.gql(STATS, { p: a1.playerId }, a.key))).toBeUndefined();
    const cup = await suite.s.ok<any>('mutation { createTournament(input: { name: "Alpha Cup" }) { id } }', {}, a1.token);
    const LIST = '{ tournaments { id } }';
    expect(ids(await suite.s.gql(LIST, {}, a2.token), 'tournaments')).toEqual([cup.createTournament.id]);
    for (const who of [undefined, pub.token, b.key]) expect(ids(await suite.s.gql(LIST, {}, who), 'tournaments')).toEqual([]);
    const REG = 'mutation($t: ID!) { registerTournament(tournamentId: $t) { id } }';
    expect(code(await suite.s.gql(REG, { t: cup.createTournament.id }, b1.token))).toBe('NOT_FOUND');
    expect(code(await suite.s.gql(REG, { t: cup.createTournament.id }, pub.token))).toBe('NOT_FOUND');
    expect((await suite.s.ok<any>(REG, { t: cup.createTournament.id }, a2.token)).registerTournament.id).toBe(cup.createTournament.id);
  });

  it("seats the platform's users with its key, starts the match, lists and exports it; another platform cannot", async () => {
    const created = await suite.s.ok<any>(
      CREATE_FOR,
      { i: { table: { preset: 'STANDARD', rounds: 1, rated: true }, seats: [{ subject: 'a-1' }, { subject: 'a-new', name: 'Nia' }, { bot: 'RANDOM' }] } },
      a.key,
    );
    const t = created.platformCreateTable.table;
    expect(t.status).toBe('PLAYING');
    expect(t.seats.map((s: any) => s.player.name)).toEqual(['Ada', 'Nia', 'Carla (bot)']);
    expect(t.seats[0].player.id).toBe(a1.playerId);
    // The user named before signing in is the same player once they do.
    const nia = await a.user('a-new', 'Nia');
    expect(nia.playerId).toBe(t.seats[1].player.id);
    const listed = await suite.s.ok<any>('{ platformTables(status: PLAYING) { id } }', {}, a.key);
    expect(listed.platformTables.map((x: any) => x.id)).toContain(t.id);
    expect((await suite.s.ok<any>('{ platformTables { id } }', {}, b.key)).platformTables).toEqual([]);
    // Play until the first deal ends, then export it with the key.
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    for (let i = 0; i < 400; i++) {
      const sheet = await suite.s.ok<any>(SHEET, { t: t.id }, a.key);
      if (sheet.scoreSheet.deals.length) break;
      await step(suite.s, t.id, [a1, nia], random);
    }
    const sheet = await suite.s.ok<any>(SHEET, { t: t.id }, a.key);
    expect(sheet.scoreSheet.deals.length).toBe(1);
    const record = await suite.s.ok<any>('query($t: ID!) { dealRecord(tableId: $t, deal: 1) { iss } }', { t: t.id }, a.key);
    expect(record.dealRecord.iss).toMatch(/\S/);
    for (const who of [b.key, b1.token, pub.token, undefined]) expect(code(await suite.s.gql(SHEET, { t: t.id }, who))).toBe('NOT_FOUND');
    // The server's bot at the table is the server's: anyone may read its statistics.
    const STATS = 'query($p: ID!) { playerStatistics(playerId: $p, game: SKAT) { matches } }';
    for (const who of [a1.token, pub.token]) expect(code(await suite.s.gql(STATS, { p: t.seats[2].player.id }, who))).toBeUndefined();
    // To the end of the rated match: its players are on the platform's leaderboard only.
    for (let i = 0; i < 1200; i++) {
      if ((await suite.s.ok<any>('query($t: ID!) { scoreSheet(tableId: $t) { over } }', { t: t.id }, a.key)).scoreSheet.over) break;
      await step(suite.s, t.id, [a1, nia], random);
    }
    const BOARD = '{ leaderboard(game: SKAT, kind: PERSON) { nodes { player { id } } } }';
    const board = (who?: string) => suite.s.ok<any>(BOARD, {}, who).then((r) => r.leaderboard.nodes.map((e: any) => e.player.id).sort());
    expect(await board(a.key)).toEqual([a1.playerId, nia.playerId].sort());
    expect(await board(a2.token)).toEqual([a1.playerId, nia.playerId].sort());
    for (const who of [undefined, pub.token, b.key]) expect(await board(who)).toEqual([]);
    const csv = await request(suite.s.httpUrl).get('/export/statistics.csv?game=SKAT');
    expect(csv.status).toBe(200);
    expect(csv.text).not.toContain(a1.playerId);
  });

  it("creates a tournament of its players with its key and starts it; its tables are the platform's", async () => {
    const CUP = `mutation($i: PlatformCreateTournamentInput!) { platformCreateTournament(input: $i) { id status createdBy } }`;
    const tablesBefore = (await suite.s.ok<any>('{ platformTables { id } }', {}, a.key)).platformTables.length;
    const listBefore = ids(await suite.s.gql('{ tournaments { id } }', {}, a.key), 'tournaments').length;
    // Another platform's player, or a count that cannot be seated: refused, nothing written.
    const refusals: [Record<string, unknown>, string][] = [
      [{ tournament: { name: 'Bad' }, players: [{ subject: 't-1' }, { playerId: b1.playerId }, { subject: 't-2' }] }, 'NOT_FOUND'],
      [{ tournament: { name: 'Bad' }, players: [{ subject: 't-1' }, { subject: 't-2' }] }, 'ILLEGAL_ACTION'],
      [{ tournament: { name: 'Bad' }, players: [{ subject: 't-1' }, { subject: 't-1' }, { subject: 't-2' }] }, 'BAD_USER_INPUT'],
    ];
    for (const [i, c] of refusals) expect(code(await suite.s.gql(CUP, { i }, a.key))).toBe(c);
    expect(ids(await suite.s.gql('{ tournaments { id } }', {}, a.key), 'tournaments').length).toBe(listBefore);
    const cup = await suite.s.ok<any>(
      CUP,
      { i: { tournament: { name: 'Alpha Open', series: 1 }, players: [{ subject: 'a-1' }, { subject: 'a-2' }, { subject: 't-3', name: 'Tess' }] } },
      a.key,
    );
    expect(cup.platformCreateTournament).toMatchObject({ status: 'RUNNING', createdBy: a1.playerId });
    const id = cup.platformCreateTournament.id;
    expect(ids(await suite.s.gql('{ tournaments { id } }', {}, a.key), 'tournaments')).toContain(id);
    for (const who of [b.key, b1.token, pub.token, undefined])
      expect(code(await suite.s.gql('query($t: ID!) { tournament(tournamentId: $t) { id } }', { t: id }, who))).toBe('NOT_FOUND');
    // The series' table belongs to the platform: in its list, hidden from the others.
    const tables = (await suite.s.ok<any>('{ platformTables { id } }', {}, a.key)).platformTables;
    expect(tables.length).toBe(tablesBefore + 1);
    expect(code(await suite.s.gql(TABLE, { t: tables[0].id }, pub.token))).toBe('NOT_FOUND');
  });

  it("refuses another platform's player, a bad seat, a key where a player is needed; nothing is written", async () => {
    const before = (await suite.s.ok<any>('{ platformTables { id } }', {}, a.key)).platformTables.length;
    const players = (await suite.s.ok<any>('{ platformPlayers { id } }', {}, a.key)).platformPlayers.length;
    const refusals: [Record<string, unknown>, string][] = [
      [{ table: { preset: 'STANDARD' }, seats: [{ subject: 'x-1' }, { playerId: b1.playerId }, { bot: 'RANDOM' }] }, 'NOT_FOUND'],
      [{ table: { preset: 'STANDARD' }, seats: [{ subject: 'x-1' }, { subject: 'x-2', bot: 'RANDOM' }, { bot: 'RANDOM' }] }, 'BAD_USER_INPUT'],
      [{ table: { preset: 'STANDARD' }, seats: [{ subject: 'x-1' }, { subject: 'x-1' }, { bot: 'RANDOM' }] }, 'BAD_USER_INPUT'],
      [{ table: { preset: 'STANDARD', players: 4 }, seats: [{ subject: 'x-1' }, { subject: 'x-2' }, { bot: 'RANDOM' }] }, 'BAD_USER_INPUT'],
      [{ table: { preset: 'STANDARD' }, seats: [{ bot: 'RANDOM' }, { bot: 'RANDOM' }, { bot: 'RANDOM' }] }, 'BAD_USER_INPUT'],
    ];
    for (const [i, c] of refusals) {
      const r = await suite.s.gql(CREATE_FOR, { i }, a.key);
      expect([code(r), r.errors?.[0].message]).toEqual([c, expect.any(String)]);
    }
    expect((await suite.s.ok<any>('{ platformTables { id } }', {}, a.key)).platformTables.length).toBe(before);
    expect((await suite.s.ok<any>('{ platformPlayers { id } }', {}, a.key)).platformPlayers.length).toBe(players);
    // The platform operations need the key: a user's JWT or a personal token is not one.
    for (const who of [a1.token, pub.token, undefined]) expect(code(await suite.s.gql('{ platformTables { id } }', {}, who))).toBe('UNAUTHENTICATED');
    expect((await suite.s.gql('mutation { createTable(input: {}) { seq } }', {}, a.key)).errors?.[0].extensions).toMatchObject({
      code: 'UNAUTHENTICATED',
      reason: 'PLATFORM_KEY',
    });
  });
});

describe("a platform's rate limit", () => {
  const suite = useTestServer({ OPERATOR_SECRET, RATE_LIMIT_PER_PLATFORM: 4, REFUSAL_DELAY_MS: 0 });

  it("counts all of the platform's keys together, and no other platform's", async () => {
    const a = await platform(suite.s, 'alpha');
    const b = await platform(suite.s, 'beta');
    const rotated = await operator(suite.s, 'mutation($p: ID!) { rotatePlatformKey(input: { platformId: $p, overlapSeconds: 60 }) { key } }', { p: a.id });
    const second = rotated.data.rotatePlatformKey.key;
    for (const key of [a.key, second, a.key, second]) expect(code(await suite.s.gql('{ platform { id } }', {}, key))).toBeUndefined();
    for (const key of [a.key, second])
      expect((await suite.s.gql('{ platform { id } }', {}, key)).errors?.[0].extensions).toMatchObject({ code: 'RATE_LIMITED', limit: 'PLATFORM' });
    expect(code(await suite.s.gql('{ platform { id } }', {}, b.key))).toBeUndefined();
  });
});

describe('npm run cli -- platform register', () => {
  it('registers a platform in the database and prints its key once; the server accepts it', async () => {
    const db = await createTestDatabase();
    const dir = mkdtempSync(join(tmpdir(), 'platform-cli-'));
    const saved = { DATABASE_URL: process.env.DATABASE_URL, DATA_DIR: process.env.DATA_DIR };
    let server: TestServer | undefined;
    try {
      const signing = await keyPair('cli');
      const pemFile = join(dir, 'key.pem');
      writeFileSync(pemFile, await spkiOf(signing));
      Object.assign(process.env, db.env);
      if (!db.env.DATABASE_URL) delete process.env.DATABASE_URL;
      const args = [
        'register',
        '--name',
        'Club CLI',
        '--issuer',
        'https://cli.example',
        '--audience',
        'skat',
        '--public-key-file',
        pemFile,
        '--origin',
        'https://cli.example',
      ];
      const out = await captureCli(platformCli, args);
      expect(out.code).toBe(0);
      const printed = JSON.parse(out.out);
      expect(printed.apiKey.key).toMatch(/^skp_/);
      // The same issuer again is refused (exit 1), bad usage is exit 2.
      expect((await captureCli(platformCli, args)).code).toBe(1);
      expect((await captureCli(platformCli, ['register', '--name', 'x'])).code).toBe(2);
      for (const [k, v] of Object.entries(saved))
        if (v === undefined) delete process.env[k];
        else process.env[k] = v;
      server = await TestServer.start(db);
      expect((await server.ok<any>('{ platform { name allowedOrigins } }', {}, printed.apiKey.key)).platform).toEqual({
        name: 'Club CLI',
        allowedOrigins: ['https://cli.example'],
      });
      const token = await signToken(signing, { iss: 'https://cli.example', aud: 'skat', sub: 'c-1', name: 'Cleo' });
      expect((await server.ok<any>('{ me { name } }', {}, token)).me.name).toBe('Cleo');
    } finally {
      for (const [k, v] of Object.entries(saved))
        if (v === undefined) delete process.env[k];
        else process.env[k] = v;
      await server?.close();
      await db.drop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
