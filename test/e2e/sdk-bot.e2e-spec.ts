// The one-file bot of the README (sdk/examples/one-file-bot.ts), run as its own process with
// tsx exactly as documented, plays a whole match against server bots on a real server; and every
// operation the SDK ships passes the server's validation and limits.
import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import WebSocket from 'ws';
import {
  ACTION_DOCUMENTS,
  actionDocument,
  AddBotsDocument,
  createFeedClient,
  CreateTableDocument,
  DealRecordDocument,
  DealCommitmentDocument,
  MatchCommitmentDocument,
  VerifyDealDocument,
  execute,
  GqlError,
  IssueTokenDocument,
  JoinTableDocument,
  LeaveTableDocument,
  LegalActionsDocument,
  LobbyDocument,
  LobbyPageDocument,
  MeDocument,
  MyTablesDocument,
  RegisterDocument,
  RevokeTokenDocument,
  RotateTokenDocument,
  ScoreSheetDocument,
  subscribe,
  TableDocument,
  TableEventsDocument,
  AddTournamentBotsDocument,
  CreateTournamentDocument,
  RegisterTournamentDocument,
  StartTournamentDocument,
  TournamentDocument,
  TournamentsDocument,
  TournamentStandingsCsvDocument,
  TournamentStandingsDocument,
  TournamentUpdatedDocument,
  UnregisterTournamentDocument,
  type ActionMutation,
  type HttpOptions,
  type TableEventsSubscription,
} from '../../sdk/src/index';
import { useTestServer } from '../support/app.js';

const EXAMPLE = 'sdk/examples/one-file-bot.ts';

function runExample(url: string): Promise<{ code: number; out: string; err: string }> {
  return new Promise((done) => {
    // Jest runs from the repository root.
    execFile(process.execPath, [resolve('node_modules/tsx/dist/cli.mjs'), EXAMPLE, url], { timeout: 50_000 }, (e, out, err) =>
      done({ code: e ? (typeof e.code === 'number' ? e.code : 1) : 0, out, err }),
    );
  });
}

describe('the SDK one-file bot', () => {
  const suite = useTestServer();

  it('plays a match against server bots to its end and prints the totals', async () => {
    const { code, out, err } = await runExample(`${suite.s.httpUrl}/graphql`);
    expect({ code, err }).toEqual({ code: 0, err: '' });
    const m = /^table (\S+): (\d+) deals, totals (\[.*\])$/m.exec(out);
    expect(m).not.toBeNull();
    const [, tableId, deals, totals] = m!;
    // The server agrees: the match is over, with the deals and totals the bot printed.
    const { scoreSheet } = await suite.s.ok<{ scoreSheet: { over: boolean; totals: number[]; deals: unknown[] } }>(
      'query($t: ID!) { scoreSheet(tableId: $t) { over totals deals { deal } } }',
      { t: tableId },
    );
    expect(scoreSheet.over).toBe(true);
    expect(scoreSheet.deals).toHaveLength(Number(deals));
    expect(Number(deals)).toBeGreaterThanOrEqual(3);
    expect(JSON.stringify(scoreSheet.totals)).toBe(totals);
  });
});

