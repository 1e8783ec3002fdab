// docs/fair-deals.md as a stranger reads it: a Tarock deal (tarock-deal-v1) recomputed from the
// document alone, with node:crypto and the document's word stream, deck order, shuffle and
// dealing order written out here (no import of the engine's dealing code), against every deal of
// a match played at a server; the match commitments of both games; verifyDeal's account of whose
// entropy went in (a server bot's: none); and a table closed before its end reveals its match seed.
import { createHash } from 'node:crypto';
import { TablesRepository } from '../../src/tables/tables.repository.js';
import { TablesService } from '../../src/tables/tables.service.js';
import { BotRunner } from '../../src/server-bots/bot-runner.service.js';
import { useTestServer } from '../support/app.js';
import { createTable, GAMES_DEAL_RECORD, GAMES_TABLE_FIELDS, GAMES_TABLE_VIEW, register, rng, step, tableView, type Registered } from '../support/skat.js';

const sha256 = (s: string) => createHash('sha256').update(s, 'utf8').digest('hex');
const MATCH_COMMITMENT = `query($id: ID!) { matchCommitment(tableId: $id) { commitment seed } }`;
const ADD_BOTS = `mutation($i: AddBotsInput!) { addBots(input: $i) { seq } }`;
const VERIFY = `query($r: String!, $m: String) { verifyDeal(record: $r, matchSeed: $m) { valid matchSeedMatches entropy { player name entropy given } } }`;

// ---- docs/fair-deals.md, "Bavarian Tarock: tarock-deal-v1", as written there ----
const u32 = (x: number) => x >>> 0;
const imul = (x: number, y: number) => u32(Number((BigInt(u32(x)) * BigInt(u32(y))) & 0xffffffffn));

function cyrb128(s: string): [number, number, number, number] {
  let h1 = 1779033703,
    h2 = 3144134277,
    h3 = 1013904242,
    h4 = 2773480762;
  for (const ch of s) {
    const k = ch.charCodeAt(0);
    h1 = u32(h2 ^ imul(h1 ^ k, 597399067));
    h2 = u32(h3 ^ imul(h2 ^ k, 2869860233));
    h3 = u32(h4 ^ imul(h3 ^ k, 951274213));
    h4 = u32(h1 ^ imul(h4 ^ k, 2716044179));
  }
  h1 = imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 = u32(h1 ^ h2 ^ h3 ^ h4);
  h2 = u32(h2 ^ h1);
  h3 = u32(h3 ^ h1);
  h4 = u32(h4 ^ h1);
  return [h1, h2, h3, h4];
}

function wordStream(s: string): () => number {
  let [a, b, c, d] = cyrb128(s);
  const next = () => {
    let t = u32(a + b);
    a = u32(b ^ (b >>> 9));
    b = u32(c + u32(c << 3));
    c = u32(u32(c << 21) | (c >>> 11));
    d = u32(d + 1);
    t = u32(t + d);
    c = u32(c + t);
    return t;
  };
  for (let i = 0; i < 12; i++) next();
  return next;
}

const DECK = 'EA ET EK EO EU E9 E8 E7 E6 GA GT GK GO GU G9 G8 G7 G6 HA HT HK HO HU H9 H8 H7 H6 SA ST SK SO SU S9 S8 S7 S6'.split(' ');

function tarockDeal(dealSeed: string): { hands: string[][]; talon: string[] } {
  const next = wordStream(`tarock:${dealSeed}`);
  const deck = [...DECK];
  for (let i = 35; i >= 1; i--) {
    const j = Number((BigInt(next()) * BigInt(i + 1)) >> 32n);
    [deck[i], deck[j]] = [deck[j], deck[i]];
  }
  return { hands: [deck.slice(0, 11), deck.slice(11, 22), deck.slice(22, 33)], talon: deck.slice(33, 36) };
}

const tarockMatchSeed = (tableSeed: string, entropy: string[]) => sha256(`tarock-deal-v1:match:${tableSeed}:${entropy.join(',')}`);
const tarockDealSeed = (matchSeed: string, k: number) => sha256(`tarock-match:${matchSeed}:${k}`);
const sortedCards = (cards: string[]) => [...cards].sort();
// ---- end of the document's algorithm ----

