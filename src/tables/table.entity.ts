import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn, VirtualColumn } from 'typeorm';
import type { MatchAction, MatchConfig, MatchState } from '../game/match-port.js';

/** 'closed': abandoned by all its people (src/server-bots/turn timers); no more actions. */
export type TableStatus = 'open' | 'playing' | 'finished' | 'closed';
export type TableVisibility = 'public' | 'private';

/** The actions of table alias `t` after its stored state (the virtual column `tail`; also in TablesRepository.listTail). */
export const TAIL_QUERY = (t: string) =>
  `SELECT json_agg(a.action ORDER BY a.seq_from) FROM table_actions a WHERE a.table_id = ${t}.id AND a.seq_from > ${t}.state_seq AND a.seq_to <= ${t}.seq`;

@Entity('game_tables')
export class TableEntity {
  @PrimaryColumn('uuid') id: string;
  @Column('uuid', { name: 'created_by' }) createdBy: string;
  /** The address its creator registered from (migration TableAddress; src/limits/address-limits.ts). */
  @Column('text', { name: 'created_from', nullable: true }) createdFrom?: string | null;
  /** The platform the table belongs to (created by its key or its users); only that platform's key and users see it. Null: public. */
  @Column('uuid', { name: 'platform_id', nullable: true }) platformId?: string | null;
  @Column('text') preset: string;
  /** The game's name (migration TableGame): the lobby filters on it. */
  @Column('text', { default: 'skat' }) game: string;
  /** The game's variant, where it has any (null otherwise): the lobby filters on it. */
  @Column('text', { nullable: true }) variant: string | null;
  /** The engine's MatchConfig (checked on load: TableSheetSubscriber). */
  @Column('jsonb') config: MatchConfig;
  /** A rated match updates its players' ratings when it finishes (src/ratings/). */
  @Column('boolean', { default: false }) rated: boolean;
  @Column('text') visibility: TableVisibility;
  @Column('text', { name: 'invite_code', nullable: true }) inviteCode: string | null;
  @Column('text') status: TableStatus;
  @Column('text', { nullable: true }) seed: string | null;
  /**
   * The engine's MatchState at `seq` (null until the match starts). Stored without its score
   * sheet, which has a column of its own; decoded on load, its version checked (snapshot.ts).
   * json, not jsonb: written whole on every move, never queried inside (migration SnapshotJson).
   */
  @Column('json', { nullable: true }) state: MatchState | null;
  /** The score sheet as last written, only when a deal ends (migration SheetColumn); TableSheetSubscriber moves it into state on load. */
  @Column('json', { nullable: true }) sheet?: object[] | null;
  /** The seq `state` is at (migration SnapshotTail); null: at `seq`. */
  @Column('integer', { name: 'state_seq', nullable: true }) stateSeq?: number | null;
  /**
   * The accepted actions after `state_seq` up to `seq`, in order, read in the same statement as
   * the row; TableSheetSubscriber applies them to the state on load. Null: none.
   */
  @VirtualColumn({ type: 'json', query: (t) => TAIL_QUERY(t) }) tail?: MatchAction[] | null;
  @Column('integer') seq: number;
  /** Seconds per action before the server acts for a silent seat; null: no turn timer. */
  @Column('integer', { name: 'turn_seconds', nullable: true }) turnSeconds: number | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;
}
