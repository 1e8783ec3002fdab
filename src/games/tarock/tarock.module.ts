// Bavarian Tarock at the tables (RULES.md 10): its mutations, and the typed views, events,
// ledger rows and records that implement the game-generic types (tarock.models.ts,
// tarock-events.models.ts, tarock.mappers.ts), served through tarock.game.ts, which registers
// it with the service's games (src/game/served-game.ts). The rules are src/engine/tarock; tables,
// the log, the feed and the bot pool are the shared ones.
import { Module } from '@nestjs/common';
import { ActionsModule } from '../../actions/actions.module.js';
import { TarockResolver } from './tarock.resolver.js';
import { TarockStatisticsResolver } from './tarock-statistics.js';
import './tarock.game.js';

@Module({ imports: [ActionsModule], providers: [TarockResolver, TarockStatisticsResolver] })
export class TarockModule {}
