// Every table TypeORM loads passes the stored-state door (snapshot.ts): its config and state are
// checked (the state's version too), the score sheet goes back into the state, and the actions
// since the snapshot (tail) are applied to it.
import { EventSubscriber, type EntitySubscriberInterface } from 'typeorm';
import { decodeConfig, decodeState, StoredStateError } from './snapshot.js';
import { TableEntity } from './table.entity.js';

@EventSubscriber()
export class TableSheetSubscriber implements EntitySubscriberInterface<TableEntity> {
  listenTo(): typeof TableEntity {
    return TableEntity;
  }

  afterLoad(table: TableEntity): void {
    // Partial selects (a query builder naming only some columns) leave the others undefined.
    if (table.config !== undefined) table.config = decodeConfig(table.id, table.config);
    if (table.state !== undefined) {
      // A select that names the state must name the tail too, or the state would be an old one.
      if (table.tail === undefined && table.stateSeq != null && table.stateSeq !== table.seq) {
        throw new StoredStateError(table.id, 'the state was loaded without the actions after it (select the tail with it).');
      }
      table.state = decodeState(table.id, table.state, table.sheet, table.tail);
    }
    // state (with its sheet) is the one copy from here on: a copy of the entity made after a
    // move (ActionService's) would otherwise carry columns out of date.
    table.sheet = undefined;
    table.tail = undefined;
  }
}
