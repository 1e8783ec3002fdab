// Platforms: the operator registers them, their API keys are issued, rotated with an overlap and
// revoked here, and their users' JWTs become callers (a player per `sub`, created on first use).
// Other features ask it which platform a table belongs to and which origins a platform serves
// its pages from. Keys, users and platforms are cached per instance for TOKEN_CACHE_MS; a change
// (rotation, revocation, disabling, new key source) empties the platform's entries here at once
// and on every other instance over the PubSub.
import { Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { decodeJwt, decodeProtectedHeader, jwtVerify } from 'jose';
import type { AuthRefusal, Caller, PlatformCaller } from '../common/auth/auth.js';
import { BadUserInputError, ForbiddenError, NotFoundError } from '../common/errors/domain-errors.js';
import { Env } from '../config/env.js';
import { TablePubSub } from '../events/table-pubsub.js';
import { claim, JWT_ALGORITHMS, JWT_CLOCK_TOLERANCE_SECONDS, jwtRefusalMessage, jwtRefusalReason, nameFromClaim, validSubject } from './claims.js';
import { JwtKeys } from './jwt-keys.js';
import { PlatformWebhooksPort, type CreatedPlatformWebhook, type PlatformWebhookSpec, type PlatformWebhookWriter } from './platform-webhooks-port.js';
import { hashPlatformKey, newPlatformKey, wellFormedPlatformKey } from './platform-keys.js';
import type { PlatformApiKeyEntity, PlatformEntity } from './platform.entity.js';
import { PlatformsRepository, type PlatformFields, type PlatformPlayerRow } from './platforms.repository.js';

const CHANGED_CHANNEL = 'platforms.changed';
const MAX_CACHED = 100_000;

/** A new key, shown once. */
export interface IssuedPlatformKey {
  key: string;
  keyId: string;
  prefix: string;
  expiresAt: Date | null;
}

/** What the operator gives to register a platform (already checked by the input class or the CLI). */
export type PlatformRegistration = Omit<PlatformFields, 'nameClaim' | 'allowedOrigins'> & {
  nameClaim?: string;
  allowedOrigins?: string[];
  webhooks?: PlatformWebhookSpec[];
};

/** A registered platform, its first key and its endpoints with their secrets (both shown once). */
export interface PlatformRegistered {
  platform: PlatformEntity;
  apiKey: IssuedPlatformKey;
  webhookEndpoints: CreatedPlatformWebhook[];
}

type Cached<T> = { value: T; until: number; platformId: string };

@Injectable()
export class PlatformsService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(PlatformsService.name);
  private readonly ttl: number;
  private readonly keys: JwtKeys;
  private readonly byKeyHash = new Map<string, Cached<PlatformCaller>>();
  private readonly byJwtHash = new Map<string, Cached<Caller>>();
  private readonly byIssuer = new Map<string, { platform: PlatformEntity; until: number }>();
  /** Which platform a table belongs to never changes once it exists. */
  private readonly tablePlatform = new Map<string, string | null>();
  private readonly ownerOf = new Map<string, string | null>();
  private unsubscribe?: () => void;

  constructor(
    private readonly repo: PlatformsRepository,
    private readonly pubSub: TablePubSub,
    private readonly webhooksPort: PlatformWebhooksPort,
    env: Env,
  ) {
    this.ttl = env.TOKEN_CACHE_MS;
    this.keys = new JwtKeys({ cooldownMs: env.JWKS_COOLDOWN_SECONDS * 1000, cacheMaxAgeMs: env.JWKS_CACHE_SECONDS * 1000, timeoutMs: 5000 });
  }

  async onModuleInit(): Promise<void> {
    this.unsubscribe = await this.pubSub.on(CHANGED_CHANNEL, (m) => this.forget((m as { platformId: string }).platformId));
  }

  onModuleDestroy(): void {
    this.unsubscribe?.();
  }

  // ---- for other features ----

  /** The platform (NOT_FOUND when there is none). */
  async get(id: string): Promise<PlatformEntity> {
    const p = await this.repo.find(id);
    if (!p) throw new NotFoundError('No platform with that id.');
    return p;
  }

  /** The origins the platform serves its pages from ([] for none, or an unknown or disabled platform). */
  async allowedOrigins(platformId: string): Promise<string[]> {
    const p = await this.repo.find(platformId);
    return p && !p.disabledAt ? p.allowedOrigins : [];
  }

  /** The platform a table belongs to; null for a public table (or no such table). */
  async platformOfTable(tableId: string): Promise<string | null> {
    return (await this.ownerOfRow('table', tableId)) ?? null;
  }

  /** The platform a table, player or tournament belongs to: undefined when it does not exist (cached once it does: it never changes). */
  async ownerOfRow(kind: 'table' | 'player' | 'tournament', id: string): Promise<string | null | undefined> {
    const cache = kind === 'table' ? this.tablePlatform : this.ownerOf;
    const key = kind === 'table' ? id : `${kind}:${id}`;
    if (cache.has(key)) return cache.get(key);
    const owner = await this.repo.platformOf(kind, id);
    if (owner !== undefined) {
      if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value!);
      cache.set(key, owner);
    }
    return owner;
  }

  // ---- credentials ----

  /** The platform of a live API key (`skp_…`); null for an unknown, revoked or expired key or a disabled platform. */
  async authenticateApiKey(key: string): Promise<PlatformCaller | null> {
    if (!wellFormedPlatformKey(key)) return null;
    const hash = hashPlatformKey(key);
    const now = Date.now();
    const hit = this.byKeyHash.get(hash);
    if (hit && hit.until > now) return hit.value;
    const found = await this.repo.findByKeyHash(hash);
    if (!found) return null;
    const value = { id: found.id, name: found.name };
    this.remember(this.byKeyHash, hash, { value, platformId: found.id, until: Math.min(now + this.ttl, found.until?.getTime() ?? Infinity) });
    return value;
  }

  /**
   * A platform user's JWT: its issuer (read unverified) names the platform; then signature,
   * issuer, audience, expiry (JWT_CLOCK_TOLERANCE_SECONDS) are verified with the platform's keys,
   * and `sub` is its player (created on first use, named from the platform's name claim).
   */
  async authenticateJwt(token: string): Promise<{ caller: Caller } | { refusal: AuthRefusal }> {
    const refuse = (reason: string) => ({ refusal: { reason, message: jwtRefusalMessage(reason) } });
    const hash = createHash('sha256').update(token).digest('hex');
    const now = Date.now();
    const hit = this.byJwtHash.get(hash);
    if (hit && hit.until > now) return { caller: hit.value };
    let issuer: unknown;
    let alg: unknown;
    try {
      issuer = decodeJwt(token).iss;
      alg = decodeProtectedHeader(token).alg;
    } catch {
      return refuse('MALFORMED');
    }
    if (typeof issuer !== 'string' || !issuer) return refuse('WRONG_ISSUER');
    if (typeof alg !== 'string' || !JWT_ALGORITHMS.includes(alg)) return refuse('BAD_ALGORITHM');
    const platform = await this.platformByIssuer(issuer, now);
    if (!platform) return refuse('WRONG_ISSUER');
    if (platform.disabledAt) return refuse('PLATFORM_DISABLED');
    let payload: Record<string, unknown>;
    try {
      const key = this.keys.keyFor(platform, alg);
      const verified = await jwtVerify(token, (typeof key === 'function' ? key : await key) as Parameters<typeof jwtVerify>[1], {
        issuer: platform.jwtIssuer,
        audience: platform.jwtAudience,
        algorithms: JWT_ALGORITHMS,
        clockTolerance: JWT_CLOCK_TOLERANCE_SECONDS,
        requiredClaims: ['sub', 'exp'],
      });
      payload = verified.payload as Record<string, unknown>;
    } catch (err) {
      const e = err as { code?: string; claim?: string };
      // No JOSE code (a network error) or a generic one (not a 200, not JSON): the key set could not be had.
      if (platform.jwksUrl && (!e.code || e.code === 'ERR_JOSE_GENERIC')) {
        this.logger.warn({ platformId: platform.id, err: (err as Error).message }, "a platform's JWKS could not be fetched");
        return refuse('KEYS_UNAVAILABLE');
      }
      return refuse(jwtRefusalReason(e.code, e.claim));
    }
    if (!validSubject(payload.sub)) return refuse('BAD_SUBJECT');
    const player = await this.repo.upsertSubject(platform.id, payload.sub, nameFromClaim(claim(payload, platform.nameClaim)));
    const caller: Caller = { playerId: player.id, name: player.name, kind: 'person', tokenId: `jwt:${platform.id}:${payload.sub}`, platformId: platform.id };
    const exp = (payload.exp as number) * 1000;
    this.remember(this.byJwtHash, hash, { value: caller, platformId: platform.id, until: Math.min(now + this.ttl, exp) });
    return { caller };
  }

  private async platformByIssuer(issuer: string, now: number): Promise<PlatformEntity | null> {
    const hit = this.byIssuer.get(issuer);
    if (hit && hit.until > now) return hit.platform;
    const platform = await this.repo.findByIssuer(issuer);
    if (platform && this.ttl > 0) {
      if (this.byIssuer.size >= 10_000) this.byIssuer.clear();
      this.byIssuer.set(issuer, { platform, until: now + this.ttl });
    }
    return platform;
  }

  private remember<T>(map: Map<string, Cached<T>>, key: string, entry: Cached<T>): void {
    if (this.ttl <= 0 || entry.until <= Date.now()) return;
    if (map.size >= MAX_CACHED) map.delete(map.keys().next().value!);
    map.set(key, entry);
  }

  /** Drops what this instance cached of a platform. */
  private forget(platformId: string): void {
    for (const map of [this.byKeyHash, this.byJwtHash] as Map<string, Cached<unknown>>[])
      for (const [k, v] of map) if (v.platformId === platformId) map.delete(k);
    for (const [k, v] of this.byIssuer) if (v.platform.id === platformId) this.byIssuer.delete(k);
    this.keys.drop(platformId);
  }

  /** After a change has committed: here at once, elsewhere when the message arrives (TOKEN_CACHE_MS bounds a lost one). */
  private changed(platformId: string): void {
    this.forget(platformId);
    this.pubSub.send(CHANGED_CHANNEL, { platformId });
  }

  // ---- the operator's side ----

  register(input: PlatformRegistration): Promise<PlatformRegistered> {
    return registerPlatform(this.repo, input, this.webhooksPort.get());
  }

  async update(platformId: string, patch: Partial<PlatformFields>): Promise<PlatformEntity> {
    const current = await this.get(platformId);
    const merged = checkFields({ ...current, ...Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) } as PlatformFields);
    if (merged.jwtIssuer !== current.jwtIssuer && (await this.repo.issuerTaken(merged.jwtIssuer, platformId)))
      throw new BadUserInputError('Another platform is registered with this issuer.', { field: 'jwtIssuer' });
    await this.repo.transaction((em) => this.repo.update(em, platformId, merged));
    this.changed(platformId);
    return this.get(platformId);
  }

  /** A new key; the platform's other live keys keep working for `overlapSeconds` more (0: they stop now). */
  async rotateKey(platformId: string, overlapSeconds: number): Promise<IssuedPlatformKey> {
    if (!Number.isInteger(overlapSeconds) || overlapSeconds < 0 || overlapSeconds > 30 * 24 * 3600)
      throw new BadUserInputError('overlapSeconds must be an integer from 0 to 2592000 (30 days).', { field: 'overlapSeconds' });
    const platform = await this.get(platformId);
    if (platform.disabledAt) throw new ForbiddenError('The platform is disabled.', { reason: 'PLATFORM_DISABLED' });
    const fresh = newPlatformKey();
    const key = await this.repo.transaction(async (em) => {
      const key = await this.repo.insertKey(em, platformId, fresh.hash, fresh.prefix);
      await this.repo.expireOtherKeys(em, platformId, key.id, overlapSeconds);
      return key;
    });
    this.changed(platformId);
    return issued(fresh.key, key);
  }

  async revokeKey(platformId: string, keyId: string): Promise<void> {
    await this.get(platformId);
    if (!(await this.repo.revokeKey(platformId, keyId))) throw new NotFoundError('No live key with that id belongs to this platform.');
    this.changed(platformId);
  }

  /** Its keys and its users' tokens are refused from now on; its tables and players stay. */
  async disable(platformId: string): Promise<PlatformEntity> {
    await this.get(platformId);
    await this.repo.disable(platformId);
    this.changed(platformId);
    return this.get(platformId);
  }

  list(): Promise<PlatformEntity[]> {
    return this.repo.list();
  }

  apiKeys(platformId: string): Promise<PlatformApiKeyEntity[]> {
    return this.repo.keys(platformId);
  }

  // ---- the platform's side ----

  players(platformId: string, first: number, after?: string): Promise<PlatformPlayerRow[]> {
    return this.repo.players(platformId, first, after);
  }
}

