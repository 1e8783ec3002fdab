// Tables feature: create, lobby, join, leave, fill with server bots; starts the match when
// the last seat is taken. Also owns how a table is shown to a caller (TableViewService).
import { Module } from '@nestjs/common';
import { PlayersModule } from '../players/players.module.js';
import { TableViewService } from './table-view.service.js';
import { TablesRepository } from './tables.repository.js';
import { TablesResolver } from './tables.resolver.js';
import { TablesService } from './tables.service.js';

@Module({
  imports: [PlayersModule],
  providers: [TablesRepository, TablesService, TableViewService, TablesResolver],
  exports: [TablesRepository, TableViewService, TablesService],
})
export class TablesModule {}
