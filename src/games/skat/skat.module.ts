// Skat at the tables (RULES.md 1-9): its mutations (bidding.resolver.ts: bid, hold, pass, the skat,
// declare, the Grand Hand offer; play.resolver.ts: cards, Kontra/Re, concessions, laying open),
// and, in skat.game.ts, its typed views, events, score sheet, records and server bots, registered
// with the service's games (src/game/served-game.ts). The rules are src/engine (deal/, match/).
import { Module } from '@nestjs/common';
import { ActionsModule } from '../../actions/actions.module.js';
import { BiddingResolver } from './bidding.resolver.js';
import { PlayResolver } from './play.resolver.js';
import { SkatStatisticsResolver } from './skat-statistics.js';
import type { Mirrors } from '../../common/graphql/mirrors.js';
import type { ActionTypeGql } from '../../game/schema-vocabulary.js';
import type { SkatActionBody } from '../../game/match-port.js';
import type { MUTATION_OF } from './skat-actions.mappers.js';
import './skat-actions.models.js';
import './skat-view.models.js';
import './skat-events.models.js';
import './skat.game.js';

@Module({ imports: [ActionsModule], providers: [BiddingResolver, PlayResolver, SkatStatisticsResolver] })
export class SkatModule {}

// The action mutations are exactly the mutations of the engine's actions (MUTATION_OF): a new
// action type needs its mutation, and legalActions never names one that does not exist.
// The API's action types are Skat's (Tarock's are among them: tarock.game.ts checks).
true satisfies Mirrors<`${ActionTypeGql}`, SkatActionBody['type']>;
true satisfies Mirrors<keyof BiddingResolver | keyof PlayResolver, (typeof MUTATION_OF)[keyof typeof MUTATION_OF]>;
