// tarock-deal-v1: a deal's commitment, deck and seed check out from the table seed, and any
// change to the seed, the cards or the table seed is caught.
import {
  createTarockMatch,
  tarockConfig,
  tarockDealCommitment,
  tarockDealSeed,
  tarockDeck,
  tarockMatchSeed,
  tCardName,
  verifyTarockDeal,
} from '../../../src/engine/tarock/index';

describe('tarock-deal-v1', () => {
  const tableSeed = 'f00dfeed';
  const entropy = ['ann', '', 'bob_1'];
  const cfg = tarockConfig({ preset: 'haferl' });
  if (!cfg.ok) throw new Error('config');
  const m = createTarockMatch(cfg.options, tarockMatchSeed(tableSeed, entropy));
  const deck = tarockDeck(m.deal.seed).map(tCardName);
  const record = {
    deal: 1,
    seed: m.deal.seed,
    commitment: tarockDealCommitment(m.deal.seed),
    hands: [0, 1, 2].map((s) => deck.slice(s * 11, s * 11 + 11)),
    talon: deck.slice(33),
    entropy,
  };

  it('a deal of the match checks out, the table seed included', () => {
    expect(m.deal.seed).toBe(tarockDealSeed(tarockMatchSeed(tableSeed, entropy), 1));
    expect(verifyTarockDeal(record, tableSeed)).toEqual({ commitment: true, deck: true, matchSeed: true });
    expect(verifyTarockDeal(record)).toEqual({ commitment: true, deck: true, matchSeed: null });
  });

  it('catches another seed, swapped cards, other entropy and another table seed', () => {
    expect(verifyTarockDeal({ ...record, seed: `${record.seed.slice(0, -1)}0` }).commitment).toBe(false);
    const swapped = [[...record.hands[0].slice(1), record.talon[0]], record.hands[1], record.hands[2]];
    expect(verifyTarockDeal({ ...record, hands: swapped }).deck).toBe(false);
    expect(verifyTarockDeal({ ...record, entropy: ['ann', 'x', 'bob_1'] }, tableSeed).matchSeed).toBe(false);
    expect(verifyTarockDeal(record, 'f00dfeee').matchSeed).toBe(false);
  });
});
