// Server bots feature: seat fillers the server plays itself (BotPlayer strategies, 'random'
// for now) and the runner that moves them when it is their turn.
import { Module } from '@nestjs/common';
import { ActionsModule } from '../actions/actions.module.js';
import { PlayersModule } from '../players/players.module.js';
import { TablesModule } from '../tables/tables.module.js';
import { BotRunner } from './bot-runner.service.js';

@Module({ imports: [ActionsModule, TablesModule, PlayersModule], providers: [BotRunner], exports: [BotRunner] })
export class ServerBotsModule {}
