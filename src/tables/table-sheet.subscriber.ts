// Every loaded table gets its score sheet back inside its state (stored apart: snapshot.ts).
import { EventSubscriber, type EntitySubscriberInterface } from 'typeorm';
import { joinSheet } from './snapshot.js';
import { TableEntity } from './table.entity.js';

@EventSubscriber()
export class TableSheetSubscriber implements EntitySubscriberInterface<TableEntity> {
  listenTo(): typeof TableEntity {
    return TableEntity;
  }

  afterLoad(table: TableEntity): void {
    table.state = joinSheet(table.state, table.sheet ?? null);
    // state.sheet is the one copy from here on: a copy of the entity made after a move
    // (ActionService's) would otherwise carry a sheet column out of date.
    table.sheet = undefined;
  }
}
