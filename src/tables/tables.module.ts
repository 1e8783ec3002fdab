// Tables feature: create, lobby, join, leave, fill with server bots; starts the match when
// the last seat is taken. Also owns a table's stored rows: the one writer (TableStore, also
// for every move), the reads (TablesRepository) and the stored-state door (snapshot.ts), and
// how a table is shown to a caller (TableViewService), the tables in play an instance keeps
// for their next move (RecentTables), and the move path's storage port in front of those
// (TableStorage, table-storage.ts: load and append). Open tables that never start expire
// (OpenTableExpiry, on the scheduler's tick).
import { Module } from '@nestjs/common';
import { PlayersModule } from '../players/players.module.js';
import { SchedulerModule } from '../scheduler/scheduler.module.js';
import { OpenTableExpiry } from './open-table-expiry.js';
import { RECENT_TABLES, RecentTables } from './recent-tables.js';
import { TableChangeHooks } from './table-change-hooks.js';
import { TableStorage, StoredTables } from './table-storage.js';
import { TableStore } from './table-store.js';
import { TableViewService } from './table-view.service.js';
import { TablesRepository } from './tables.repository.js';
import { TablesResolver } from './tables.resolver.js';
import { TablesService } from './tables.service.js';

@Module({
  imports: [PlayersModule, SchedulerModule],
  providers: [
    TablesRepository,
    TableStore,
    { provide: TableStorage, useClass: StoredTables },
    TableChangeHooks,
    { provide: RecentTables, useFactory: () => new RecentTables(RECENT_TABLES) },
    TablesService,
    TableViewService,
    TablesResolver,
    OpenTableExpiry,
  ],
  exports: [TablesRepository, TableStore, TableStorage, TableChangeHooks, RecentTables, TableViewService, TablesService],
})
export class TablesModule {}
