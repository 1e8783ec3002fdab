import { KeyCounts } from '../../src/common/key-counts.js';

describe('KeyCounts', () => {
  it('counts per key and drops a key whose count falls to zero', () => {
    const c = new KeyCounts();
    c.add('a');
    c.add('a');
    c.add('b');
    expect([c.get('a'), c.get('b'), c.get('c')]).toEqual([2, 1, 0]);
    c.remove('a');
    expect([c.get('a'), c.has('a')]).toEqual([1, true]);
    c.remove('a');
    expect([c.get('a'), c.has('a')]).toEqual([0, false]);
    // A remove without an add leaves nothing behind, not a negative count.
    c.remove('c');
    expect([c.get('c'), c.has('c')]).toEqual([0, false]);
  });
});
