// Callers by token hash, in memory: every request carries a token, and looking it up in
// PostgreSQL each time was the largest single cost of a cheap request. Revocation empties the
// entry at once on this instance and, over the PubSub (Redis with several instances), on every
// other one; the time-to-live bounds what a lost message could leave behind. The tokens in use
// are confirmed together (due / confirm: one query for all of them, PlayersService) before their
// entries run out, so a busy instance does not look each one up again every time-to-live.
import type { Caller } from '../common/auth/auth.js';

export class TokenCache {
  /** until: the entry answers before this time; usedAt: its last hit (only entries in use are confirmed). */
  private readonly byHash = new Map<string, { caller: Caller; until: number; usedAt: number }>();
  private readonly hashById = new Map<string, string>();
  /** Tokens dropped within the last TTL: a lookup that raced the revocation must not cache them again. */
  private readonly dropped = new Map<string, number>();

  constructor(
    readonly ttlMs: number,
    private readonly maxEntries: number,
  ) {}

  get(hash: string, now = Date.now()): Caller | undefined {
    const hit = this.byHash.get(hash);
    if (!hit) return undefined;
    if (hit.until > now) {
      hit.usedAt = now;
      return hit.caller;
    }
    // Expired, not revoked: forget it without barring the fresh lookup from caching it again.
    this.byHash.delete(hash);
    this.hashById.delete(hit.caller.tokenId);
    return undefined;
  }

  set(hash: string, caller: Caller, now = Date.now()): void {
    if (this.ttlMs <= 0) return;
    const droppedUntil = this.dropped.get(caller.tokenId);
    if (droppedUntil !== undefined && droppedUntil > now) return;
    if (this.byHash.size >= this.maxEntries) {
      const oldest = this.byHash.entries().next().value!;
      this.byHash.delete(oldest[0]);
      this.hashById.delete(oldest[1].caller.tokenId);
    }
    this.byHash.set(hash, { caller, until: now + this.ttlMs, usedAt: now });
    this.hashById.set(caller.tokenId, hash);
  }

  /** Forgets a token (revoked or rotated away). */
  drop(tokenId: string, now = Date.now()): void {
    if (this.dropped.size >= this.maxEntries) for (const [id, until] of this.dropped) if (until <= now) this.dropped.delete(id);
    this.dropped.set(tokenId, now + this.ttlMs);
    const hash = this.hashById.get(tokenId);
    if (hash === undefined) return;
    this.hashById.delete(tokenId);
    this.byHash.delete(hash);
  }

  /** Token ids whose entries were used within the time-to-live and were confirmed more than a third of it ago. */
  due(now = Date.now()): string[] {
    const out: string[] = [];
    const confirmedBefore = now + (this.ttlMs * 2) / 3;
    for (const e of this.byHash.values()) if (e.until <= confirmedBefore && e.until > now && e.usedAt > now - this.ttlMs) out.push(e.caller.tokenId);
    return out;
  }

  /** These tokens were live at `at` (the start of the query that found them): their entries answer for another time-to-live from then. */
  confirm(tokenIds: Iterable<string>, at: number): void {
    for (const id of tokenIds) {
      const hash = this.hashById.get(id);
      const e = hash === undefined ? undefined : this.byHash.get(hash);
      if (e) e.until = Math.max(e.until, at + this.ttlMs);
    }
  }
}
