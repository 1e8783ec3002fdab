import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

export type PlayerKind = 'person' | 'bot';

@Entity('players')
export class PlayerEntity {
  @PrimaryColumn('uuid') id: string;
  @Column('text') name: string;
  @Column('text') kind: PlayerKind;
  /** Set for bots the server plays itself (seat fillers), e.g. 'random'. */
  @Column('text', { name: 'server_strategy', nullable: true }) serverStrategy: string | null;
  /** The client address it registered from (per-address limits: src/limits/address-limits.ts); null for server bots and older players. */
  @Column('text', { name: 'registered_from', nullable: true }) registeredFrom?: string | null;
  /** The platform whose user this player is (docs/platforms.md); null for players who registered here. */
  @Column('uuid', { name: 'platform_id', nullable: true }) platformId?: string | null;
  /** The user's `sub` at that platform (unique per platform). */
  @Column('text', { name: 'external_subject', nullable: true }) externalSubject?: string | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
}
