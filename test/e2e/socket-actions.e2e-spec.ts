// Queries and mutations over the graphql-ws socket a client holds for its feed: a whole deal is
// played over the players' sockets with the SDK (execute with { socket }), and the socket gives
// the same answers as HTTP: idempotency (a replayed clientActionId), STALE conflicts, FORBIDDEN for
// a caller not at the table, UNAUTHENTICATED without a token, BAD_USER_INPUT for bad input.
import { jest } from '@jest/globals';
import { DataSource } from 'typeorm';
import WebSocket from 'ws';
import type { Client } from 'graphql-ws';
import {
  act,
  createFeedClient,
  execute,
  GqlError,
  LegalActionsDocument,
  ScoreSheetDocument,
  TableDocument,
  type LegalActionFieldsFragment,
} from '../../sdk/src/index';
import { PlayersRepository } from '../../src/players/players.repository.js';
import { useTestServer } from '../support/app.js';
import { createTable, joinTable, pick, register, rng, type LegalAction, type Registered } from '../support/skat.js';

const socketOf = (url: string, token?: string): Client => createFeedClient({ url, token, webSocketImpl: WebSocket, retryAttempts: 0, lazy: true });

async function refusal(p: Promise<unknown>): Promise<GqlError> {
  try {
    await p;
  } catch (e) {
    if (e instanceof GqlError) return e;
    throw e;
  }
  throw new Error('expected a refusal');
}

describe('actions over the feed socket', () => {
  const suite = useTestServer();
  let players: Registered[];
  let sockets: Client[];
  let tableId: string;
  const random = rng(5);

  beforeAll(async () => {
    players = [await register(suite.s, 'Ann'), await register(suite.s, 'Ben'), await register(suite.s, 'Cem')];
    tableId = (await createTable(suite.s, players[0].token, { preset: 'STANDARD', rounds: 1 })).table.id;
    for (const p of players.slice(1)) await joinTable(suite.s, p.token, { tableId });
    sockets = players.map((p) => socketOf(suite.s.wsUrl, p.token));
  });
  afterAll(async () => {
    for (const s of sockets) await s.dispose();
  });

  /** Each seat's legal actions, read over its own socket: the seat to move and its options. */
  async function toMove(): Promise<{ seat: number; seq: number; action: LegalActionFieldsFragment } | null> {
    for (let seat = 0; seat < 3; seat++) {
      const { legalActions } = await execute({ socket: sockets[seat] }, LegalActionsDocument, { tableId });
      // Kontra, Re and the like are never required: the seat to move is the one with other actions.
      const a = pick(legalActions.actions as unknown as LegalAction[], random);
      if (a) return { seat, seq: legalActions.seq, action: a as unknown as LegalActionFieldsFragment };
    }
    return null;
  }

  it('answers a replayed clientActionId with the first answer, and a stale expectedSeq with CONFLICT', async () => {
    const turn = (await toMove())!;
    const input = { tableId, expectedSeq: turn.seq, clientActionId: 'socket-first' };
    const first = await act({ socket: sockets[turn.seat] }, turn.action, input);
    expect(first).toEqual({ seq: expect.any(Number), replayed: false });
    expect(first.seq).toBeGreaterThan(turn.seq);
    // The same move again (a client that lost the answer): the first answer, nothing applied twice.
    const again = await act({ socket: sockets[turn.seat] }, turn.action, input);
    expect(again).toEqual({ seq: first.seq, replayed: true });
    // A move for the seq that is gone: STALE, with the table's seq.
    const next = (await toMove())!;
    const stale = await refusal(act({ socket: sockets[next.seat] }, next.action, { tableId, expectedSeq: turn.seq, clientActionId: 'socket-stale' }));
    expect(stale.code).toBe('CONFLICT');
    expect(stale.extensions).toMatchObject({ reason: 'STALE', currentSeq: first.seq });
  });

  it('refuses what HTTP refuses, with the same codes', async () => {
    const turn = (await toMove())!;
    const outsider = await register(suite.s, 'Dora');
    const theirs = socketOf(suite.s.wsUrl, outsider.token);
    const anonymous = socketOf(suite.s.wsUrl);
    try {
      expect((await refusal(act({ socket: theirs }, turn.action, { tableId, expectedSeq: turn.seq }))).code).toBe('FORBIDDEN');
      expect((await refusal(act({ socket: anonymous }, turn.action, { tableId, expectedSeq: turn.seq }))).code).toBe('UNAUTHENTICATED');
      expect((await refusal(act({ socket: sockets[turn.seat] }, turn.action, { tableId, clientActionId: 'a\u0000b' }))).code).toBe('BAD_USER_INPUT');
      // A seat that is not to move.
      const other = (turn.seat + 1) % 3;
      expect((await refusal(act({ socket: sockets[other] }, turn.action, { tableId, expectedSeq: turn.seq }))).code).toMatch(
        /^(ILLEGAL_ACTION|BAD_USER_INPUT)$/,
      );
    } finally {
      await theirs.dispose();
      await anonymous.dispose();
    }
    // None of it moved the table.
    expect((await execute({ socket: sockets[0] }, TableDocument, { tableId })).table.seq).toBe(turn.seq);
  });

  it('plays a deal to its end over the sockets alone', async () => {
    const dealsScored = async () => (await execute({ socket: sockets[0] }, ScoreSheetDocument, { tableId })).scoreSheet.deals.length;
    let moves = 0;
    for (let turn = await toMove(); turn && (await dealsScored()) === 0; turn = await toMove()) {
      await act({ socket: sockets[turn.seat] }, turn.action, { tableId, expectedSeq: turn.seq, clientActionId: `m${moves}` });
      moves++;
      expect(moves).toBeLessThan(100);
    }
    expect(await dealsScored()).toBe(1);
    expect(moves).toBeGreaterThan(10);
  });
});

