// Provably fair deals over the API (docs/fair-deals.md): players add entropy when they sit
// down; every seat and a spectator see each deal's commitment from its start (the typed views
// and events, the dealCommitment query) and its seed nowhere until the deal is over; finished
// deals' typed records (`dealRecord { record }`) reveal the seed and verify (verifyDeal query
// and the CLI), a changed card does not.
// A match stored before deal schemes (skat-deal-v1) still loads, plays, rebuilds and replays.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ActionService } from '../../src/actions/action.service.js';
import { run as verifyCli } from '../../src/cli/verify-deal.js';
import { createMatch, dealCommitment, dealSeed, matchCommitment, matchConfig, setNames, type MatchConfig } from '../../src/engine/index.js';
import { splitSheet } from '../../src/tables/snapshot.js';
import { TablesRepository } from '../../src/tables/tables.repository.js';
import { Subscriber, useTestServer } from '../support/app.js';
import { captureCliOnFile } from '../support/cli.js';
import { documentedBlocks, haveTools, runDocumented } from '../support/docs.js';
import { createTable, DEAL_RECORD, FEED, feedEntries, joinTable, register, rng, step, tableView, type Registered } from '../support/skat.js';

const COMMITMENT = `query($id: ID!) { dealCommitment(tableId: $id) { deal scheme commitment entropy seed } }`;
const RECORD = `query($id: ID!, $d: Int!) { dealRecord(tableId: $id, deal: $d) { deal record { ${DEAL_RECORD} } commitment { deal scheme commitment entropy seed } } }`;
const VERIFY = `query($r: String!, $m: String) { verifyDeal(record: $r, matchSeed: $m) { valid scheme commitmentMatches dealMatches resultMatches matchSeedMatches reason } }`;
const MATCH_COMMITMENT = `query($id: ID!) { matchCommitment(tableId: $id) { commitment seed } }`;