describe('the SDK operations against the server', () => {
  const suite = useTestServer();

  it('every document is accepted: players, tokens, tables, lobby, feed, legal actions, each action mutation, results', async () => {
    const url = `${suite.s.httpUrl}/graphql`;
    const ann: HttpOptions = { url };
    const reg = await execute(ann, RegisterDocument, { input: { name: 'sdk-ann', kind: 'BOT' } });
    ann.token = reg.register.apiToken.token;
    expect(reg.register.player.handle).toMatch(/^sdk-ann#[0-9a-f]{6}$/);
    expect((await execute(ann, MeDocument)).me).toEqual({ id: reg.register.player.id, name: 'sdk-ann', handle: reg.register.player.handle, kind: 'BOT' });
    const extra = (await execute(ann, IssueTokenDocument)).issueToken;
    expect(await execute({ url, token: extra.token }, RevokeTokenDocument, { tokenId: extra.tokenId })).toEqual({ revokeToken: true });
    ann.token = (await execute(ann, RotateTokenDocument)).rotateToken.token;

    const bob: HttpOptions = { url };
    bob.token = (await execute(bob, RegisterDocument, { input: { name: 'sdk-bob' } })).register.apiToken.token;
    const tableId = (await execute(ann, CreateTableDocument, { input: { preset: 'STANDARD', rounds: 1 } })).createTable.table.id;
    expect((await execute(bob, LobbyDocument, { limit: 10 })).lobby.map((t) => t.id)).toContain(tableId);
    const page = (await execute(bob, LobbyPageDocument, { first: 5, preset: 'STANDARD', players: 3, minFreeSeats: 2 })).lobbyPage;
    expect(page.edges.map((e) => e.node.id)).toEqual([tableId]);
    expect(page.pageInfo).toEqual({ endCursor: page.edges[0].cursor, hasNextPage: false });
    expect((await execute(bob, JoinTableDocument, { input: { tableId } })).joinTable.yourSeat).toBe(1);
    expect((await execute(bob, LeaveTableDocument, { tableId })).leaveTable.yourSeat).toBeNull();
    expect((await execute(ann, MyTablesDocument)).myTables.map((t) => t.id)).toEqual([tableId]);
    const started = (await execute(ann, AddBotsDocument, { input: { tableId, strategy: 'RANDOM' } })).addBots;
    expect(started.table.status).toBe('PLAYING');

    // The feed's first message is the view, with the legal actions when the seat may act.
    const feed = createFeedClient({ url: url.replace(/^http/, 'ws'), token: ann.token, webSocketImpl: WebSocket, retryAttempts: 0 });
    const first = await new Promise<TableEventsSubscription['tableEvents']>((done, fail) => {
      const stop = subscribe(
        feed,
        TableEventsDocument,
        { tableId },
        {
          next: ({ data, errors }) => (errors ? fail(errors) : data && (stop(), done(data.tableEvents))),
          error: fail,
          complete: () => {},
        },
      );
    });
    await feed.dispose();
    expect(first.kind).toBe('VIEW');
    expect(first.view?.table.id).toBe(tableId);

    const view = (await execute(ann, TableDocument, { tableId })).table;
    expect(view.match).not.toBeNull();
    const legal = (await execute(ann, LegalActionsDocument, { tableId })).legalActions;
    expect(legal.seq).toBeGreaterThanOrEqual(view.seq); // server bots may have moved in between

    // Each action mutation with a stale expectedSeq: the server reads it and refuses the move, not the document.
    const fields: Partial<Record<ActionMutation, object>> = {
      skatBid: { value: 18 },
      skatDiscard: { cards: ['CJ', 'SJ'] },
      skatDeclare: { game: 'GRAND' },
      skatPlayCard: { card: 'CJ' },
      tarockBid: { contract: 'FRAGE' },
      tarockDeclare: { contract: 'SOLO', trump: 'ACORNS' },
      tarockDiscard: { cards: ['E6', 'G6', 'S6'] },
      tarockPlayCard: { card: 'E6' },
    };
    for (const m of Object.keys(ACTION_DOCUMENTS) as ActionMutation[]) {
      const e = await execute(ann, actionDocument(m), { input: { tableId, expectedSeq: 1_000_000, ...fields[m] } }).catch((x: unknown) => x);
      expect(e).toBeInstanceOf(GqlError);
      expect([m, (e as GqlError).code]).toEqual([m, 'CONFLICT']);
    }

    const sheet = (await execute(ann, ScoreSheetDocument, { tableId })).scoreSheet;
    expect(sheet.tableId).toBe(tableId);
    // The record of a running deal is refused (FORBIDDEN), by the server and not by the document.
    expect(await execute(ann, DealRecordDocument, { tableId, deal: 1 }).catch((x: GqlError) => x.code)).toBe('FORBIDDEN');
    // Fair deals: the commitments are public while the seeds are not; a record that is no record does not verify.
    const dealCommitment = (await execute(bob, DealCommitmentDocument, { tableId })).dealCommitment;
    expect(dealCommitment).toMatchObject({ deal: 1, scheme: 'skat-deal-v2', commitment: expect.stringMatching(/^[0-9a-f]{64}$/), seed: null });
    expect((await execute(bob, MatchCommitmentDocument, { tableId })).matchCommitment).toEqual({
      commitment: expect.stringMatching(/^[0-9a-f]{64}$/),
      seed: null,
    });
    expect((await execute(bob, VerifyDealDocument, { record: '{}' })).verifyDeal.valid).toBe(false);
  });
});

describe('the SDK tournament operations against the server', () => {
  const suite = useTestServer();

  it('every tournament document is accepted: create, register, unregister, bots, start, the list, standings, CSV and the live feed', async () => {
    const url = `${suite.s.httpUrl}/graphql`;
    const sec: HttpOptions = { url };
    sec.token = (await execute(sec, RegisterDocument, { input: { name: 'sdk-secretary' } })).register.apiToken.token;
    const eve: HttpOptions = { url };
    eve.token = (await execute(eve, RegisterDocument, { input: { name: 'sdk-eve' } })).register.apiToken.token;
    const t = (await execute(sec, CreateTournamentDocument, { input: { name: 'Evening', series: 1, gamesPerPlayer: 3, turnSeconds: 30 } })).createTournament;
    expect(t).toMatchObject({ name: 'Evening', status: 'REGISTERING', seriesCount: 1, gamesPerPlayer: 3, seed: null, series: [] });
    expect((await execute(eve, RegisterTournamentDocument, { tournamentId: t.id })).registerTournament.players.map((p) => p.name)).toEqual(['sdk-eve']);
    expect((await execute(eve, UnregisterTournamentDocument, { tournamentId: t.id })).unregisterTournament.players).toEqual([]);
    expect(
      (await execute(sec, AddTournamentBotsDocument, { input: { tournamentId: t.id, count: 3, strategy: 'RANDOM' } })).addTournamentBots.players,
    ).toHaveLength(3);
    expect((await execute(eve, TournamentsDocument, { limit: 5 })).tournaments.map((x) => x.id)).toContain(t.id);

    // The live feed: the tournament now, then each change (here: the start and its draw).
    const feed = createFeedClient({ url: url.replace(/^http/, 'ws'), token: eve.token, webSocketImpl: WebSocket, retryAttempts: 0 });
    const drawn = new Promise<number>((done, fail) => {
      const stop = subscribe(
        feed,
        TournamentUpdatedDocument,
        { tournamentId: t.id },
        {
          next: ({ data, errors }) => {
            if (errors) return fail(errors);
            const tables = data?.tournamentUpdated.series[0]?.tables.length ?? 0;
            if (tables) (stop(), done(tables));
          },
          error: fail,
          complete: () => {},
        },
      );
    });
    const started = (await execute(sec, StartTournamentDocument, { tournamentId: t.id })).startTournament;
    expect(started.status).toBe('RUNNING');
    expect(await drawn).toBe(1);
    await feed.dispose();

    const one = (await execute(eve, TournamentDocument, { tournamentId: t.id })).tournament;
    expect(one.series[0].tables[0].players).toHaveLength(3);
    const standings = (await execute(eve, TournamentStandingsDocument, { tournamentId: t.id, series: 1 })).tournamentStandings;
    expect(standings.map((s) => s.playerId).sort()).toEqual(one.players.map((p) => p.playerId).sort());
    expect((await execute(eve, TournamentStandingsCsvDocument, { tournamentId: t.id })).tournamentStandingsCsv).toMatch(
      /^rank,name,player_id,series_1,points,/,
    );
  });
});
