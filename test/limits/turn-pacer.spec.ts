import { TurnPacer } from '../../src/limits/turn-pacer.js';

const turn = () => new Promise<void>((r) => setImmediate(r));

describe('TurnPacer', () => {
  it('starts at most perTurn in one turn of the event loop, the rest in later turns, in order', async () => {
    const pacer = new TurnPacer(4);
    const started: number[] = [];
    const all = Array.from({ length: 10 }, (_, i) => Promise.resolve(pacer.turn()).then(() => started.push(i)));
    await Promise.resolve();
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2, 3]);
    expect(pacer.deferred).toBe(6);
    await turn();
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    await Promise.all(all);
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('waits for nothing when idle', async () => {
    const pacer = new TurnPacer(2);
    for (let i = 0; i < 5; i++) {
      expect(pacer.turn()).toBeUndefined();
      await turn();
      await turn();
    }
    expect(pacer.deferred).toBe(0);
  });
});
