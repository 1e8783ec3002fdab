// Stored players as the API shows them (used by the players resolver and by every table view).
import { handleOf } from './names.js';
import type { PlayerEntity } from './player.entity.js';
import type { PlayerKindGql, PlayerModel } from './players.models.js';

export function toPlayerModel(p: PlayerEntity): PlayerModel {
  return { id: p.id, name: p.name, handle: handleOf(p.name, p.id), kind: p.kind as PlayerKindGql, serverBot: p.serverStrategy !== null };
}
