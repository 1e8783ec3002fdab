import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** A product that brings its own users (migration Platforms; docs/platforms.md). */
@Entity('platforms')
export class PlatformEntity {
  @PrimaryColumn('uuid') id: string;
  @Column('text') name: string;
  /** The `iss` of its users' JWTs: one platform per issuer. */
  @Column('text', { name: 'jwt_issuer' }) jwtIssuer: string;
  @Column('text', { name: 'jwt_audience' }) jwtAudience: string;
  /** Where its signing keys are published (one of this and publicKeyPem is set). */
  @Column('text', { name: 'jwks_url', nullable: true }) jwksUrl: string | null;
  /** A static SPKI public key (PEM). */
  @Column('text', { name: 'public_key_pem', nullable: true }) publicKeyPem: string | null;
  /** The claim its users' display names come from. */
  @Column('text', { name: 'name_claim', default: 'name' }) nameClaim: string;
  /** Origins its pages are served from (frames, postMessage). */
  @Column('text', { name: 'allowed_origins', array: true, default: '{}' }) allowedOrigins: string[];
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  /** Set: its keys and its users' tokens are refused. */
  @Column('timestamptz', { name: 'disabled_at', nullable: true }) disabledAt: Date | null;
}

/** A platform's API key: only its SHA-256 is stored; `prefix` is shown to tell keys apart. */
@Entity('platform_api_keys')
export class PlatformApiKeyEntity {
  @PrimaryColumn('uuid') id: string;
  @Column('uuid', { name: 'platform_id' }) platformId: string;
  @Column('char', { name: 'key_hash', length: 64 }) keyHash: string;
  @Column('text') prefix: string;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  /** A rotated key works until then (the overlap); null: no expiry. */
  @Column('timestamptz', { name: 'expires_at', nullable: true }) expiresAt: Date | null;
  @Column('timestamptz', { name: 'revoked_at', nullable: true }) revokedAt: Date | null;
}
