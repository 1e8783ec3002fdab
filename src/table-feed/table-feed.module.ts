// Table feed feature: the tableEvents subscription (graphql-ws, and SSE at /graphql/stream). Backfill from the Postgres
// log, then live entries from the PubSub, de-duplicated and gap-free by seq.
import { Module } from '@nestjs/common';
import { PlayersModule } from '../players/players.module.js';
import { TablesModule } from '../tables/tables.module.js';
import { TableFeedResolver } from './table-feed.resolver.js';
import { TableFeedService } from './table-feed.service.js';

@Module({ imports: [TablesModule, PlayersModule], providers: [TableFeedService, TableFeedResolver] })
export class TableFeedModule {}
