// The explicit lists of entities and migrations (no globs: the same list works from tsc
// output, ts-jest and tsx).
import { Init1764500000000 } from '../../migrations/1764500000000-Init.js';
import { Leases1764600000000 } from '../../migrations/1764600000000-Leases.js';
import { SnapshotJson1764700000000 } from '../../migrations/1764700000000-SnapshotJson.js';
import { SheetColumn1764800000000 } from '../../migrations/1764800000000-SheetColumn.js';
import { SeatEntropy1764900000000 } from '../../migrations/1764900000000-SeatEntropy.js';
import { OpenTables1765000004000 } from '../../migrations/1765000004000-OpenTables.js';
import { TableWatchedAt1765016000000 } from '../../migrations/1765016000000-TableWatchedAt.js';
import { TableGame1765100000000 } from '../../migrations/1765100000000-TableGame.js';
import { Ratings1765200000000 } from '../../migrations/1765200000000-Ratings.js';
import { Tournaments1765300000000 } from '../../migrations/1765300000000-Tournaments.js';
import { SnapshotTail1765400000000 } from '../../migrations/1765400000000-SnapshotTail.js';
import { MatchStartedIndex1765500000000 } from '../../migrations/1765500000000-MatchStartedIndex.js';
import { StreamTickets1765637000000 } from '../../migrations/1765637000000-StreamTickets.js';
import { PlayerAddress1765640000000 } from '../../migrations/1765640000000-PlayerAddress.js';
import { TableAddress1765640001000 } from '../../migrations/1765640001000-TableAddress.js';
import { RatingWeight1765640002000 } from '../../migrations/1765640002000-RatingWeight.js';
import { Platforms1796525641052 } from '../../migrations/1796525641052-Platforms.js';
import { Webhooks1796525820867 } from '../../migrations/1796525820867-Webhooks.js';
import { EmbedTickets1796526053085 } from '../../migrations/1796526053085-EmbedTickets.js';
import { TableActionEntity } from '../actions/table-action.entity.js';
import { TableEventEntity } from '../events/table-event.entity.js';
import { ApiTokenEntity } from '../players/api-token.entity.js';
import { PlayerEntity } from '../players/player.entity.js';
import { PlatformApiKeyEntity, PlatformEntity } from '../platforms/platform.entity.js';
import { TableSeatEntity } from '../tables/table-seat.entity.js';
import { TableSheetSubscriber } from '../tables/table-sheet.subscriber.js';
import { TableEntity } from '../tables/table.entity.js';

export const ENTITIES = [PlayerEntity, ApiTokenEntity, TableEntity, TableSeatEntity, TableEventEntity, TableActionEntity, PlatformEntity, PlatformApiKeyEntity];
export const MIGRATIONS = [
  Init1764500000000,
  Leases1764600000000,
  SnapshotJson1764700000000,
  SheetColumn1764800000000,
  SeatEntropy1764900000000,
  OpenTables1765000004000,
  TableWatchedAt1765016000000,
  TableGame1765100000000,
  Ratings1765200000000,
  Tournaments1765300000000,
  SnapshotTail1765400000000,
  MatchStartedIndex1765500000000,
  StreamTickets1765637000000,
  PlayerAddress1765640000000,
  TableAddress1765640001000,
  RatingWeight1765640002000,
  Platforms1796525641052,
  Webhooks1796525820867,
  EmbedTickets1796526053085,
];
export const SUBSCRIBERS = [TableSheetSubscriber];
