// Strings a database cannot keep apart (issue 38, finding 9): a lone surrogate (U+D800 to U+DFFF
// outside a pair) is stored by PostgreSQL as U+FFFD, so four moves whose clientActionIds differed
// only there collided and three were answered "replayed" and never made. Such strings are refused
// in every input; tournament names are checked as player names are (no bidi overrides).
import { useTestServer, type GqlResponse } from '../support/app.js';
import { createTable, joinTable, register, tableView, type Registered } from '../support/skat.js';

const PASS = `mutation($input: ActionInput!) { skatPass(input: $input) { seq replayed } }`;
const CREATE_TOURNAMENT = `mutation($i: CreateTournamentInput!) { createTournament(input: $i) { id name } }`;

function badInput(res: GqlResponse, field: RegExp): void {
  expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  expect(res.errors![0].message).toMatch(field);
}

describe('lone surrogates and bidi overrides', () => {
  const suite = useTestServer();
  let p: Registered[];
  let tableId: string;

  beforeAll(async () => {
    p = [await register(suite.s, 'Ann'), await register(suite.s, 'Ben'), await register(suite.s, 'Cid')];
    tableId = (await createTable(suite.s, p[0].token, { preset: 'STANDARD' })).table.id;
    await joinTable(suite.s, p[1].token, { tableId });
    await joinTable(suite.s, p[2].token, { tableId });
  });

  it('refuses a clientActionId with a lone surrogate, so ids differing only there cannot collide', async () => {
    const view = await tableView(suite.s, tableId, p[0].token);
    const mover = p[view.match.turn as number];
    for (const id of ['move-\ud800', 'move-\udbff', 'move-\udc00x', '\udfff']) {
      badInput(await suite.s.gql(PASS, { input: { tableId, clientActionId: id } }, mover.token), /input\.clientActionId contains a lone surrogate/);
    }
    expect(await tableView(suite.s, tableId, p[0].token)).toEqual(view);
    // A pair is a character (here an emoji): accepted, and the move is made.
    const ok = await suite.s.gql(PASS, { input: { tableId, clientActionId: 'move-\ud83c\udccf' } }, mover.token);
    expect(ok.errors).toBeUndefined();
    expect(ok.data!.skatPass.replayed).toBe(false);
  });

  it('checks tournament names as player names: no bidi override, no lone surrogate, not blank, normalised', async () => {
    for (const name of ['\u202eevil', 'Cup\u2066x\u2069', 'Cup \ud800', '  ', 'a\u200bb']) {
      badInput(await suite.s.gql(CREATE_TOURNAMENT, { i: { name } }, p[0].token), /name/);
    }
    // Player names already refused them; they still do.
    badInput(await suite.s.gql(`mutation($i: RegisterInput!) { register(input: $i) { player { id } } }`, { i: { name: 'Ann\u202e' } }), /name/);
    const t = await suite.s.gql(CREATE_TOURNAMENT, { i: { name: '  Ｃlub   evening ' } }, p[0].token);
    expect(t.errors).toBeUndefined();
    expect(t.data!.createTournament.name).toBe('Club evening');
  });
});
