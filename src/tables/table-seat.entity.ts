import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity('table_seats')
export class TableSeatEntity {
  @PrimaryColumn('uuid', { name: 'table_id' }) tableId: string;
  /** The player's index in the match (0..players-1). */
  @PrimaryColumn('integer') seat: number;
  @Column('uuid', { name: 'player_id' }) playerId: string;
  /** The player's own randomness for the shuffle (skat-deal-v2, docs/fair-deals.md); null: none given. */
  @Column('text', { nullable: true }) entropy?: string | null;
}
