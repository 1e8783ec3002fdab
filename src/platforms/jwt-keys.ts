// The keys a platform's users' tokens are verified with, per platform: a remote JWKS (jose's
// createRemoteJWKSet: fetched on first use, kept for JWKS_CACHE_SECONDS, fetched again when a
// token names an unknown kid, at most once per JWKS_COOLDOWN_SECONDS, so a rotated key is found)
// or the static SPKI key, imported once per algorithm.
import { createRemoteJWKSet, importSPKI, type JWTVerifyGetKey } from 'jose';
import type { PlatformEntity } from './platform.entity.js';

type StaticKey = Awaited<ReturnType<typeof importSPKI>>;

export class JwtKeys {
  private readonly remote = new Map<string, { url: string; keys: JWTVerifyGetKey }>();
  private readonly static = new Map<string, { pem: string; byAlg: Map<string, Promise<StaticKey>> }>();

  constructor(private readonly opts: { cooldownMs: number; cacheMaxAgeMs: number; timeoutMs: number }) {}

  /** What jwtVerify takes for this platform's tokens. */
  keyFor(platform: PlatformEntity, alg: string): JWTVerifyGetKey | Promise<StaticKey> {
    if (platform.jwksUrl) {
      let r = this.remote.get(platform.id);
      if (!r || r.url !== platform.jwksUrl) {
        const keys = createRemoteJWKSet(new URL(platform.jwksUrl), {
          cooldownDuration: this.opts.cooldownMs,
          cacheMaxAge: this.opts.cacheMaxAgeMs,
          timeoutDuration: this.opts.timeoutMs,
        });
        this.remote.set(platform.id, (r = { url: platform.jwksUrl, keys }));
      }
      return r.keys;
    }
    let s = this.static.get(platform.id);
    if (!s || s.pem !== platform.publicKeyPem) this.static.set(platform.id, (s = { pem: platform.publicKeyPem ?? '', byAlg: new Map() }));
    let key = s.byAlg.get(alg);
    if (!key) {
      key = importSPKI(s.pem, alg);
      // A key that does not fit the algorithm fails this token, not the next one with the right algorithm.
      key.catch(() => s.byAlg.delete(alg));
      s.byAlg.set(alg, key);
    }
    return key;
  }

  /** Forgets a platform's keys (its key source changed or it was disabled). */
  drop(platformId: string): void {
    this.remote.delete(platformId);
    this.static.delete(platformId);
  }
}
