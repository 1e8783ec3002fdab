import { TokenCache } from '../../src/players/token-cache.js';

const caller = (tokenId: string) => ({ playerId: `p-${tokenId}`, name: 'n', kind: 'bot' as const, tokenId });

describe('TokenCache', () => {
  it('answers until the time-to-live ends', () => {
    const c = new TokenCache(1000, 10);
    c.set('h1', caller('t1'), 0);
    expect(c.get('h1', 999)?.tokenId).toBe('t1');
    expect(c.get('h1', 1000)).toBeUndefined();
  });

  it('caches a token again right after its entry expired (expiry is not a revocation)', () => {
    const c = new TokenCache(1000, 10);
    c.set('h1', caller('t1'), 0);
    expect(c.get('h1', 1000)).toBeUndefined();
    c.set('h1', caller('t1'), 1001);
    expect(c.get('h1', 1002)?.tokenId).toBe('t1');
  });

  it('forgets a dropped token and refuses to cache it again within the time-to-live (a lookup that raced the revocation)', () => {
    const c = new TokenCache(1000, 10);
    c.set('h1', caller('t1'), 0);
    c.drop('t1', 10);
    expect(c.get('h1', 11)).toBeUndefined();
    c.set('h1', caller('t1'), 20);
    expect(c.get('h1', 21)).toBeUndefined();
    c.set('h1', caller('t1'), 1011);
    expect(c.get('h1', 1012)?.tokenId).toBe('t1');
  });

  it('keeps at most maxEntries, dropping the oldest', () => {
    const c = new TokenCache(1000, 2);
    c.set('a', caller('ta'), 0);
    c.set('b', caller('tb'), 0);
    c.set('c', caller('tc'), 0);
    expect(c.get('a', 1)).toBeUndefined();
    expect(c.get('b', 1)?.tokenId).toBe('tb');
    expect(c.get('c', 1)?.tokenId).toBe('tc');
  });

  it('caches nothing with a zero time-to-live', () => {
    const c = new TokenCache(0, 10);
    c.set('a', caller('ta'), 0);
    expect(c.get('a', 0)).toBeUndefined();
  });
});
