// The remote bot kit plays complete matches against the real server over HTTP + graphql-ws,
// survives its websocket being killed in the middle of a deal (it resumes with afterSeq), and
// a server restart (it backs off, finds its table again and finishes the match).
import { TestServer, useTestServer } from '../support/app.js';
import { SkatClient, type FeedHandle } from '../../src/bots/kit/client';
import { playTable } from '../../src/bots/kit/bot';
import { run } from '../../src/bots/kit/cli';
import { createStrategy } from '../../src/bots/registry';

describe('remote bot kit', () => {
  const suite = useTestServer();

  it('plays a match against server bots, with a forced socket drop mid-deal', async () => {
    const client = new SkatClient({ url: `${suite.s.httpUrl}/graphql` });
    await client.register('kit-e2e');
    const created = await client.createTable({ preset: 'CLUB', players: 3, rounds: 1 });
    const tableId = created.table.id;
    await client.addBots(tableId);
    // Counts the kit's view reads: it reads when the feed says it must move, not on every message.
    let viewReads = 0;
    const table = client.table.bind(client);
    client.table = (id: string) => (viewReads++, table(id));
    let feed: FeedHandle | null = null;
    let dropped = false;
    const result = await playTable(client, tableId, createStrategy('heuristic'), {
      keepAliveMs: 2000,
      seed: 3,
      onFeed: (f) => (feed = f),
      onMove: (action) => {
        // Kill the socket right after our first card: the rest of the deal comes through a resumed feed.
        if (!dropped && action.type === 'play') {
          dropped = true;
          feed?.dropSocket();
        }
      },
    });
    expect(dropped).toBe(true);
    expect(result.finished).toBe(true);
    expect(result.moves).toBeGreaterThan(5);
    // About one read per own move (the match has about three times as many moves as this seat
    // makes); a few more for the socket drop and refused moves.
    expect(viewReads).toBeLessThanOrEqual(result.moves + 5);
    const view = await client.table(tableId);
    expect(view.table.status).toBe('FINISHED');
    expect(result.totals).toHaveLength(3);
  });

  it('npm run bot: registers, creates two tables with server bots and plays both to the end', async () => {
    const out: string[] = [];
    const write = process.stdout.write.bind(process.stdout);
    process.stdout.write = ((chunk: string) => (out.push(String(chunk)), true)) as typeof process.stdout.write;
    let code: number;
    try {
      code = await run(['--url', `${suite.s.httpUrl}/graphql`, '--name', 'cli-e2e', '--strategy', 'heuristic', '--tables', '2', '--deals', '3']);
    } finally {
      process.stdout.write = write;
    }
    expect(code).toBe(0);
    expect(out.join('').match(/^table .*totals \[/gm)).toHaveLength(2);
  });

  it('npm run bot --token after the bot process died: it resumes its unfinished table instead of opening a new one', async () => {
    // The first life of the bot: it registered and opened a table with server bots, then died.
    const first = new SkatClient({ url: `${suite.s.httpUrl}/graphql` });
    const { token } = await first.register('phoenix');
    const tableId = (await first.createTable({ preset: 'STANDARD', players: 3, rounds: 1 })).table.id;
    await first.addBots(tableId);
    expect((await first.myTables()).map((t) => t.id)).toEqual([tableId]);

    const out: string[] = [];
    const write = process.stdout.write.bind(process.stdout);
    process.stdout.write = ((chunk: string) => (out.push(String(chunk)), true)) as typeof process.stdout.write;
    let code: number;
    try {
      code = await run(['--url', `${suite.s.httpUrl}/graphql`, '--token', token, '--strategy', 'random', '--tables', '1']);
    } finally {
      process.stdout.write = write;
    }
    expect(code).toBe(0);
    expect(out.join('').match(/^table (\S+):/m)?.[1]).toBe(tableId);
    expect(await first.myTables()).toEqual([]);
  });
});

describe('remote bot kit across a server restart', () => {
  const suite = useTestServer({}, { start: false });

  it('backs off while the server is down, then resumes its table and finishes the match', async () => {
    suite.s = await TestServer.start(suite.db);
    const port = (suite.s.app.getHttpServer().address() as { port: number }).port;
    const logs: string[] = [];
    const client = new SkatClient({ url: `http://127.0.0.1:${port}/graphql`, log: (m) => logs.push(m) });
    await client.register('kit-restart');
    const tableId = (await client.createTable({ preset: 'STANDARD', players: 3, rounds: 1 })).table.id;
    await client.addBots(tableId);
    let restart: Promise<void> | null = null;
    // The restart comes after the bot's second move of any kind: every seat acts in each of the
    // match's three deals (at least in the bidding), so it always comes, and before the last deal.
    // (Counting only card plays let a match of passed deals and short Null games end before it.)
    let moves = 0;
    const result = await playTable(client, tableId, createStrategy('heuristic'), {
      keepAliveMs: 2000,
      log: (m) => logs.push(m),
      onMove: () => {
        if (++moves === 2 && !restart) {
          const old = suite.s;
          restart = (async () => {
            await old.close();
            suite.s = await TestServer.start(suite.db, {}, port);
          })();
        }
      },
    });
    await restart;
    expect(restart).not.toBeNull();
    expect(result.finished).toBe(true);
    expect((await client.table(tableId)).table.status).toBe('FINISHED');
    // It did notice: HTTP backed off and/or the feed was resubscribed.
    expect(logs.some((l) => /unreachable|resubscribing/.test(l))).toBe(true);
  });
});
