import { Field, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import type { StrategyName } from '../bots/strategy.js';
import { CardScalar } from '../common/graphql/card.scalar.js';
import { engineEnum } from '../common/graphql/engine-enum.js';
import { JSONScalar } from '../common/graphql/json.scalar.js';
import type { Mirrors } from '../common/graphql/mirrors.js';
import { DealPhaseShortcutGql, GameGql, Preset, VariantGql } from '../game/schema-vocabulary.js';
import { PlayerModel } from '../players/players.models.js';
import { MATCH_VIEW_COST } from '../limits/query-limits.js';
import { MatchViewModel } from './deal-view.models.js';
import { RulesModel } from '../game/game.models.js';
import { TableRules } from './table-rules.models.js';
import type { TableStatus, TableVisibility } from './table.entity.js';

export { Preset, RulesModel };

export enum Visibility {
  PUBLIC = 'public',
  PRIVATE = 'private',
}
registerEnumType(Visibility, { name: 'Visibility', description: 'Private tables are joined with their invite code.' });
true satisfies Mirrors<`${Visibility}`, TableVisibility>;

export enum TableStatusGql {
  OPEN = 'open',
  PLAYING = 'playing',
  FINISHED = 'finished',
  CLOSED = 'closed',
}
registerEnumType(TableStatusGql, {
  name: 'TableStatus',
  valuesMap: { CLOSED: { description: 'Closed before the end: all its people had been silent for too long, or no match had started in time (expired).' } },
});
true satisfies Mirrors<`${TableStatusGql}`, TableStatus>;

export enum BotStrategy {
  RANDOM = 'random',
  HEURISTIC = 'heuristic',
  STRONG = 'strong',
}
registerEnumType(BotStrategy, { name: 'BotStrategy', description: 'How a server bot chooses among its legal actions.' });
true satisfies Mirrors<`${BotStrategy}`, StrategyName>;

@ObjectType('Seat')
export class SeatModel {
  @Field(() => Int, { description: "The player's index in the match (0..players-1)." }) index: number;
  @Field(() => PlayerModel, { nullable: true, description: 'Null while the seat is empty.' }) player: PlayerModel | null;
}

@ObjectType('Table')
export class TableModel {
  @Field(() => ID) id: string;
  @Field(() => Preset) preset: Preset;
  @Field(() => Int, { description: 'Table size: 3 or 4.' }) players: number;
  @Field(() => Int, { description: 'A round is one deal per player.' }) rounds: number;
  @Field(() => TableRules, { description: "The rule options, in the table's game's shape (switch on __typename)." }) rules: object;
  @Field(() => GameGql, { description: 'The game the table plays.' }) game: string;
  @Field(() => VariantGql, { nullable: true, description: "The game's variant, for a game that has variants; null otherwise." }) variant: string | null;
  @Field(() => Visibility) visibility: Visibility;
  @Field(() => Boolean, { description: "A rated match: its end changes the players' ratings (docs/ratings.md)." }) rated: boolean;
  @Field(() => TableStatusGql) status: TableStatusGql;
  @Field(() => Int, { description: 'The seq of the last log entry.' }) seq: number;
  @Field(() => Int, { nullable: true, description: 'Turn timer: seconds per action (null: none).' }) turnSeconds: number | null;
  @Field(() => [SeatModel]) seats: SeatModel[];
  @Field(() => ID) createdBy: string;
  @Field(() => String, { nullable: true, description: 'Only shown to players seated at a private table.' }) inviteCode: string | null;
}

/** A table's fields that its game fills (ServedGame.tableFields): its rules, game and variant. */
export type GameTableFields = Pick<TableModel, 'rules' | 'game' | 'variant'>;

@ObjectType('TableView', { description: 'A table as the caller sees it.' })
export class TableViewModel {
  @Field(() => TableModel) table: TableModel;
  @Field(() => Int, { description: 'The seq this view is at.' }) seq: number;
  @Field(() => Int, { nullable: true, description: "The caller's seat; null for a spectator." }) yourSeat: number | null;
  @Field(() => MatchViewModel, {
    nullable: true,
    description: 'The match as the caller sees it (null before the start): only what the caller may see.',
    complexity: MATCH_VIEW_COST,
  })
  match: MatchViewModel | null;
  @Field(() => JSONScalar, {
    nullable: true,
    description:
      "Debugging only; not part of the contract: the engine's own view of the match for the caller, whose shape may change without notice. Use `match`.",
    complexity: MATCH_VIEW_COST,
  })
  raw: unknown;
  // Shortcuts into `match` for simple clients and bots.
  @Field(() => Int, { nullable: true, description: 'The current deal (1-based); null before the start.' }) dealNumber: number | null;
  @Field(() => DealPhaseShortcutGql, {
    nullable: true,
    description: "The current deal's phase, in any game (each game's deal view has its own, more detailed phase); null before the start.",
  })
  phase: string | null;
  @Field(() => Int, { nullable: true, description: 'The player to play or speak; null when nobody must.' }) turn: number | null;
  @Field(() => [Int], { description: 'Every player who may act now (more than one where a game lets several act at once).' }) toAct: number[];
  @Field(() => [CardScalar], { nullable: true, description: "The caller's own hand; null for spectators and the player sitting out." }) hand: string[] | null;
}

@ObjectType('PageInfo', { description: 'Where a page ends and whether another follows.' })
export class PageInfoModel {
  @Field(() => String, { nullable: true, description: "The last edge's cursor: pass it as `after` for the next page (null on an empty page)." }) endCursor:
    string | null;
  @Field(() => Boolean) hasNextPage: boolean;
}

@ObjectType('TableEdge')
export class TableEdgeModel {
  @Field(() => String, { description: 'Opaque: pass it as `after` to continue after this table.' }) cursor: string;
  @Field(() => TableModel) node: TableModel;
}

@ObjectType('TableConnection', { description: 'A page of tables: the tables (`nodes`, or `edges` with their cursors) and where the page ends.' })
export class TableConnectionModel {
  @Field(() => [TableModel]) nodes: TableModel[];
  @Field(() => [TableEdgeModel]) edges: TableEdgeModel[];
  @Field(() => PageInfoModel) pageInfo: PageInfoModel;
}
