// Group commit in TableStore.appendMove: moves of different tables that arrive while one write
// is in flight are written by one statement, and each is settled with its own outcome: both
// written, or, when one of them loses its race (a taken idempotency key fails the whole
// statement; a moved-on seq does not), only that one lost. On PostgreSQL and on PGlite.
import { jest } from '@jest/globals';
import { apply, eventType, isOver, legalBySeat, type MatchAction } from '../../src/game/match-port.js';
import type { LogEntry } from '../../src/events/log-entry.js';
import { SNAPSHOT_EVERY } from '../../src/tables/snapshot.js';
import { TableStore, type AcceptedMove } from '../../src/tables/table-store.js';
import { TablesRepository } from '../../src/tables/tables.repository.js';
import { useTestServer } from '../support/app.js';
import { createTable, joinTable, register } from '../support/skat.js';

describe('TableStore: moves of different tables in one statement', () => {
  const suite = useTestServer();
  let store: TableStore;
  let tables: TablesRepository;
  const ids: string[] = [];

  beforeAll(async () => {
    store = suite.s.app.get(TableStore);
    tables = suite.s.app.get(TablesRepository);
    for (let t = 0; t < 3; t++) {
      const p = [await register(suite.s, `A${t}`), await register(suite.s, `B${t}`), await register(suite.s, `C${t}`)];
      const id: string = (await createTable(suite.s, p[0].token, { preset: 'STANDARD' })).table.id;
      await joinTable(suite.s, p[1].token, { tableId: id });
      await joinTable(suite.s, p[2].token, { tableId: id });
      ids.push(id);
    }
  });

  afterEach(() => jest.restoreAllMocks());

  /** The next legal move of table `id` as read now (the first legal action of the first seat to move). */
  async function nextMove(id: string, change: { clientActionId?: string; playerId?: string; stale?: boolean } = {}): Promise<AcceptedMove> {
    const table = (await tables.find(id))!;
    expect(table.status).toBe('playing');
    const seats = await tables.seatsOf(table);
    const [seat, actions] = Object.entries(legalBySeat(table.state!))[0];
    const action = actions[0] as MatchAction;
    const result = apply(table.state!, action);
    if (!result.ok) throw new Error(result.message);
    const fromSeq = change.stale ? table.seq - 1 : table.seq;
    const entries: LogEntry[] = result.events.map((e, i) => ({ seq: fromSeq + 1 + i, type: eventType(e), payload: e }));
    if (!entries.length) entries.push({ seq: fromSeq + 1, type: 'table.acted', payload: { player: Number(seat), action: action.type } });
    const playerId = change.playerId ?? seats.find((s) => s.seat === Number(seat))!.playerId;
    return {
      fromSeq,
      entries,
      row: {
        tableId: id,
        seqFrom: fromSeq + 1,
        seqTo: fromSeq + entries.length,
        playerId,
        action,
        clientActionId: change.clientActionId ?? null,
        timeoutDeal: null,
      },
      state: result.state,
      previousState: table.state!,
      status: isOver(result.state) ? 'finished' : 'playing',
    };
  }

  /** Spies on the statement that writes several moves: the sizes of the batches it was given. */
  function batches(): { sizes: number[] } {
    const seen = { sizes: [] as number[] };
    const s = store as unknown as { appendMany: (moves: AcceptedMove[]) => Promise<Set<string>> };
    const real = s.appendMany.bind(store);
    jest.spyOn(s, 'appendMany').mockImplementation((moves: AcceptedMove[]) => {
      seen.sizes.push(moves.length);
      return real(moves);
    });
    return seen;
  }

  async function seqOf(id: string): Promise<number> {
    return (await tables.find(id))!.seq;
  }

  it('writes two moves of different tables in one statement and acknowledges both', async () => {
    const [a, b, c] = [await nextMove(ids[0]), await nextMove(ids[1]), await nextMove(ids[2])];
    const seen = batches();
    // No write in flight: the first goes at once; the two arriving meanwhile share the next statement.
    const results = await Promise.all([store.appendMove(a), store.appendMove(b), store.appendMove(c)]);
    expect(results).toEqual([true, true, true]);
    expect(seen.sizes).toEqual([2]);
    expect(await seqOf(ids[1])).toBe(b.row.seqTo);
    expect(await seqOf(ids[2])).toBe(c.row.seqTo);
  });

  it('a move that loses its race inside a batch loses alone', async () => {
    // A move of table 1 with an idempotency key, then another move of table 1 with the same key
    // (and player) in a batch with a move of table 2: the taken key fails the statement, and
    // written one by one, only the move with the taken key loses.
    const keyed = await nextMove(ids[1], { clientActionId: 'batch-key' });
    expect(await store.appendMove(keyed)).toBe(true);
    const [a, dup, c] = [await nextMove(ids[0]), await nextMove(ids[1], { clientActionId: 'batch-key', playerId: keyed.row.playerId }), await nextMove(ids[2])];
    const seen = batches();
    const before = await seqOf(ids[1]);
    expect(await Promise.all([store.appendMove(a), store.appendMove(dup), store.appendMove(c)])).toEqual([true, false, true]);
    expect(seen.sizes).toEqual([2]);
    expect(await seqOf(ids[1])).toBe(before);
    expect(await seqOf(ids[2])).toBe(c.row.seqTo);

    // A move read at a seq the table has left loses on the seq, in the same statement as the other.
    const [a2, stale, c2] = [await nextMove(ids[0]), await nextMove(ids[1], { stale: true }), await nextMove(ids[2])];
    expect(await Promise.all([store.appendMove(a2), store.appendMove(stale), store.appendMove(c2)])).toEqual([true, false, true]);
    expect(seen.sizes).toEqual([2, 2]);
    expect(await seqOf(ids[1])).toBe(before);
    expect(await seqOf(ids[2])).toBe(c2.row.seqTo);
  });

  it('of two moves of one table arriving together, the one that came first is written', async () => {
    const [a, first, second] = [await nextMove(ids[0]), await nextMove(ids[1]), await nextMove(ids[1])];
    const seen = batches();
    expect(await Promise.all([store.appendMove(a), store.appendMove(first), store.appendMove(second)])).toEqual([true, true, false]);
    // One table's moves never share a statement: the second waits for the next one, and loses on the seq there.
    expect(seen.sizes).toEqual([]);
    expect(await seqOf(ids[1])).toBe(first.row.seqTo);
  });

  it('writes the whole state only every SNAPSHOT_EVERY seqs; a load applies the actions since', async () => {
    const raw = async (id: string) =>
      (
        await tables.manager.query(
          `SELECT g.seq, g.state_seq AS "stateSeq", (SELECT count(*) FROM table_actions a WHERE a.table_id = g.id AND a.seq_from > g.state_seq)::int AS after
           FROM game_tables g WHERE g.id = $1`,
          [id],
        )
      )[0] as { seq: number; stateSeq: number; after: number };
    let tails = 0;
    let fulls = 0;
    // One by one and in batches (two tables at once), until both writers wrote both kinds.
    for (let i = 0; i < 2 * SNAPSHOT_EVERY; i++) {
      const moves = [await nextMove(ids[0]), await nextMove(ids[2])];
      const written = i % 2 ? moves : [moves[0]];
      expect(await Promise.all(written.map((m) => store.appendMove(m)))).not.toContain(false);
      for (const m of written) {
        const row = await raw(m.row.tableId);
        expect(row.seq).toBe(m.row.seqTo);
        if (row.stateSeq === row.seq) fulls++;
        else {
          tails++;
          expect(row.after).toBeGreaterThan(0);
          expect(row.after).toBeLessThan(SNAPSHOT_EVERY);
        }
        // The loaded table is the match after the move, the actions since its stored state applied.
        expect((await tables.find(m.row.tableId))!.state).toEqual(JSON.parse(JSON.stringify(m.state)));
      }
    }
    expect(fulls).toBeGreaterThan(0);
    expect(tails).toBeGreaterThan(fulls);
  });
});