describe('docs/fair-deals.md recomputes real deals', () => {
  const suite = useTestServer();

  async function playOut(tableId: string, people: Registered[]): Promise<void> {
    const bots = suite.s.app.get(BotRunner);
    const random = rng(11);
    for (let i = 0; i < 5000; i++) {
      if (await step(suite.s, tableId, people, random)) continue;
      await bots.idle();
      if ((await tableView(suite.s, tableId, people[0].token, GAMES_TABLE_VIEW)).table.status === 'FINISHED') return;
    }
    throw new Error('match did not end');
  }

  it('every Tarock deal of a match, from the table seed, the entropy and the document alone; verifyDeal says whose entropy went in', async () => {
    const ann = await register(suite.s, 'Ann');
    const tableId: string = (
      await createTable(suite.s, ann.token, { game: 'TAROCK', preset: 'TAROCK', players: 3, rounds: 1, entropy: 'ann-7' }, GAMES_TABLE_FIELDS)
    ).table.id;
    const before = (await suite.s.ok<any>(MATCH_COMMITMENT, { id: tableId })).matchCommitment;
    expect(before.seed).toBeNull();
    await suite.s.ok(ADD_BOTS, { i: { tableId, strategy: 'RANDOM' } }, ann.token);
    await playOut(tableId, [ann]);

    const { commitment, seed: tableSeed } = (await suite.s.ok<any>(MATCH_COMMITMENT, { id: tableId })).matchCommitment;
    expect(commitment).toBe(before.commitment);
    expect(sha256(`skat-match-v2:${tableSeed}`)).toBe(commitment);
    const sheet = (await suite.s.ok<any>(`query($id: ID!) { scoreSheet(tableId: $id) { deals { deal } } }`, { id: tableId })).scoreSheet.deals;
    expect(sheet.length).toBeGreaterThan(0);
    for (const { deal } of sheet) {
      const r = (
        await suite.s.ok<any>(
          `query($id: ID!, $d: Int!) { dealRecord(tableId: $id, deal: $d) { record { ${GAMES_DEAL_RECORD} ... on TarockDealRecord { talon } } } }`,
          { id: tableId, d: deal },
        )
      ).dealRecord.record;
      expect(r.scheme).toBe('tarock-deal-v1');
      expect(r.entropy).toEqual(['ann-7', '', '']);
      expect(r.matchCommitment).toBe(commitment);
      const dealSeed = tarockDealSeed(tarockMatchSeed(tableSeed, r.entropy), deal);
      expect(r.seed).toBe(dealSeed);
      expect(r.commitment).toBe(sha256(`tarock-deal-v1:${dealSeed}`));
      const dealt = tarockDeal(dealSeed);
      expect(r.hands).toEqual(dealt.hands); // in the order dealt, as the doc says
      expect(sortedCards(r.talon)).toEqual(sortedCards(dealt.talon));

      // verifyDeal: valid with the table seed, and Ann's entropy the only one that went in.
      const v = (await suite.s.ok<any>(VERIFY, { r: JSON.stringify({ record: r }), m: tableSeed })).verifyDeal;
      expect(v).toMatchObject({ valid: true, matchSeedMatches: true });
      expect(v.entropy.map((e: any) => [e.player, e.entropy, e.given])).toEqual([
        [0, 'ann-7', true],
        [1, '', false],
        [2, '', false],
      ]);
      expect(v.entropy[0].name).toBe('Ann');
    }
  });

  it('a Skat table closed before its end reveals its match seed, and its deal checks against it', async () => {
    const bea = await register(suite.s, 'Bea');
    const tableId: string = (await createTable(suite.s, bea.token, { rounds: 2, entropy: 'bea-1' })).table.id;
    await suite.s.ok(ADD_BOTS, { i: { tableId } }, bea.token);
    const hidden = (await suite.s.ok<any>(MATCH_COMMITMENT, { id: tableId })).matchCommitment;
    expect(hidden.seed).toBeNull();
    const first = (await suite.s.ok<any>(`query($id: ID!) { dealCommitment(tableId: $id) { deal commitment entropy } }`, { id: tableId })).dealCommitment;
    // Bea never moves again: the table is abandoned, and the sweep closes it.
    await new Promise((r) => setTimeout(r, 1100));
    expect(await suite.s.app.get(TablesService).closeAbandoned(tableId, 1)).toBe(true);
    expect((await tableView(suite.s, tableId, bea.token, GAMES_TABLE_VIEW)).table.status).toBe('CLOSED');

    const { commitment, seed } = (await suite.s.ok<any>(MATCH_COMMITMENT, { id: tableId })).matchCommitment;
    expect(commitment).toBe(hidden.commitment);
    expect(seed).toBe((await suite.s.app.get(TablesRepository).find(tableId))!.seed);
    expect(sha256(`skat-match-v2:${seed}`)).toBe(commitment);
    // skat-deal-v2: the revealed seed gives deal 1's committed seed.
    expect(sha256(`skat-deal-v2:${sha256(`skat-match:${seed}:${first.deal}`)}`)).toBe(first.commitment);
  });
});
