import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';
import type { MatchAction } from '../game/match-port.js';

/** An accepted action: the replay source of a match, and the idempotency key. */
@Entity('table_actions')
export class TableActionEntity {
  @PrimaryColumn('uuid', { name: 'table_id' }) tableId: string;
  @PrimaryColumn('integer', { name: 'seq_from' }) seqFrom: number;
  @Column('integer', { name: 'seq_to' }) seqTo: number;
  @Column('uuid', { name: 'player_id' }) playerId: string;
  /** The engine MatchAction as applied (written by the server only, read back as written). */
  @Column('jsonb') action: MatchAction;
  @Column('text', { name: 'client_action_id', nullable: true }) clientActionId: string | null;
  /** The deal in which the server took this action for a silent seat (turn timeout); null otherwise. */
  @Column('integer', { name: 'timeout_deal', nullable: true }) timeoutDeal: number | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
}
