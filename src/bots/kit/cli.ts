// Remote bot kit entry:
//
//   npm run bot -- --url http://127.0.0.1:3000/graphql --name mybot --strategy heuristic --tables 4 [--deals N] [--token T]
//                  [--preset <a preset of any game, e.g. standard|club|pub|tournament>] [--join] [--keepalive MS]
//
// (src/cli/bot.ts runs it with every game's kit module loaded.)
//
// Registers (or reuses --token: then it first resumes its own unfinished tables, so a restarted
// bot picks up where it stopped), then for each of the rest of --tables tables: joins a public
// lobby table with a free seat (--join) or creates one and fills the other seats with server
// bots, and plays it to the end through the public API (kit/client.ts, kit/bot.ts). --deals N sets the
// match length (rounds = N / players, rounded up). Prints each table's totals at the end.
import { createStrategy, isStrategyName } from '../registry.js';
import type { Preset } from '../../../sdk/src/index.js';
import { SkatClient } from './client.js';
import { playTable } from './bot.js';

function arg(argv: string[], name: string): string | undefined {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : undefined;
}

export async function run(argv: string[]): Promise<number> {
  const url = arg(argv, 'url') ?? 'http://127.0.0.1:3000/graphql';
  const name = arg(argv, 'name') ?? 'kitbot';
  const strategyName = arg(argv, 'strategy') ?? 'heuristic';
  const tables = Number(arg(argv, 'tables') ?? 1);
  const deals = arg(argv, 'deals') !== undefined ? Number(arg(argv, 'deals')) : undefined;
  // The server refuses a preset it does not know (the flag takes club or CLUB).
  const preset = (arg(argv, 'preset') ?? 'standard').toUpperCase().replace('-', '_') as Preset;
  const keepAliveMs = Number(arg(argv, 'keepalive') ?? 10_000);
  if (!isStrategyName(strategyName)) {
    process.stderr.write('--strategy must be random, heuristic or strong\n');
    return 2;
  }
  const log = (msg: string) => process.stderr.write(`[${name}] ${msg}\n`);
  const client = new SkatClient({ url, token: arg(argv, 'token'), log });
  if (client.token) log(`playing as ${(await client.me()).name}`);
  else log(`registered, token ${(await client.register(name)).token} (pass it with --token next time)`);

  const ids: string[] = [];
  if (arg(argv, 'token')) {
    for (const t of (await client.myTables()).slice(0, tables)) {
      ids.push(t.id);
      log(`resuming table ${t.id} (${t.status.toLowerCase()})`);
    }
  }
  const lobby = argv.includes('--join') ? await client.lobby() : [];
  for (let i = ids.length; i < tables; i++) {
    const open = lobby.shift();
    if (open) {
      const v = await client.joinTable(open.id);
      ids.push(v.table.id);
      log(`joined table ${v.table.id}`);
      continue;
    }
    const players = 3;
    const rounds = deals !== undefined ? Math.max(1, Math.ceil(deals / players)) : undefined;
    const v = await client.createTable({ preset, players, ...(rounds ? { rounds } : {}) });
    ids.push(v.table.id);
    await client.addBots(v.table.id);
    log(`created table ${v.table.id}${rounds ? ` (${rounds} rounds)` : ''} with server bots`);
  }
  const results = await Promise.all(ids.map((id, i) => playTable(client, id, createStrategy(strategyName), { keepAliveMs, log, seed: i + 1 })));
  for (const r of results) process.stdout.write(`table ${r.tableId}: ${r.moves} moves, totals ${JSON.stringify(r.totals)}\n`);
  return 0;
}
