// Identity writes of one address run one at a time; other addresses are not held up by them,
// and a failed call does not stop the queue.
import { ExecutionContextHost } from '@nestjs/core/helpers/execution-context-host.js';
import { lastValueFrom, Observable } from 'rxjs';
import { OnePerAddress } from '../../src/limits/one-per-address';

function ctxOf(ip: string): ExecutionContextHost {
  const host = new ExecutionContextHost([{}, {}, { ip }, {}]);
  host.setType('graphql');
  return host;
}

describe('OnePerAddress', () => {
  it('runs one call per address at a time, in arrival order; other addresses run beside them; a failure does not block the rest', async () => {
    const gate = new OnePerAddress();
    let running = 0;
    let most = 0;
    const order: string[] = [];
    const call = (ip: string, name: string, fail = false) =>
      lastValueFrom(
        gate.intercept(ctxOf(ip), {
          handle: () =>
            new Observable((sub) => {
              if (ip === '10.0.0.1') most = Math.max(most, ++running);
              order.push(`${name} start`);
              setTimeout(() => {
                if (ip === '10.0.0.1') running--;
                order.push(`${name} end`);
                if (fail) sub.error(new Error(name));
                else {
                  sub.next(name);
                  sub.complete();
                }
              }, 20);
            }),
        }),
      );
    const results = await Promise.allSettled([call('10.0.0.1', 'a1'), call('10.0.0.1', 'a2', true), call('10.0.0.1', 'a3'), call('10.0.0.2', 'b1')]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
    expect(most).toBe(1);
    // b1 (another address) started while a1 ran; a2 and a3 each after the one before ended.
    expect(order.indexOf('b1 start')).toBeLessThan(order.indexOf('a1 end'));
    expect(order.indexOf('a2 start')).toBeGreaterThan(order.indexOf('a1 end'));
    expect(order.indexOf('a3 start')).toBeGreaterThan(order.indexOf('a2 end'));
    await new Promise((r) => setTimeout(r, 0));
    expect(gate.busy).toBe(0);
  });
});
