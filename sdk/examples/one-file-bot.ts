// A whole bot in one file, on the generated SDK alone: it registers, opens a table, lets server
// bots take the other seats, follows the table's feed and, whenever the feed says it may act,
// sends one of its legal actions. At the end it prints the table's totals.
//
//   npm install skat-sdk-0.1.0.tgz ws tsx   (the tarball: npm run sdk:pack)
//   npx tsx one-file-bot.ts [http://127.0.0.1:3000/graphql]
// (in this repository: npx tsx sdk/examples/one-file-bot.ts, with skat-sdk mapped to sdk/src by tsconfig.json)
import WebSocket from 'ws'; // Node < 22 has no global WebSocket; a browser needs no import
import {
  act,
  AddBotsDocument,
  createFeedClient,
  CreateTableDocument,
  execute,
  GqlError,
  RegisterDocument,
  ScoreSheetDocument,
  subscribe,
  TableEventsDocument,
  wsUrl,
  type HttpOptions,
  type LegalActionFieldsFragment,
} from 'skat-sdk';

/** The strategy: pass when bidding, play the first card it may, otherwise the first legal action. */
function choose(legal: LegalActionFieldsFragment[]): LegalActionFieldsFragment {
  return legal.find((a) => a.type === 'PASS') ?? legal.find((a) => a.type === 'PLAY') ?? legal[0];
}

async function main(url: string): Promise<void> {
  const http: HttpOptions = { url };
  const { register } = await execute(http, RegisterDocument, { input: { name: 'one-file-bot', kind: 'BOT' } });
  http.token = register.apiToken.token;
  const { createTable } = await execute(http, CreateTableDocument, { input: { preset: 'STANDARD', rounds: 1 } });
  const tableId = createTable.table.id;
  await execute(http, AddBotsDocument, { input: { tableId } }); // the match starts

  const feed = createFeedClient({ url: wsUrl(url), token: http.token, webSocketImpl: WebSocket });
  await new Promise<void>((resolve, reject) => {
    let moves = Promise.resolve(); // one move at a time, in feed order
    subscribe(
      feed,
      TableEventsDocument,
      { tableId },
      {
        next: ({ data }) => {
          const m = data?.tableEvents;
          if (!m) return;
          if (m.events.some((e) => e.type === 'matchEnded') || m.view?.table.status === 'FINISHED') return resolve();
          const legal = m.legalActions; // set when this seat may act now
          if (!legal?.length) return;
          const input = { tableId, expectedSeq: m.seq, clientActionId: `${tableId}:${m.seq}` };
          moves = moves
            .then(() => act(http, choose(legal), input))
            .then(
              () => {},
              // Someone moved first (CONFLICT): the feed's next message brings the new legal actions.
              (e) => (e instanceof GqlError && e.code === 'CONFLICT' ? undefined : reject(e)),
            );
        },
        error: reject,
        complete: resolve,
      },
    );
  });
  await feed.dispose();

  const { scoreSheet } = await execute(http, ScoreSheetDocument, { tableId });
  console.log(`table ${tableId}: ${scoreSheet.deals.length} deals, totals ${JSON.stringify(scoreSheet.totals)}`);
}

main(process.argv[2] ?? 'http://127.0.0.1:3000/graphql').catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exitCode = 1;
});
