import { Env } from '../../src/config/env.js';
import { REFUSALS_PER_TURN, RefusalDelay } from '../../src/limits/refusal-delay.js';

const env = (over: Partial<Env>) => Object.assign(new Env(), over);

/** How many of the holds `start` makes resolve in each turn of the event loop, at most. */
async function mostPerTurn(start: () => Promise<void>[]): Promise<number> {
  let turn = 0;
  let ticking = true;
  const tick = () => {
    turn++;
    if (ticking) setImmediate(tick);
  };
  setImmediate(tick);
  const holds = start();
  const perTurn = new Map<number, number>();
  await Promise.all(holds.map((h) => h.then(() => perTurn.set(turn, (perTurn.get(turn) ?? 0) + 1))));
  ticking = false;
  return Math.max(...perTurn.values());
}

describe('RefusalDelay', () => {
  it('sends refusals held by timers that expire together a few per turn of the event loop', async () => {
    const delay = new RefusalDelay(env({ REFUSAL_DELAY_MS: 20 }));
    expect(await mostPerTurn(() => Array.from({ length: 100 }, (_, i) => delay.hold(`127.0.2.${i % 30}`)))).toBeLessThanOrEqual(REFUSALS_PER_TURN);
  });

  it('paces refusals sent at once (too many held) as well', async () => {
    const delay = new RefusalDelay(env({ REFUSAL_DELAY_MS: 1000, MAX_DELAYED_REFUSALS: 0 }));
    expect(await mostPerTurn(() => Array.from({ length: 100 }, () => delay.hold('127.0.2.1')))).toBeLessThanOrEqual(REFUSALS_PER_TURN);
  });
});
