// Events feature: reads of the append-only table log (TableStore in tables/ writes it),
// per-viewer redaction, and the PubSub that carries committed entries to subscribers.
import { Global, Module } from '@nestjs/common';
import { TableActivity } from './table-activity.js';
import { TableEventsRepository } from './table-events.repository.js';
import { pubSubProvider, TablePubSub } from './table-pubsub.js';

@Global()
@Module({
  providers: [TableEventsRepository, pubSubProvider, TablePubSub, TableActivity],
  exports: [TableEventsRepository, TablePubSub, TableActivity],
})
export class EventsModule {}
