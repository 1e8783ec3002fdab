import { EventEmitter } from 'node:events';
import { BigRequestTurns } from '../../src/limits/http-limits';

/** A response that ends when told: 'finish' (answered) or 'close' (the client left). */
const response = () => new EventEmitter() as EventEmitter & { once(event: 'close' | 'finish', cb: () => void): unknown };
const settled = async (p: Promise<void>): Promise<boolean> => {
  let done = false;
  void p.then(() => (done = true));
  await new Promise((r) => setImmediate(r));
  return done;
};

describe('BigRequestTurns', () => {
  it('lets one big request per address run; the next starts when it is answered', async () => {
    const turns = new BigRequestTurns();
    const a = response(),
      b = response();
    expect(await settled(turns.wait('x', a))).toBe(true);
    const bTurn = turns.wait('x', b);
    expect(await settled(turns.wait('y', response()))).toBe(true); // another address never waits
    expect(await settled(bTurn)).toBe(false);
    a.emit('finish');
    expect(await settled(bTurn)).toBe(true);
    b.emit('finish');
    await new Promise((r) => setImmediate(r));
    expect(turns.busy).toBe(1); // only y's request is still open
  });

  it('a waiting client that leaves does not let the one after it run beside the one being answered', async () => {
    const turns = new BigRequestTurns();
    const a = response(),
      b = response(),
      c = response();
    await turns.wait('x', a);
    void turns.wait('x', b);
    const cTurn = turns.wait('x', c);
    b.emit('close'); // b's client leaves while a is still being answered
    expect(await settled(cTurn)).toBe(false);
    a.emit('finish');
    expect(await settled(cTurn)).toBe(true);
  });
});
