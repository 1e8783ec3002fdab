// Provably fair deals (src/engine/deal/fair.ts, docs/fair-deals.md): the hash primitives
// against published vectors, the skat-deal-v2 deck against an independent implementation of
// the documented scheme (node:crypto), the commitment public and the seed secret until each
// deal ends for every seat and spectator, and verification of deal records.
import { createHash, createHmac } from 'node:crypto';
import {
  DEAL_SCHEME_V1,
  DEAL_SCHEME_V2,
  applyDeal,
  applyMatch,
  cardName,
  createDeal,
  createMatch,
  dealCommitment,
  dealRecordJson,
  dealSeed,
  fairDeck,
  finishedDeal,
  hmacSha256,
  legalDealActions,
  legalMatchActions,
  matchCommitment,
  matchStartEvents,
  playRandomMatch,
  randomLegalAction,
  redactMatchEvent,
  seededRandom,
  sha256Hex,
  verifyDealRecord,
  viewMatch,
  type DealAction,
  type DealRecordJson,
  type DealState,
  type MatchConfig,
  type MatchEvent,
  type MatchState,
  type MatchViewer,
} from '../../src/engine/index';
import { chooseRandomAction } from '../../src/engine/match/random';
import { clientRecord } from '../support/typed-record';
import { configOf } from './match/helpers';

const hex = (b: ArrayLike<number>) => Buffer.from(Uint8Array.from(b)).toString('hex');
const bytes = (s: string) => [...Buffer.from(s, 'utf8')];

