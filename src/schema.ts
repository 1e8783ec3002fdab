// Every GraphQL resolver of the app, for printing schema.gql without starting the app
// (scripts/print-schema.ts). An e2e test checks the running app's schema equals the file.
import { ActionsResolver } from './actions/actions.resolver.js';
import { PlatformTablesResolver } from './platforms/platform-tables.resolver.js';
import { PlatformsResolver } from './platforms/platforms.resolver.js';
import { PlayersResolver } from './players/players.resolver.js';
import { RatingsResolver } from './ratings/ratings.resolver.js';
import { DealRecordCommitmentResolver, FairDealsResolver } from './scoring/fair-deals.resolver.js';
import { ScoringResolver } from './scoring/scoring.resolver.js';
import { TableFeedResolver } from './table-feed/table-feed.resolver.js';
import { TablesResolver } from './tables/tables.resolver.js';
import { TournamentsResolver } from './tournaments/tournaments.resolver.js';
import { PlatformRegistrationWebhooksResolver, WebhooksResolver } from './webhooks/webhooks.resolver.js';
import { GAME_RESOLVERS } from './games/index.js';
import { EmbedResolver } from './embed/embed.resolver.js';

export const RESOLVERS = [
  PlayersResolver,
  TablesResolver,
  ActionsResolver,
  ...GAME_RESOLVERS,
  ScoringResolver,
  RatingsResolver,
  FairDealsResolver,
  DealRecordCommitmentResolver,
  TableFeedResolver,
  TournamentsResolver,
  PlatformsResolver,
  PlatformTablesResolver,
  WebhooksResolver,
  PlatformRegistrationWebhooksResolver,
  EmbedResolver,
];

export const SCHEMA_HEADER =
  '# Generated from the code-first resolvers by `npm run schema:print`; do not edit.\n# CI runs `npm run schema:check`, which fails when this file is out of date.\n\n';
