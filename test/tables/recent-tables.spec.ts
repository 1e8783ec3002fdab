import { RecentTables } from '../../src/tables/recent-tables.js';
import type { TableEntity } from '../../src/tables/table.entity.js';

const table = (id: string, seq: number, status = 'playing') => ({ id, seq, status }) as TableEntity;

describe('RecentTables', () => {
  it('gives the copy unless the caller expects another seq', () => {
    const r = new RecentTables(10);
    r.remember(table('a', 5));
    expect(r.get('a')?.seq).toBe(5);
    expect(r.get('a', 5)?.seq).toBe(5);
    expect(r.get('a', 6)).toBeUndefined();
    r.doubt('a'); // a refusal or a lost write on it
    expect(r.get('a')).toBeUndefined();
    expect(r.behind('a')?.seq).toBe(5); // kept, to be brought up to date
  });

  it('keeps only tables in play, at most max of them (oldest write dropped first)', () => {
    const r = new RecentTables(2);
    r.remember(table('a', 1));
    r.remember(table('b', 1));
    r.remember(table('a', 2)); // a is now the newest
    r.remember(table('c', 1));
    expect(r.get('b')).toBeUndefined();
    expect(r.get('a')?.seq).toBe(2);
    r.remember(table('a', 3, 'finished'));
    expect(r.get('a')).toBeUndefined();
  });

  it('after a batch past the copy, gives it only to be brought up to date', () => {
    const r = new RecentTables(10);
    r.remember(table('a', 6));
    r.seen('a', 6); // this instance's own move coming back
    r.seen('a', 5); // an older batch arriving late
    expect(r.get('a')?.seq).toBe(6);
    r.seen('a', 8); // another instance moved the table on
    expect(r.get('a')).toBeUndefined();
    expect(r.get('a', 6)).toBeUndefined(); // nor to a caller that expects seq 6: the database decides
    expect(r.behind('a')?.seq).toBe(6);
    r.remember(table('a', 7)); // a copy written before the batch of 8 was read
    expect(r.get('a')).toBeUndefined();
    r.remember(table('a', 8));
    expect(r.get('a')?.seq).toBe(8);
    r.seen('b', 3); // no copy: nothing to do
    expect(r.behind('b')).toBeUndefined();
  });

  it('takes an offered read unless it holds a later seq (at the same seq the read wins)', () => {
    const r = new RecentTables(10);
    r.offer(table('a', 4));
    expect(r.get('a')?.seq).toBe(4);
    r.remember(table('a', 6));
    r.offer(table('a', 5)); // a read that ended after the move to 6
    expect(r.get('a')?.seq).toBe(6);
    const reread = table('a', 6);
    r.offer(reread); // the same seq as read from the database now
    expect(r.get('a')).toBe(reread);
    r.offer(table('a', 7));
    expect(r.get('a')?.seq).toBe(7);
    r.offer(table('b', 1, 'open'));
    expect(r.get('b')).toBeUndefined();
  });
});