describe('provably fair deals over GraphQL', () => {
  const suite = useTestServer();

  it('commitment public from each deal start, seed hidden until its end, records verify, a changed card fails', async () => {
    const s = suite.s;
    const players: Registered[] = [await register(s, 'Alice'), await register(s, 'Bob'), await register(s, 'Carol')];
    const watcher = await register(s, 'Watcher');
    const created = await createTable(s, players[0].token, { preset: 'CLUB', players: 3, rounds: 1, entropy: 'alice-1' });
    const tableId: string = created.table.id;
    // The match seed is committed to before anyone else sits down, and stays secret.
    const matchSeed = (await s.app.get(TablesRepository).find(tableId))!.seed!;
    const committed = (await s.ok<any>(MATCH_COMMITMENT, { id: tableId })).matchCommitment;
    expect(committed).toEqual({ commitment: matchCommitment(matchSeed), seed: null });
    // Subscribed before the start: the feed carries the match start and every deal's opening.
    const viewers = [...players, watcher];
    const clients = viewers.map((p) => s.wsClient(p.token));
    const subs = clients.map((c) => new Subscriber<any>(c, FEED, { tableId }));
    await Promise.all(subs.map((sub) => sub.waitFor((m) => m.length >= 1)));

    // Entropy is checked: only A-Z a-z 0-9 _ -, 1-128 characters.
    const bad = await s.gql(
      `mutation($input: JoinTableInput!) { joinTable(input: $input) { seq } }`,
      { input: { tableId, entropy: 'has space' } },
      players[1].token,
    );
    expect(bad.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect((await s.ok<any>(COMMITMENT, { id: tableId })).dealCommitment).toBeNull();
    await joinTable(s, players[1].token, { tableId, entropy: 'Bob_2' });
    await joinTable(s, players[2].token, { tableId });

    expect((await s.app.get(TablesRepository).find(tableId))!.seed).toBe(matchSeed);
    expect((await s.ok<any>(MATCH_COMMITMENT, { id: tableId })).matchCommitment).toEqual(committed);
    const published = new Map<number, string>();
    /** Every seat and the spectators (signed-in and anonymous) see this deal's commitment and not its seed. */
    const checkViews = async () => {
      const current = (await s.ok<any>(COMMITMENT, { id: tableId })).dealCommitment;
      if (current.seed !== null) return; // the match is over: the last deal shows its seed
      const n: number = current.deal;
      const seed = dealSeed(matchSeed, n);
      expect(current).toEqual({ deal: n, scheme: 'skat-deal-v2', commitment: dealCommitment(seed), entropy: ['alice-1', 'Bob_2', ''], seed: null });
      published.set(n, current.commitment);
      for (const token of [...viewers.map((p) => p.token), undefined]) {
        const v = await tableView(s, tableId, token);
        expect(v.match.deal).toMatchObject({ scheme: 'skat-deal-v2', commitment: current.commitment, entropy: ['alice-1', 'Bob_2', ''], seed: null });
        expect(JSON.stringify(v)).not.toContain(seed);
        expect(JSON.stringify(v)).not.toContain(matchSeed);
      }
      // Asking for the running deal's record is refused, and the refusal does not carry the seed either.
      const refused = await s.gql(RECORD, { id: tableId, d: n }, players[0].token);
      expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
      expect(JSON.stringify(refused)).not.toContain(seed);
    };

    const random = rng(7);
    let steps = 0;
    await checkViews();
    while (await step(s, tableId, players, random)) {
      if (++steps % 5 === 0) await checkViews();
      else if ((await s.ok<any>(COMMITMENT, { id: tableId })).dealCommitment.deal > Math.max(...published.keys())) await checkViews();
      if (steps > 2000) throw new Error('match did not end');
    }
    const final = await tableView(s, tableId, players[0].token);
    expect(final.table.status).toBe('FINISHED');
    const totalDeals: number = final.match.totalDeals;
    expect((await s.ok<any>(MATCH_COMMITMENT, { id: tableId })).matchCommitment).toEqual({ commitment: committed.commitment, seed: matchSeed });
    expect([...published.keys()].sort()).toEqual(Array.from({ length: totalDeals }, (_, i) => i + 1));

    // The feed, for every seat and the spectator: each deal opens with its commitment, and its seed
    // appears only in the entries that end it.
    for (const sub of subs) {
      await sub.waitFor((m) => m.length > 0 && m[m.length - 1].tableEvents.seq === final.seq);
      const entries = feedEntries(sub.messages);
      for (let n = 1; n <= totalDeals; n++) {
        const seed = dealSeed(matchSeed, n);
        const end = entries.findIndex((e) => e.__typename === 'DealRevealed' && e.deal === n);
        expect(end).toBeGreaterThan(0);
        for (const e of entries.slice(0, end)) expect(JSON.stringify(e)).not.toContain(seed);
        // The typed opening events carry the scheme and the commitment; the match start's view its deal's, and no seed.
        const opening = entries.filter((e) => e.deal === n && (e.__typename === 'DealStarted' || e.__typename === 'CardsDealt'));
        if (n > 1) expect(opening).toHaveLength(2);
        for (const e of opening) expect(e).toMatchObject({ scheme: 'skat-deal-v2', commitment: published.get(n) });
        if (n === 1) {
          const started = entries.find((e) => e.__typename === 'MatchStarted')!;
          expect(started.view.deal).toMatchObject({ scheme: 'skat-deal-v2', commitment: published.get(1), seed: null });
        }
        expect(entries[end].seed).toBe(seed);
      }
      sub.close();
    }
    await Promise.all(clients.map((c) => c.dispose()));

    // Every finished deal's typed record reveals its seed and verifies, by the query and by the CLI.
    for (let n = 1; n <= totalDeals; n++) {
      const { dealRecord } = await s.ok<any>(RECORD, { id: tableId, d: n });
      expect(dealRecord.commitment).toEqual({
        deal: n,
        scheme: 'skat-deal-v2',
        commitment: published.get(n),
        entropy: ['alice-1', 'Bob_2', ''],
        seed: dealSeed(matchSeed, n),
      });
      const record = dealRecord.record;
      expect(record).toMatchObject({
        scheme: 'skat-deal-v2',
        commitment: published.get(n),
        entropy: ['alice-1', 'Bob_2', ''],
        seed: dealSeed(matchSeed, n),
        matchCommitment: committed.commitment,
      });
      const verdict = (await s.ok<any>(VERIFY, { r: JSON.stringify(record) })).verifyDeal;
      expect(verdict).toEqual({
        valid: true,
        scheme: 'skat-deal-v2',
        commitmentMatches: true,
        dealMatches: true,
        resultMatches: true,
        matchSeedMatches: null,
        reason: null,
      });
      // With the revealed match seed: each deal's seed comes from the seed committed to at the table's creation.
      expect((await s.ok<any>(VERIFY, { r: JSON.stringify(record), m: matchSeed })).verifyDeal).toMatchObject({ valid: true, matchSeedMatches: true });
      expect((await s.ok<any>(VERIFY, { r: JSON.stringify(record), m: 'f'.repeat(32) })).verifyDeal).toMatchObject({ valid: false, matchSeedMatches: false });
      // The whole response, saved as it came.
      expect((await s.ok<any>(VERIFY, { r: JSON.stringify({ data: { dealRecord } }) })).verifyDeal.valid).toBe(true);
      expect((await captureCliOnFile(verifyCli, [JSON.stringify({ data: { dealRecord } })])).code).toBe(0);
      expect((await captureCliOnFile(verifyCli, [JSON.stringify({ data: { dealRecord } })], ['--match-seed', matchSeed])).code).toBe(0);
    }

    // The documented workflow, as written: curl fetches the typed record, the CLI verifies it.
    if (haveTools('curl', 'jq')) {
      const [block] = documentedBlocks('docs/fair-deals.md', '## Verifying a deal');
      expect(block).toContain('record {');
      expect(block).not.toMatch(/\brawRecord\s*[{}]/); // the debug-only `dealRecord { rawRecord }` is not needed
      const dir = mkdtempSync(join(tmpdir(), 'fair-deal-'));
      try {
        const out = await runDocumented(block.replaceAll('deal.json', join(dir, 'deal.json')), `${s.httpUrl}/graphql`, { T: tableId, D: String(totalDeals) });
        expect(JSON.parse(out.trim().split('\n').pop()!)).toEqual({
          valid: true,
          scheme: 'skat-deal-v2',
          commitmentMatches: true,
          dealMatches: true,
          resultMatches: true,
          matchSeedMatches: null,
          reason: null,
        });
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    } else process.stderr.write('the documented verify-deal walkthrough is skipped: it runs curl and jq, which this machine lacks.\n');

    // One card changed (a card of forehand's hand swapped with the skat): not valid, by both.
    const { dealRecord } = await s.ok<any>(RECORD, { id: tableId, d: 1 });
    const tampered = JSON.parse(JSON.stringify(dealRecord.record));
    [tampered.hands[0][0], tampered.skat[0]] = [tampered.skat[0], tampered.hands[0][0]];
    const verdict = (await s.ok<any>(VERIFY, { r: JSON.stringify(tampered) })).verifyDeal;
    expect(verdict).toMatchObject({ valid: false, commitmentMatches: true, dealMatches: false });
    expect(verdict.reason).toMatch(/hands or the skat/);
    const cli = await captureCliOnFile(verifyCli, [JSON.stringify(tampered)]);
    expect(cli.code).toBe(1);
    expect(JSON.parse(cli.out)).toMatchObject({ valid: false, dealMatches: false });
    // Not JSON: a user error, not a verdict.
    expect((await s.gql(VERIFY, { r: '{ nope' })).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');

    // The log alone still rebuilds the match (the scheme and the entropy live in the stored config).
    const rebuilt = await s.app.get(ActionService).rebuild(tableId);
    expect(rebuilt.state).toEqual((await s.app.get(TablesRepository).find(tableId))!.state);
  });

  it('a match stored before deal schemes (skat-deal-v1) loads, plays to the end, rebuilds from its log, and its records replay', async () => {
    const s = suite.s;
    const players: Registered[] = [await register(s, 'Dora'), await register(s, 'Emil'), await register(s, 'Fritz')];
    const created = await createTable(s, players[0].token, { preset: 'STANDARD', players: 3, rounds: 1 });
    const tableId: string = created.table.id;
    await joinTable(s, players[1].token, { tableId });
    await joinTable(s, players[2].token, { tableId });
    // Rewrite the started table as an older server stored it: a config without `dealing`, the
    // first deal shuffled by skat-deal-v1.
    const base = matchConfig({ preset: 'standard', players: 3, rounds: 1 });
    if (!base.ok) throw new Error(base.error.message);
    const oldConfig: MatchConfig = base.config;
    const old = createMatch(oldConfig, 'stored-before-schemes');
    const { state, sheet } = splitSheet(old, null);
    // Through the app's own connection, so it works on PGlite as on PostgreSQL.
    await s.app
      .get(TablesRepository)
      .manager.query(`UPDATE game_tables SET config = $2::jsonb, seed = $3, state = $4::json, sheet = $5::json WHERE id = $1`, [
        tableId,
        JSON.stringify(oldConfig),
        'stored-before-schemes',
        JSON.stringify(state),
        JSON.stringify(sheet),
      ]);

    const first = await tableView(s, tableId, players[0].token);
    expect(first.match.deal.scheme).toBe('skat-deal-v1');
    expect(first.match.deal.commitment).toBeNull();
    expect(first.hand).toEqual(setNames(old.deal.dealt[0]));
    const random = rng(3);
    let steps = 0;
    while (await step(s, tableId, players, random)) if (++steps > 2000) throw new Error('match did not end');
    const final = await tableView(s, tableId, players[0].token);
    expect(final.table.status).toBe('FINISHED');

    const rebuilt = await s.app.get(ActionService).rebuild(tableId);
    expect(rebuilt.state).toEqual((await s.app.get(TablesRepository).find(tableId))!.state);
    for (let n = 1; n <= final.match.totalDeals; n++) {
      const { dealRecord } = await s.ok<any>(RECORD, { id: tableId, d: n });
      expect(dealRecord.commitment).toMatchObject({ scheme: 'skat-deal-v1', commitment: null, seed: dealSeed('stored-before-schemes', n) });
      expect(dealRecord.record).toMatchObject({ scheme: 'skat-deal-v1', commitment: null });
      const verdict = (await s.ok<any>(VERIFY, { r: JSON.stringify(dealRecord.record) })).verifyDeal;
      expect(verdict).toMatchObject({ valid: false, scheme: 'skat-deal-v1', commitmentMatches: null, dealMatches: true, resultMatches: true });
    }
  });
});
