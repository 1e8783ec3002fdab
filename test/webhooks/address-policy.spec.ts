// The SSRF address policy and the retry schedule of the webhooks (pure: no server, no network).
import { refusedAddress } from '../../src/webhooks/address-policy.js';
import { maxAttempts, parseRetrySchedule, retryDelayMs } from '../../src/webhooks/retry-schedule.js';
import { urlProblem } from '../../src/webhooks/webhook-http.js';

describe('webhook address policy', () => {
  const refused = [
    ['127.0.0.1', 'loopback'],
    ['127.255.0.9', 'loopback'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.254', 'private'],
    ['192.168.1.1', 'private'],
    ['169.254.169.254', 'linkLocal'],
    ['100.64.0.1', 'carrierGradeNat'],
    ['0.0.0.0', 'unspecified'],
    ['224.0.0.1', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['192.0.2.10', 'reserved'],
    ['::1', 'loopback'],
    ['::', 'unspecified'],
    ['fe80::1', 'linkLocal'],
    ['fc00::1', 'uniqueLocal'],
    ['fd12:3456::1', 'uniqueLocal'],
    ['ff02::1', 'multicast'],
    // IPv4 addresses inside IPv6 forms are judged as what they reach.
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:10.0.0.1', 'private'],
    ['64:ff9b::a00:1', 'rfc6052'],
    ['2002:7f00:1::', '6to4'],
  ];
  it.each(refused)('refuses %s (%s)', (address, range) => {
    expect(refusedAddress(address, false)).toContain(range);
  });

  it.each(['93.184.215.14', '8.8.8.8', '1.1.1.1', '172.32.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8'])('allows the public address %s', (address) => {
    expect(refusedAddress(address, false)).toBeNull();
  });

  it('allows every address when the operator allows private ones', () => {
    for (const [address] of refused) expect(refusedAddress(address, true)).toBeNull();
  });

  it('refuses what is no address at all', () => {
    expect(refusedAddress('localhost', true)).toBe('not an IP address');
  });

  it('takes only absolute http and https URLs without credentials', () => {
    expect(urlProblem('https://hooks.example/skat')).toBeNull();
    expect(urlProblem('http://127.0.0.1:8080/x')).toBeNull();
    expect(urlProblem('ftp://hooks.example/')).toMatch(/http and https/);
    expect(urlProblem('file:///etc/passwd')).toMatch(/http and https/);
    expect(urlProblem('/relative')).toMatch(/absolute/);
    expect(urlProblem('https://user:pw@hooks.example/')).toMatch(/credentials/);
  });
});

describe('webhook retry schedule', () => {
  it('parses delays with units', () => {
    expect(parseRetrySchedule('5s,30s,2m,10m,30m,1h,3h,6h,12h')).toEqual([5e3, 3e4, 12e4, 6e5, 18e5, 36e5, 108e5, 216e5, 432e5]);
    expect(parseRetrySchedule('100ms')).toEqual([100]);
    expect(() => parseRetrySchedule('5s,,1m')).toThrow();
    expect(() => parseRetrySchedule('5d')).toThrow();
  });

  it('spreads each delay by ±20% and stops after the last one', () => {
    const s = parseRetrySchedule('10s,1m');
    expect(maxAttempts(s)).toBe(3);
    expect(retryDelayMs(s, 1, () => 0)).toBe(8000);
    expect(retryDelayMs(s, 1, () => 1)).toBe(12000);
    expect(retryDelayMs(s, 2, () => 0.5)).toBe(60000);
    expect(retryDelayMs(s, 3, () => 0.5)).toBeNull();
  });

  it('spans about a day by default', () => {
    const total = parseRetrySchedule('5s,30s,2m,10m,30m,1h,3h,6h,12h').reduce((a, b) => a + b, 0);
    expect(total / 3_600_000).toBeGreaterThan(22);
    expect(total / 3_600_000).toBeLessThan(24);
  });
});
