// Every GraphQL resolver of the app, for printing schema.gql without starting the app
// (scripts/print-schema.ts). An e2e test checks the running app's schema equals the file.
import type { MUTATION_OF } from './actions/actions.mappers.js';
import { ActionsResolver } from './actions/actions.resolver.js';
import { BiddingResolver } from './games/skat/bidding.resolver.js';
import type { Mirrors } from './common/graphql/mirrors.js';
import { NoopResolver } from './health/noop.resolver.js';
import { PlayResolver } from './games/skat/play.resolver.js';
import { PlayersResolver } from './players/players.resolver.js';
import { RatingsResolver } from './ratings/ratings.resolver.js';
import { DealRecordCommitmentResolver, FairDealsResolver } from './scoring/fair-deals.resolver.js';
import { ScoringResolver } from './scoring/scoring.resolver.js';
import { TableFeedResolver } from './table-feed/table-feed.resolver.js';
import { TablesResolver } from './tables/tables.resolver.js';
import { TarockResolver } from './games/tarock/tarock.resolver.js';
import { TournamentsResolver } from './tournaments/tournaments.resolver.js';
import './games/tarock/tarock-events.models.js';
import './games/tarock/tarock.models.js';

export const RESOLVERS = [PlayersResolver, TablesResolver, ActionsResolver, BiddingResolver, PlayResolver, TarockResolver, ScoringResolver, RatingsResolver, FairDealsResolver, DealRecordCommitmentResolver, TableFeedResolver, TournamentsResolver, NoopResolver];

// The action mutations are exactly the mutations of the engine's actions (MUTATION_OF): a new
// action type needs its mutation, and legalActions never names one that does not exist.
true satisfies Mirrors<keyof BiddingResolver | keyof PlayResolver, (typeof MUTATION_OF)[keyof typeof MUTATION_OF]>;

export const SCHEMA_HEADER = '# Generated from the code-first resolvers by `npm run schema:print`; do not edit.\n# CI runs `npm run schema:check`, which fails when this file is out of date.\n\n';
