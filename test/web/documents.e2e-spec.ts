// The documents the web table sends (sdk/operations/web.graphql, the lobby's, the replay's) keep
// a margin to the server's limits, so no page is refused for its shape: well under
// MAX_QUERY_COMPLEXITY (3000), and under the refusal door's 4 KB. (The browser tests send them to a
// server with the default limits; this pins the margins and prints them.)
import { GraphQLSchemaHost } from '@nestjs/graphql';
import { parse } from 'graphql';
import {
  WebAddBotsDocument,
  WebCreateTableDocument,
  WebDealRecordDocument,
  WebJoinTableDocument,
  WebLeaderboardDocument,
  WebLobbyPageDocument,
  WebPlayerStatisticsDocument,
  WebRatingHistoryDocument,
  WebTableDocument,
  WebTableEventsDocument,
} from '../../sdk/src/index.js';
import { complexityOf } from '../../src/limits/query-limits.js';
import { useTestServer } from '../support/app.js';

describe("the web table's documents", () => {
  const suite = useTestServer();

  it('are each under 4 KB and cost well under the complexity limit', () => {
    const schema = suite.s.app.get(GraphQLSchemaHost).schema;
    const tableId = '00000000-0000-0000-0000-000000000000';
    const docs: [string, { toString(): string }, Record<string, unknown>][] = [
      ['WebTable', WebTableDocument, { tableId }],
      ['WebTableEvents', WebTableEventsDocument, { tableId, afterSeq: 10 }],
      ['WebCreateTable', WebCreateTableDocument, { input: { preset: 'STANDARD', rounds: 1 } }],
      ['WebJoinTable', WebJoinTableDocument, { input: { tableId, inviteCode: 'x' } }],
      ['WebAddBots', WebAddBotsDocument, { input: { tableId, strategy: 'HEURISTIC' } }],
      ['WebLobbyPage', WebLobbyPageDocument, { first: 10, game: 'TAROCK' }],
      ['WebDealRecord', WebDealRecordDocument, { tableId, deal: 1 }],
      ['WebLeaderboard', WebLeaderboardDocument, { game: 'SKAT', kind: 'PERSON', first: 20 }],
      ['WebRatingHistory', WebRatingHistoryDocument, { playerId: tableId, game: 'SKAT' }],
      ['WebPlayerStatistics', WebPlayerStatisticsDocument, { playerId: tableId, game: 'SKAT', ratedOnly: false }],
    ];
    const costs: Record<string, [number, number]> = {};
    for (const [name, doc, variables] of docs) {
      const text = doc.toString();
      const cost = complexityOf(schema, parse(text), variables)!;
      costs[name] = [text.length, cost];
      expect(text.length).toBeLessThan(4096);
      expect(cost).toBeLessThan(1000);
    }
    process.stdout.write(`web documents (characters, complexity): ${JSON.stringify(costs)}\n`);
  });
});
