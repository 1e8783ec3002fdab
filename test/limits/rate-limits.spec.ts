// The rate limit counters on their own: in memory, with Redis unreachable (each instance falls
// back to counting in memory, at once, instead of failing or waiting), and, when REDIS_URL is set,
// two instances of one deployment sharing one budget while another deployment keeps its own.
import type { Redis } from 'ioredis';
import { Env } from '../../src/config/env.js';
import { RateLimits } from '../../src/limits/rate-limits.js';

const env = (over: Partial<Env>): Env =>
  Object.assign(new Env(), { RATE_LIMIT_WINDOW_SECONDS: 600, RATE_LIMIT_PER_IP: 3, RATE_LIMIT_PER_TOKEN: 0, DATA_DIR: '/tmp/skat-rl-spec' }, over);

async function connected(limits: RateLimits): Promise<void> {
  const redis = (limits as unknown as { redis: Redis }).redis;
  if (redis.status !== 'ready') await new Promise((r) => redis.once('ready', r));
}

async function hits(limits: RateLimits, n: number, key = 'k'): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push(await limits.hit('IP', key));
  return out;
}

describe('RateLimits', () => {
  it('counts in memory without Redis, and turns a budget of 0 off', async () => {
    const limits = new RateLimits(env({ REDIS_URL: undefined }));
    const waits = await hits(limits, 4);
    expect(waits.slice(0, 3)).toEqual([0, 0, 0]);
    expect(waits[3]).toBeGreaterThanOrEqual(599);
    expect(await limits.hit('TOKEN', 'any')).toBe(0); // RATE_LIMIT_PER_TOKEN 0: no limit
    await limits.onApplicationShutdown();
  });

  it('falls back to memory at once when Redis cannot be reached', async () => {
    const limits = new RateLimits(env({ REDIS_URL: 'redis://127.0.0.1:9' }));
    const t0 = Date.now();
    const waits = await hits(limits, 4);
    expect(waits.slice(0, 3)).toEqual([0, 0, 0]);
    expect(waits[3]).toBeGreaterThanOrEqual(1);
    expect(Date.now() - t0).toBeLessThan(5000); // no waiting for a reconnect (a loose bound, not a speed target)
    await limits.onApplicationShutdown();
  });

  const redisUrl = process.env.REDIS_URL;
  if (!redisUrl) process.stderr.write('RateLimits with Redis skipped: it needs REDIS_URL.\n');
  (redisUrl ? it : it.skip)('shares one budget between the instances of a deployment, not with another deployment', async () => {
    const db = `postgres://postgres@127.0.0.1:5432/rl_spec_${process.pid}_${Date.now()}`;
    const a = new RateLimits(env({ REDIS_URL: redisUrl, DATABASE_URL: db }));
    const b = new RateLimits(env({ REDIS_URL: redisUrl, DATABASE_URL: db }));
    const other = new RateLimits(env({ REDIS_URL: redisUrl, DATABASE_URL: `${db}_other` }));
    // Until its connection is up an instance counts on its own: wait for the three.
    for (const l of [a, b, other]) await connected(l);
    expect(await hits(a, 2)).toEqual([0, 0]);
    expect(await hits(b, 1)).toEqual([0]);
    expect((await hits(b, 1))[0]).toBeGreaterThanOrEqual(1);
    expect((await hits(a, 1))[0]).toBeGreaterThanOrEqual(1);
    expect(await hits(other, 3)).toEqual([0, 0, 0]);
    for (const l of [a, b, other]) await l.onApplicationShutdown();
  });
});
