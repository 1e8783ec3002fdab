// The in-memory PubSub (no REDIS_URL): many feeds on one table's channel are ordinary (its players
// and up to the spectator cap), so its emitter has no listener limit, whose warning at 11 filled the
// log of a spectated table.
import { EventEmitter } from 'node:events';
import { validateEnv } from '../../src/config/env.js';
import { inMemoryPubSub, TablePubSub } from '../../src/events/table-pubsub.js';

describe('TablePubSub in memory', () => {
  it('delivers a batch to 30 feeds of one table, on an emitter without a listener limit', async () => {
    const env = validateEnv({});
    const emitter = new EventEmitter();
    const pubSub = new TablePubSub(inMemoryPubSub(emitter), env);
    const got: number[] = [];
    const offs = await Promise.all(Array.from({ length: 30 }, (_, i) => pubSub.subscribe('t1', () => got.push(i))));
    expect(emitter.getMaxListeners()).toBe(0);
    expect(emitter.eventNames().map((n) => emitter.listenerCount(n))).toEqual([30]);
    pubSub.publish({ tableId: 't1', entries: [{ seq: 1 } as never] });
    await new Promise((r) => setImmediate(r));
    expect(got.sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, i) => i));
    for (const off of offs) off();
    expect(emitter.eventNames()).toEqual([]);
  });
});