describe('a socket whose token is revoked without notice', () => {
  // The notice (TokenSockets) closes a revoked token's sockets at once; without it, the cached
  // tokens in use are confirmed every third of TOKEN_CACHE_MS, and a token found revoked then
  // has its sockets closed and its cached caller forgotten.
  const suite = useTestServer({ TOKEN_CACHE_MS: 900 });

  it('is closed UNAUTHENTICATED (4401) within TOKEN_CACHE_MS, and refused afterwards', async () => {
    const me = await register(suite.s, 'Eve');
    let closedWith: number | undefined;
    // Not lazy: the same connection for every operation (a new one would be refused at connect).
    const socket = createFeedClient({
      url: suite.s.wsUrl,
      token: me.token,
      webSocketImpl: WebSocket,
      retryAttempts: 0,
      lazy: false,
      on: { closed: (e) => (closedWith ??= (e as { code: number }).code) },
      // The close is what this test waits for (the default logs it as an error).
      onNonLazyError: () => undefined,
    });
    const ask = () => socket.iterate({ query: '{ me { name } }' }).next();
    try {
      expect((await ask()).value).toEqual({ data: { me: { name: 'Eve' } } });
      // Behind the server's back: no revocation notice reaches the instance.
      await suite.s.app.get(DataSource).query('UPDATE api_tokens SET revoked_at = now() WHERE player_id = $1', [me.playerId]);
      // Within a third of TOKEN_CACHE_MS of its lookup the socket's caller still stands ...
      expect((await ask()).value).toEqual({ data: { me: { name: 'Eve' } } });
      for (let waited = 0; closedWith === undefined && waited < 1800; waited += 50) await new Promise((r) => setTimeout(r, 50));
      // ... then the confirmation finds it revoked.
      expect(closedWith).toBe(4401);
      expect((await suite.s.gql('{ me { name } }', {}, me.token)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    } finally {
      await socket.dispose();
    }
  });

  it('fills an input’s defaults as HTTP does (addBots without a strategy)', async () => {
    const me = await register(suite.s, 'Gus');
    const own = (await createTable(suite.s, me.token, { preset: 'STANDARD', rounds: 1 })).table.id;
    const socket = socketOf(suite.s.wsUrl, me.token);
    try {
      const answer = (await execute(
        { socket },
        'mutation($i: AddBotsInput!) { addBots(input: $i) { table { seats { player { serverBot } } } } }' as never,
        {
          i: { tableId: own },
        } as never,
      )) as { addBots: { table: { seats: { player: { serverBot: boolean } | null }[] } } };
      expect(answer.addBots.table.seats.map((x) => x.player?.serverBot)).toEqual([false, true, true]);
    } finally {
      await socket.dispose();
    }
  });

  it('keeps a token in use cached: the entries are confirmed together, not looked up one by one', async () => {
    const me = await register(suite.s, 'Fay');
    // Counts the lookups and lets them through.
    const spy = jest.spyOn(suite.s.app.get(PlayersRepository), 'findByTokenHash');
    try {
      // Three times the time-to-live, a request every 100 ms: one lookup, the first.
      for (let i = 0; i < 27; i++) {
        expect((await suite.s.ok<any>('{ me { name } }', {}, me.token)).me.name).toBe('Fay');
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(spy.mock.calls.length).toBe(1);
    } finally {
      spy.mockRestore();
    }
  });
});
