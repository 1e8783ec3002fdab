// Server bots feature: seat fillers the server plays itself ('random' in process, 'heuristic'
// and 'strong' in worker threads) and the runner that moves them, and that acts for a silent
// seat when a table's turn timer runs out, on the tables whose lease this instance holds.
import { Module } from '@nestjs/common';
import { ActionsModule } from '../actions/actions.module.js';
import { PlayersModule } from '../players/players.module.js';
import { TablesModule } from '../tables/tables.module.js';
import { SchedulerModule } from '../scheduler/scheduler.module.js';
import { ServerBotPool } from './bot-pool.js';
import { BotRunner } from './bot-runner.service.js';

@Module({ imports: [ActionsModule, TablesModule, PlayersModule, SchedulerModule], providers: [BotRunner, ServerBotPool], exports: [BotRunner] })
export class ServerBotsModule {}
