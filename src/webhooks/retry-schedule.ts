// When a failed delivery is tried again: the delays after the 1st, 2nd, ... failed attempt
// (WEBHOOK_RETRY_SCHEDULE, by default 5s 30s 2m 10m 30m 1h 3h 6h 12h: ten attempts over about
// 23 hours), each with ±20% jitter so that the retries of many deliveries that failed together
// (a receiver's outage) do not arrive together. After the last delay's attempt fails, the
// delivery is marked failed.
import { RETRY_SCHEDULE_PATTERN } from '../config/env.js';

const UNIT_MS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 };

export function parseRetrySchedule(spec: string): number[] {
  if (!RETRY_SCHEDULE_PATTERN.test(spec)) throw new Error(`not a retry schedule: ${spec}`);
  return spec.split(',').map((d) => {
    const [, n, unit] = /^(\d+)(ms|s|m|h)$/.exec(d)!;
    return Number(n) * UNIT_MS[unit];
  });
}

/** The delay before the attempt after failed attempt `attempt` (1-based), or null when that was the last one. */
export function retryDelayMs(schedule: readonly number[], attempt: number, random: () => number = Math.random): number | null {
  if (attempt > schedule.length) return null;
  return Math.round(schedule[attempt - 1] * (0.8 + 0.4 * random()));
}

/** Attempts a delivery gets in all: the first and one per delay. */
export function maxAttempts(schedule: readonly number[]): number {
  return schedule.length + 1;
}
