// The fence of the server's own moves: a move made for a lease holder that does not hold the
// table's lease (it expired and another instance took it) writes nothing, in the same
// statement that would have written it; with the lease held, the same move goes through.
import { engineValue } from '../../src/bots/kit/view.js';
import { ActionService } from '../../src/actions/action.service.js';
import { DomainError } from '../../src/common/errors/domain-errors.js';
import { TableLeases } from '../../src/scheduler/table-leases.service.js';
import { useTestServer } from '../support/app.js';
import { createTable, joinTable, legalActions, pick, register, rng, tableView, type Registered } from '../support/skat.js';

describe('the lease fence on server moves', () => {
  const suite = useTestServer();

  it('refuses a move for a holder without the lease and writes nothing; the holder moves', async () => {
    const people: Registered[] = [await register(suite.s, 'Ann'), await register(suite.s, 'Ben'), await register(suite.s, 'Cid')];
    const tableId: string = (await createTable(suite.s, people[0].token, { preset: 'STANDARD', rounds: 1, turnSeconds: 600 })).table.id;
    await joinTable(suite.s, people[1].token, { tableId });
    await joinTable(suite.s, people[2].token, { tableId });
    const view = await tableView(suite.s, tableId);
    const actor = people[view.turn];
    const { seq, actions } = await legalActions(suite.s, tableId, actor.token);
    const a = pick(actions, rng(1))!;
    const body = { type: engineValue(a.type), ...(a.value ? { value: a.value } : {}) } as never;
    const service = suite.s.app.get(ActionService);

    const refused = await service.act(actor.playerId, { tableId }, body, { leaseHolder: 'another-instance:1:dead' }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(DomainError);
    expect((refused as DomainError).code).toBe('CONFLICT');
    expect((await tableView(suite.s, tableId)).seq).toBe(seq);

    // This instance takes the lease (a table with a turn timer needs a driver), then the move is written.
    const leases = suite.s.app.get(TableLeases);
    expect(await leases.ensure(tableId)).toBe(true);
    const done = await service.act(actor.playerId, { tableId }, body, { leaseHolder: leases.holder });
    expect(done.seq).toBeGreaterThan(seq);
  });
});