/**
 * Registers a platform, its first key and its webhook endpoints in one transaction (the admin
 * mutation and the CLI's `platform register`): a refused endpoint leaves nothing behind.
 */
export async function registerPlatform(repo: PlatformsRepository, input: PlatformRegistration, webhooks?: PlatformWebhookWriter): Promise<PlatformRegistered> {
  const { webhooks: specs = [], ...rest } = input;
  const fields = checkFields({ nameClaim: 'name', allowedOrigins: [], ...rest });
  if (specs.length && !webhooks) throw new BadUserInputError('Webhook endpoints cannot be registered here.', { field: 'webhooks' });
  if (specs.length) await webhooks!.check(specs);
  if (await repo.issuerTaken(fields.jwtIssuer)) throw new BadUserInputError('Another platform is registered with this issuer.', { field: 'jwtIssuer' });
  const fresh = newPlatformKey();
  const { platform, key, webhookEndpoints } = await repo.transaction(async (em) => {
    const platform = await repo.insert(em, fields);
    const key = await repo.insertKey(em, platform.id, fresh.hash, fresh.prefix);
    return { platform, key, webhookEndpoints: specs.length ? await webhooks!.create(em, platform.id, specs) : [] };
  });
  return { platform, apiKey: issued(fresh.key, key), webhookEndpoints };
}

