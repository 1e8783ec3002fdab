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

  it('names the entries in use that were confirmed more than a third of the time-to-live ago, and a confirmation renews them from its start', () => {
    const c = new TokenCache(900, 10);
    c.set('a', caller('ta'), 0);
    c.set('b', caller('tb'), 200);
    c.set('idle', caller('ti'), 0);
    expect(c.due(250)).toEqual([]);
    expect(c.get('a', 250)?.tokenId).toBe('ta');
    expect(c.get('b', 350)?.tokenId).toBe('tb');
    // a: confirmed at 0, due from 300; b: from 500; idle: due too, since its lookup at 0 counts as a use.
    expect(c.due(400).sort()).toEqual(['ta', 'ti']);
    c.confirm(['ta'], 400);
    expect(c.get('a', 1250)?.tokenId).toBe('ta');
    expect(c.due(1250).sort()).toEqual(['ta']);
    // Unused for a whole time-to-live: left to run out, not confirmed.
    expect(c.get('idle', 950)).toBeUndefined();
  });

  it('does not bring back a token dropped while its confirmation ran', () => {
    const c = new TokenCache(900, 10);
    c.set('a', caller('ta'), 0);
    expect(c.due(400)).toEqual(['ta']);
    c.drop('ta', 450);
    c.confirm(['ta'], 400);
    expect(c.get('a', 500)).toBeUndefined();
  });
});
