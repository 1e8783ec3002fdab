// Player names (issue 16, finding 8): normalised (NFKC, spaces collapsed and trimmed), never
// blank or invisible, and every player shown with a handle (name#suffix from the player id)
// that tells equal and look-alike names apart.
import { useTestServer, type GqlResponse } from '../support/app.js';
import { createTable, joinTable } from '../support/skat.js';

const REGISTER = `mutation($n: String!) { register(input: { name: $n }) { player { id name } apiToken { token } } }`;
const REGISTER_WITH_HANDLE = `mutation($n: String!) { register(input: { name: $n }) { player { id name handle } apiToken { token } } }`;

describe('player names', () => {
  const suite = useTestServer();
  const register = async (n: string, query = REGISTER_WITH_HANDLE) =>
    (await suite.s.ok(query, { n })).register as { player: { id: string; name: string; handle: string }; apiToken: { token: string } };
  const refused = (res: GqlResponse, message: RegExp) => {
    expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(res.errors![0].message).toMatch(message);
  };

  it('refuses blank names, invisible and control characters', async () => {
    for (const n of ['', '   ', '\u3000', '\u00a0\u00a0', '\u200b', '\u200b\u200c', '. -_'])
      refused(await suite.s.gql(REGISTER, { n }), /name must not be blank|name must be longer/);
    for (const n of ['An\u200bn', 'Ann\u2066', 'Ann\u00ad', '\ufeffAnn\u200d']) refused(await suite.s.gql(REGISTER, { n }), /name may contain/);
    for (const n of ['An\u0000n', 'Ann\n', 'Ann\u0085']) refused(await suite.s.gql(REGISTER, { n }), /name contains a control character/);
    refused(await suite.s.gql(REGISTER, { n: 'x'.repeat(41) }), /name must be shorter/);
  });

  it('normalises: a decomposed é is composed, full-width letters fold to ASCII, spaces collapse', async () => {
    const cafe = await register('Cafe\u0301', REGISTER);
    expect(cafe.player.name).toBe('Café');
    expect(cafe.player.name).toHaveLength(4);
    expect((await register('Ｆｕｌｌ', REGISTER)).player.name).toBe('Full');
    expect((await register('  Ann \u00a0  Lee  ', REGISTER)).player.name).toBe('Ann Lee');
    // Names that are already fine are kept as they are.
    expect((await register('Jürgen_Bötz-2.0', REGISTER)).player.name).toBe('Jürgen_Bötz-2.0');
  });

  it('gives equal and look-alike names different, stable handles', async () => {
    const a = await register('Ann');
    const b = await register('Ann');
    const cyrillic = await register('\u0410nn');
    const fullWidth = await register('Ａｎｎ');
    const handles = [a, b, cyrillic, fullWidth].map((r) => r.player.handle);
    for (const h of handles) expect(h).toMatch(/^.+#[0-9a-f]{6}$/);
    expect(new Set(handles).size).toBe(4);
    expect(a.player.handle.startsWith('Ann#')).toBe(true);
    expect(fullWidth.player.name).toBe('Ann');
    expect(cyrillic.player.name).toBe('\u0410nn');
    // The same handle wherever the player is shown: me, and a table's seats.
    expect((await suite.s.ok(`{ me { handle } }`, {}, a.apiToken.token)).me.handle).toBe(a.player.handle);
    const tableId = (await createTable(suite.s, a.apiToken.token, { preset: 'STANDARD' })).table.id;
    await joinTable(suite.s, b.apiToken.token, { tableId });
    const seats = (await suite.s.ok(`query($t: ID!) { table(tableId: $t) { table { seats { player { id handle } } } } }`, { t: tableId })).table.table.seats;
    expect(
      seats
        .filter((s: any) => s.player)
        .map((s: any) => s.player.handle)
        .sort(),
    ).toEqual([a.player.handle, b.player.handle].sort());
  });
});
