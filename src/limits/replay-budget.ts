// A feed's start costs by what it replays: a resume from seq 0 (afterSeq, or an SSE reconnect's
// Last-Event-ID) reads and sends every entry of the table's log. The entries an address's starts
// replay are counted per RATE_LIMIT_WINDOW_SECONDS (REPLAY_ENTRIES_PER_ADDRESS, with the other
// rate limits' counters: in Redis when REDIS_URL is set); past it a start is refused with
// RATE_LIMITED (limit REPLAY, retryAfter) before anything is sent. A start without a replay
// (the view, then live events) costs nothing.
import { Injectable } from '@nestjs/common';
import { RateLimitedError } from '../common/errors/domain-errors.js';
import { RateLimits } from './rate-limits.js';

@Injectable()
export class ReplayBudget {
  constructor(private readonly limits: RateLimits) {}

  async charge(address: string | undefined, entries: number): Promise<void> {
    if (entries <= 0) return;
    const retryAfter = await this.limits.hit('REPLAY', address ?? 'unknown', entries);
    if (retryAfter) {
      throw new RateLimitedError(
        `This address has replayed too many log entries in its feeds' starts: resume from a later seq, or retry in ${retryAfter} s.`,
        'REPLAY',
        retryAfter,
      );
    }
  }
}