describe('SHA-256 and HMAC-SHA256', () => {
  it('SHA-256 gives the FIPS 180 example digests', () => {
    expect(sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(sha256Hex('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq')).toBe('248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1');
    expect(sha256Hex('abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu')).toBe(
      'cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1',
    );
  });

  it('SHA-256 agrees with node:crypto on every length around the block boundaries and on non-ASCII text', () => {
    for (let n = 0; n < 200; n++) {
      const s = 'x'.repeat(n);
      expect(sha256Hex(s)).toBe(createHash('sha256').update(s).digest('hex'));
    }
    expect(sha256Hex('Grand Hand, Kreuz-Bube: Schneider – 🂡')).toBe(createHash('sha256').update('Grand Hand, Kreuz-Bube: Schneider – 🂡').digest('hex'));
  });

  // RFC 4231 section 4 (test case 5 truncates the output, so it is not listed).
  const fill = (n: number, b: number) => new Array<number>(n).fill(b);
  const RFC4231: [string, number[], number[], string][] = [
    ['1', fill(20, 0x0b), bytes('Hi There'), 'b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7'],
    ['2', bytes('Jefe'), bytes('what do ya want for nothing?'), '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843'],
    ['3', fill(20, 0xaa), fill(50, 0xdd), '773ea91e36800e46854db8ebd09181a72959098b3ef8c122d9635514ced565fe'],
    ['4', Array.from({ length: 25 }, (_, i) => i + 1), fill(50, 0xcd), '82558a389a443c0ea4cc819899f2083a85f0faa3e578f8077a2e3ff46729665b'],
    ['6', fill(131, 0xaa), bytes('Test Using Larger Than Block-Size Key - Hash Key First'), '60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54'],
    [
      '7',
      fill(131, 0xaa),
      bytes(
        'This is a test using a larger than block-size key and a larger than block-size data. The key needs to be hashed before being used by the HMAC algorithm.',
      ),
      '9b09ffa71b942fcb27635fbcd5b0e944bfdc63644f0713938a7f51535c3a35e2',
    ],
  ];
  it.each(RFC4231)('HMAC-SHA256 gives RFC 4231 test case %s', (_n, key, data, mac) => {
    expect(hex(hmacSha256(key, data))).toBe(mac);
  });
});

/** skat-deal-v2 as docs/fair-deals.md describes it, on node:crypto: what an outsider would write. */
function outsiderDeck(seed: string, entropy: string[]): string[] {
  const names = Array.from({ length: 32 }, (_, c) => cardName(c));
  const words: number[] = [];
  let counter = 0;
  const word = () => {
    if (words.length === 0) {
      const block = createHmac('sha256', Buffer.from(seed, 'utf8'))
        .update(`skat-deal-v2:${entropy.join(',')}:${counter++}`, 'utf8')
        .digest();
      for (let i = 0; i < 32; i += 4) words.push(block.readUInt32BE(i));
    }
    return words.shift()!;
  };
  for (let i = 31; i > 0; i--) {
    const n = i + 1;
    const limit = Math.floor(2 ** 32 / n) * n;
    let w = word();
    while (w >= limit) w = word();
    const j = w % n;
    [names[i], names[j]] = [names[j], names[i]];
  }
  return names;
}

describe('the skat-deal-v2 deck', () => {
  it('is the documented function of the seed and the entropy (an independent implementation agrees)', () => {
    for (let i = 0; i < 50; i++) {
      const seed = sha256Hex(`s${i}`);
      const entropy = i % 3 === 0 ? [] : [`p${i}`, '', `x-${i}_Y`].slice(0, 1 + (i % 3));
      expect(fairDeck(seed, entropy).map(cardName)).toEqual(outsiderDeck(seed, entropy));
    }
  });

  it('is pinned: the same seed and entropy deal the same cards on every platform and in every version', () => {
    expect(fairDeck('seed', ['alice', '', 'bob']).map(cardName).join(' ')).toBe(outsiderDeck('seed', ['alice', '', 'bob']).join(' '));
    expect(fairDeck('seed', ['alice', '', 'bob']).map(cardName).join(' ')).toBe(
      'HQ DA ST DQ HK S9 C8 HA HT C7 SQ SK C9 S7 DJ SA D7 CJ H7 S8 CA CK H9 CT DK HJ D8 H8 DT SJ CQ D9',
    );
  });

  it('every entropy changes the deck; every deck is a permutation of the 32 cards', () => {
    const base = fairDeck('seed', ['a', 'b', 'c']);
    expect(new Set(base).size).toBe(32);
    expect(fairDeck('seed', ['a', 'b', 'd'])).not.toEqual(base);
    expect(fairDeck('seed', ['a', 'b', ''])).not.toEqual(base);
    expect(fairDeck('seed2', ['a', 'b', 'c'])).not.toEqual(base);
  });

  it('createDeal deals it and commits to the seed; without a scheme it keeps the old shuffle', () => {
    const rules = configOf({ preset: 'standard' }).rules;
    const v2 = createDeal({ rules, seed: 'abc', scheme: DEAL_SCHEME_V2, entropy: ['x', 'y', ''] });
    expect(v2.scheme).toBe(DEAL_SCHEME_V2);
    expect(v2.commitment).toBe(sha256Hex('skat-deal-v2:abc'));
    expect(v2.commitment).toBe(dealCommitment('abc'));
    const deck = fairDeck('abc', ['x', 'y', '']);
    // The record gives each hand in the order dealt: the deck read off it.
    expect(dealRecordJson(v2).hands).toEqual([0, 1, 2].map((s) => deck.slice(s * 10, s * 10 + 10).map(cardName)));
    // A deck given from elsewhere (an ISS record) has no order to recompute: sorted, as the sets they are.
    const given = createDeal({ rules, seed: 'abc', deck: deck.map(cardName) });
    expect(dealRecordJson(given).hands[0]).toEqual(
      deck
        .slice(0, 10)
        .sort((a, b) => a - b)
        .map(cardName),
    );
    const v1 = createDeal({ rules, seed: 'abc' });
    expect(v1.scheme).toBeUndefined();
    expect(v1.commitment).toBeUndefined();
    expect(dealRecordJson(v1).scheme).toBe(DEAL_SCHEME_V1);
    expect(() => createDeal({ rules, seed: 'abc', scheme: DEAL_SCHEME_V2, entropy: ['a,b'] })).toThrow(/entropy/);
  });
});

const FAIR: MatchConfig = {
  ...configOf({ preset: 'pub', players: 4, rounds: 1, kontraRe: true }),
  dealing: { scheme: 'skat-deal-v2', entropy: ['alice', '', 'bob-2', 'C_3'] },
};
const VIEWERS: MatchViewer[] = [0, 1, 2, 3, 'spectator'];

describe('a skat-deal-v2 match', () => {
  it('shows every seat and spectator the commitment from the deal start, and the seed to none of them before the deal ends', () => {
    for (const matchSeed of ['m1', 'm2', 'm3']) {
      const next = seededRandom(`players:${matchSeed}`);
      let state: MatchState = createMatch(FAIR, matchSeed);
      let events: MatchEvent[] = matchStartEvents(state);
      let checkedDeals = 0;
      while (!state.over) {
        const n = state.dealNumber;
        const seed = dealSeed(matchSeed, n);
        const commitment = dealCommitment(seed);
        expect(state.deal.commitment).toBe(commitment);
        for (const v of VIEWERS) {
          const view = viewMatch(state, v);
          expect(view.deal.commitment).toBe(commitment);
          expect(view.deal.scheme).toBe(DEAL_SCHEME_V2);
          expect(view.deal.entropy).toEqual(['alice', '', 'bob-2', 'C_3']);
          expect(JSON.stringify(view)).not.toContain(seed);
          expect(view.seed).toBeNull();
          for (const e of events) {
            const seen = JSON.stringify(redactMatchEvent(e, v));
            // Only the events that end this deal may carry its seed.
            const ends = (e.type === 'deal' && e.event.type === 'dealEnded') || e.type === 'dealScored';
            if (!ends) expect(seen).not.toContain(seed);
          }
        }
        // The deal's opening events carry the commitment, for every viewer.
        const opening = events.filter((e) => (e.type === 'dealStarted' && e.deal === n) || (e.type === 'deal' && e.deal === n && e.event.type === 'dealt'));
        if (state.deal.log.length === 0) {
          expect(opening).toHaveLength(2);
          for (const v of VIEWERS) for (const e of opening) expect(JSON.stringify(redactMatchEvent(e, v))).toContain(commitment);
          checkedDeals++;
        }
        const r = applyMatch(state, chooseRandomAction(legalMatchActions(state), next));
        if (!r.ok) throw new Error(r.error.message);
        events = r.events;
        state = r.state;
        const ended = events.find((e) => e.type === 'deal' && e.event.type === 'dealEnded');
        if (ended) expect(JSON.stringify(redactMatchEvent(ended, 'spectator'))).toContain(seed);
      }
      expect(checkedDeals).toBe(state.totalDeals);
    }
  });

  it("a finished deal's record reveals seed, scheme, entropy and commitment, and verifies", () => {
    const m = playRandomMatch(FAIR, 'v1');
    const kinds = new Set<string>();
    for (let n = 1; n <= m.state.totalDeals; n++) {
      const deal = finishedDeal(FAIR, 'v1', m.actions, n)!;
      const record = dealRecordJson(deal);
      expect(record).toMatchObject({
        scheme: DEAL_SCHEME_V2,
        seed: dealSeed('v1', n),
        commitment: dealCommitment(dealSeed('v1', n)),
        entropy: FAIR.dealing!.entropy,
      });
      expect(verifyDealRecord(record)).toEqual({
        valid: true,
        scheme: DEAL_SCHEME_V2,
        commitmentMatches: true,
        dealMatches: true,
        resultMatches: true,
        matchSeedMatches: null,
        reason: null,
      });
      // As the API serves it (inside `rawRecord`, possibly a string) and as a whole GraphQL response.
      expect(verifyDealRecord({ rawRecord: JSON.stringify(record) }).valid).toBe(true);
      expect(verifyDealRecord(JSON.stringify({ data: { dealRecord: { deal: n, rawRecord: record } } })).valid).toBe(true);
      // As a client gets it typed (dealRecord { record }), with move types of either convention
      // (records saved before ActionType was SCREAMING_CASE), alone, as { record } and as the whole response.
      for (const names of ['camel', 'screaming'] as const) {
        const typed = clientRecord(record, names);
        expect(verifyDealRecord(typed)).toEqual({
          valid: true,
          scheme: DEAL_SCHEME_V2,
          commitmentMatches: true,
          dealMatches: true,
          resultMatches: true,
          matchSeedMatches: null,
          reason: null,
        });
        expect(verifyDealRecord({ record: typed }).valid).toBe(true);
        expect(verifyDealRecord(JSON.stringify({ data: { dealRecord: { deal: n, record: typed } } })).valid).toBe(true);
      }
      kinds.add(String(clientRecord(record).result.kind));
    }
    expect(kinds).toContain('GAME');
  });

  it('the typed record of a Ramsch and of a passed-in deal verifies (its result has no game, or no Ramsch)', () => {
    const play = (deal: DealState, choose: (s: DealState) => DealAction): DealState => {
      while (deal.phase !== 'over') {
        const r = applyDeal(deal, choose(deal));
        if (!r.ok) throw new Error(r.error.message);
        deal = r.state;
      }
      return deal;
    };
    const next = seededRandom('typed');
    const rules = FAIR.rules;
    const ramsch = play(createDeal({ rules, seed: 'r', mode: 'ramsch', scheme: DEAL_SCHEME_V2, entropy: ['a', ''] }), (s) => randomLegalAction(s, next)!);
    const passed = play(createDeal({ rules: { ...rules, ramsch: false }, seed: 'p', scheme: DEAL_SCHEME_V2, entropy: [] }), (s) =>
      legalDealActions(s).find((a) => a.type === 'pass')!,
    );
    for (const [deal, kind] of [
      [ramsch, 'RAMSCH'],
      [passed, 'PASSED'],
    ] as const) {
      const typed = clientRecord(dealRecordJson(deal), 'screaming');
      expect(typed.result.kind).toBe(kind);
      expect(verifyDealRecord(typed)).toMatchObject({ valid: true, reason: null });
    }
  });
});

describe('verifyDealRecord', () => {
  it("with the match seed: checks it against the record's match commitment and the deal's seed against it", () => {
    const m = playRandomMatch(FAIR, 'match-seed');
    const record = { deal: 2, matchCommitment: matchCommitment('match-seed'), ...dealRecordJson(finishedDeal(FAIR, 'match-seed', m.actions, 2)!) };
    expect(matchCommitment('match-seed')).toBe(sha256Hex('skat-match-v2:match-seed'));
    expect(verifyDealRecord(record, { matchSeed: 'match-seed' })).toMatchObject({ valid: true, matchSeedMatches: true });
    expect(verifyDealRecord(record, { matchSeed: 'another' })).toMatchObject({ valid: false, matchSeedMatches: false, dealMatches: true, resultMatches: true });
    expect(verifyDealRecord({ ...record, deal: 1 }, { matchSeed: 'match-seed' })).toMatchObject({ valid: false, matchSeedMatches: false });
    expect(verifyDealRecord({ ...record, matchCommitment: null }, { matchSeed: 'match-seed' })).toMatchObject({ valid: false, matchSeedMatches: false });
  });

  const m = playRandomMatch(FAIR, 'tamper');
  const record = (): DealRecordJson => JSON.parse(JSON.stringify(dealRecordJson(finishedDeal(FAIR, 'tamper', m.actions, 2)!))) as DealRecordJson;

  it('fails a record with one card changed in a hand', () => {
    const r = record();
    const other = r.hands[1][0];
    r.hands[0][0] = other; // now a card twice, the original one missing
    expect(verifyDealRecord(r)).toMatchObject({ valid: false, commitmentMatches: true, dealMatches: false });
    const swapped = record();
    [swapped.hands[0][0], swapped.skat[0]] = [swapped.skat[0], swapped.hands[0][0]];
    expect(verifyDealRecord(swapped)).toMatchObject({ valid: false, dealMatches: false, reason: expect.stringMatching(/hands or the skat/) });
  });

  it('fails a record with a changed seed, commitment, entropy, move or result', () => {
    const seed = record();
    seed.seed = sha256Hex('another seed');
    expect(verifyDealRecord(seed)).toMatchObject({ valid: false, commitmentMatches: false });
    const commitment = record();
    commitment.commitment = sha256Hex('x');
    expect(verifyDealRecord(commitment)).toMatchObject({ valid: false, commitmentMatches: false, dealMatches: true, resultMatches: true });
    const entropy = record();
    entropy.entropy = ['mallory', '', 'bob-2', 'C_3'];
    expect(verifyDealRecord(entropy)).toMatchObject({ valid: false, commitmentMatches: true, dealMatches: false });
    const trick = record();
    if (trick.tricks.length > 0) {
      trick.tricks[0].cards.reverse();
      expect(verifyDealRecord(trick)).toMatchObject({ valid: false, dealMatches: true, resultMatches: false });
    }
    const result = record();
    result.result = null;
    expect(verifyDealRecord(result)).toMatchObject({ valid: false, resultMatches: false, reason: expect.stringMatching(/result/) });
    const moves = record();
    moves.moves = moves.moves.slice(0, -1);
    expect(verifyDealRecord(moves)).toMatchObject({ valid: false, resultMatches: false });
  });

  it('the typed record as a client gets it: checks the match seed; one card, the result or the moves changed fails', () => {
    const typed = () => clientRecord({ deal: 2, matchCommitment: matchCommitment('tamper'), ...record() }, 'screaming');
    expect(verifyDealRecord(typed(), { matchSeed: 'tamper' })).toMatchObject({ valid: true, matchSeedMatches: true });
    expect(verifyDealRecord(typed(), { matchSeed: 'another' })).toMatchObject({ valid: false, matchSeedMatches: false });
    const card = typed();
    [card.hands[0][0], card.skat[0]] = [card.skat[0], card.hands[0][0]];
    expect(verifyDealRecord(card)).toMatchObject({
      valid: false,
      commitmentMatches: true,
      dealMatches: false,
      reason: expect.stringMatching(/hands or the skat/),
    });
    const kind = typed();
    kind.result.kind = kind.result.kind === 'PASSED' ? 'RAMSCH' : 'PASSED';
    expect(verifyDealRecord(kind)).toMatchObject({ valid: false, dealMatches: true, resultMatches: false, reason: expect.stringMatching(/result/) });
    const moves = typed();
    moves.moves = moves.moves.slice(0, -1);
    expect(verifyDealRecord(moves)).toMatchObject({ valid: false, resultMatches: false });
  });

  it('a skat-deal-v1 record replays but is not valid: nothing was committed', () => {
    const config = configOf({ preset: 'standard', rounds: 1 });
    const old = playRandomMatch(config, 'old');
    const r = dealRecordJson(finishedDeal(config, 'old', old.actions, 1)!);
    expect(r.scheme).toBe(DEAL_SCHEME_V1);
    expect(verifyDealRecord(r)).toMatchObject({
      valid: false,
      commitmentMatches: null,
      dealMatches: true,
      resultMatches: true,
      reason: expect.stringMatching(/no commitment/),
    });
  });

  it('answers garbage with a reason, never a throw', () => {
    for (const bad of [
      null,
      42,
      'not json',
      [],
      {},
      { seed: 'x' },
      { seed: 'x', scheme: 'skat-deal-v9' },
      { ...record(), rules: 7 },
      { ...record(), moves: [null, 3] },
    ]) {
      const v = verifyDealRecord(bad);
      expect(v.valid).toBe(false);
      expect(typeof v.reason).toBe('string');
    }
  });
});
