import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

@Entity('api_tokens')
export class ApiTokenEntity {
  @PrimaryColumn('uuid') id: string;
  @Column('uuid', { name: 'player_id' }) playerId: string;
  /** Hex SHA-256 of the token. */
  @Column('char', { name: 'token_hash', length: 64 }) tokenHash: string;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @Column('timestamptz', { name: 'revoked_at', nullable: true }) revokedAt: Date | null;
  /** Set for an embed session (src/embed/): the token stops working then. Null: it lasts until revoked. */
  @Column('timestamptz', { name: 'expires_at', nullable: true }) expiresAt?: Date | null;
}
