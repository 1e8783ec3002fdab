// The games this server serves: one module each (src/games/<game>/: its NestJS module with its
// mutations, and its served game, registered on import). Adding a game is one module and one
// line in each list here.
import { SkatModule } from './skat/skat.module.js';
import { BiddingResolver } from './skat/bidding.resolver.js';
import { PlayResolver } from './skat/play.resolver.js';
import { TarockModule } from './tarock/tarock.module.js';
import { TarockResolver } from './tarock/tarock.resolver.js';
import { SkatStatisticsResolver } from './skat/skat-statistics.js';
import { TarockStatisticsResolver } from './tarock/tarock-statistics.js';

export const GAME_MODULES = [SkatModule, TarockModule];
/** Their resolvers, for printing the schema without starting the app (src/schema.ts). */
export const GAME_RESOLVERS = [BiddingResolver, PlayResolver, TarockResolver, SkatStatisticsResolver, TarockStatisticsResolver];