function issued(key: string, row: PlatformApiKeyEntity): IssuedPlatformKey {
  return { key, keyId: row.id, prefix: row.prefix, expiresAt: row.expiresAt };
}

/**
 * The fields of a platform, checked: an https (or, for loopback, http) JWKS URL or a PEM public
 * key, exactly one; origins as `scheme://host[:port]`. Shared by the admin mutations and the CLI.
 */
export function checkFields(f: PlatformFields): PlatformFields {
  const bad = (field: string, message: string): never => {
    throw new BadUserInputError(message, { field });
  };
  const name = f.name?.trim();
  if (!name || name.length > 80) bad('name', 'name must be 1 to 80 characters.');
  if (!f.jwtIssuer || f.jwtIssuer.length > 500) bad('jwtIssuer', 'jwtIssuer must be 1 to 500 characters (the tokens\' "iss").');
  if (!f.jwtAudience || f.jwtAudience.length > 500) bad('jwtAudience', 'jwtAudience must be 1 to 500 characters (the tokens\' "aud").');
  const jwksUrl = f.jwksUrl || null;
  const publicKeyPem = f.publicKeyPem || null;
  if (!jwksUrl === !publicKeyPem) bad('jwksUrl', 'Give exactly one of jwksUrl and publicKeyPem.');
  if (jwksUrl) {
    let url: URL | undefined;
    try {
      url = new URL(jwksUrl);
    } catch {
      bad('jwksUrl', 'jwksUrl must be a URL.');
    }
    const loopback = url!.hostname === 'localhost' || url!.hostname === '[::1]' || url!.hostname.startsWith('127.');
    if (url!.protocol !== 'https:' && !(url!.protocol === 'http:' && loopback)) bad('jwksUrl', 'jwksUrl must be https (http only on loopback).');
  }
  if (publicKeyPem && !/^-----BEGIN PUBLIC KEY-----[\s\S]+-----END PUBLIC KEY-----\s*$/.test(publicKeyPem.trim()))
    bad('publicKeyPem', 'publicKeyPem must be an SPKI public key in PEM ("-----BEGIN PUBLIC KEY-----").');
  const nameClaim = f.nameClaim || 'name';
  if (!/^[A-Za-z0-9_:.-]{1,100}$/.test(nameClaim)) bad('nameClaim', 'nameClaim must be a claim name (letters, digits, _ : . -).');
  const origins = [...new Set(f.allowedOrigins ?? [])];
  if (origins.length > 20) bad('allowedOrigins', 'At most 20 allowed origins.');
  for (const o of origins) {
    let u: URL | undefined;
    try {
      u = new URL(o);
    } catch {
      /* refused below */
    }
    if (!u || !['http:', 'https:'].includes(u.protocol) || u.origin !== o) bad('allowedOrigins', `${o} is not an origin (scheme://host[:port], no path).`);
  }
  return {
    name: name!,
    jwtIssuer: f.jwtIssuer,
    jwtAudience: f.jwtAudience,
    jwksUrl,
    publicKeyPem: publicKeyPem?.trim() ?? null,
    nameClaim,
    allowedOrigins: origins,
  };
}
