// Bavarian Tarock at the tables (RULES.md 10): its mutations, and the typed views, events,
// ledger rows and records that implement the game-generic types (tarock.models.ts,
// tarock-events.models.ts, tarock.mappers.ts). The game itself is src/engine/tarock, reached
// through src/game/tarock-port.ts; tables, the log, the feed and bots are the shared ones.
import { Module } from '@nestjs/common';
import { ActionsModule } from '../../actions/actions.module.js';
import { TarockResolver } from './tarock.resolver.js';
import './tarock-events.models.js';
import './tarock.models.js';

@Module({ imports: [ActionsModule], providers: [TarockResolver] })
export class TarockModule {}
