// The bidding model: the committed weights load and rank hands sensibly, weighting sampled
// worlds by the bidding moves the cards towards what a bid implies, and the offline pipeline
// (deal, label with the solver, fit, write the weights) runs end to end on a tiny size.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { jest } from '@jest/globals';
import {
  applyDeal,
  type CardSet,
  count,
  createDeal,
  type DealAction,
  type DealState,
  JACKS,
  parseCard,
  PRESETS,
  type Seat,
  viewDeal,
} from '../../src/engine/index';
import { knowledge } from '../../src/bots/knowledge';
import { biddingFacts, biddingWeight } from '../../src/bots/model/inference';
import { BidModel, bidModel } from '../../src/bots/model/model';
import { fitModels, labelDeals, parseRows, pipelineMain } from '../../src/bots/model/pipeline';
import { mulberry32 } from '../../src/bots/rng';
import { sampleWorld, specFromView } from '../../src/bots/sampler';
import { playDeal } from '../../src/bots/play';
import { createArenaStrategy } from '../../src/bots/registry';
import { StrongStrategy } from '../../src/bots/strong';

const set = (...names: string[]): CardSet => names.reduce((m, n) => (m | (1 << (parseCard(n) as number))) >>> 0, 0);

describe('bidding model', () => {
  const model = bidModel();

  it('loads the committed weights for every family and kind', () => {
    expect(Object.keys(model.file.models).sort()).toEqual([
      'grand/after',
      'grand/hand',
      'grand/pickup',
      'null/after',
      'null/hand',
      'null/pickup',
      'suit/after',
      'suit/hand',
      'suit/pickup',
    ]);
    expect(Number(model.file.meta.deals)).toBeGreaterThan(1000);
  });

  it('gives four Jacks with aces a high Grand probability and a junk hand a low one', () => {
    const strong = set('CJ', 'SJ', 'HJ', 'DJ', 'CA', 'CT', 'SA', 'ST', 'HA', 'DA');
    const junk = set('C8', 'C7', 'S9', 'S8', 'HK', 'H8', 'DQ', 'D9', 'D8', 'D7');
    for (const kind of ['hand', 'pickup'] as const) {
      expect(model.p('G', kind, strong, 0)).toBeGreaterThan(0.9);
      expect(model.p('G', kind, junk, 0)).toBeLessThan(0.05);
      expect(model.p('C', kind, junk, 0)).toBeLessThan(0.1);
    }
    expect(model.bidLimit(strong, 0, 0.45)).toBeGreaterThanOrEqual(120);
    expect(model.bidLimit(junk, 0, 0.45)).toBe(0);
  });

  it('likes low cards for Null and long trumps for a suit game', () => {
    const nullHand = set('C7', 'C8', 'C9', 'S7', 'S8', 'H7', 'H9', 'HJ', 'D7', 'D9');
    const highCards = set('CA', 'CK', 'SA', 'ST', 'HA', 'HK', 'DA', 'DT', 'DK', 'DQ');
    expect(model.p('N', 'hand', nullHand, 1)).toBeGreaterThan(0.6);
    expect(model.p('N', 'hand', highCards, 1)).toBeLessThan(0.05);
    const clubs = set('CJ', 'SJ', 'CA', 'CT', 'CK', 'CQ', 'C9', 'SA', 'HA', 'D7');
    expect(model.p('C', 'pickup', clubs, 0)).toBeGreaterThan(0.8);
    expect(model.p('H', 'pickup', clubs, 0)).toBeLessThan(model.p('C', 'pickup', clubs, 0) - 0.2);
  });
});

describe('inference from the bidding', () => {
  // Rearhand holds no Jack: the four Jacks lie with forehand, middlehand or in the skat.
  const deck = [
    'CJ',
    'C9',
    'C8',
    'S7',
    'S8',
    'H7',
    'D7',
    'D8',
    'D9',
    'C7',
    'SJ',
    'HJ',
    'DJ',
    'CA',
    'CT',
    'SA',
    'ST',
    'CK',
    'SK',
    'SQ',
    'HA',
    'HT',
    'HK',
    'HQ',
    'H9',
    'H8',
    'DA',
    'DT',
    'DK',
    'DQ',
    'CQ',
    'S9',
  ];
  const act = (s: DealState, a: DealAction): DealState => {
    const r = applyDeal(s, a);
    if (!r.ok) throw new Error(r.error.message);
    return r.state;
  };
  // Middlehand bids 33, forehand passes, rearhand passes: middlehand plays, rearhand looks on.
  let state = createDeal({ rules: PRESETS.standard.rules, seed: 'inference', deck });
  state = act(state, { type: 'bid', value: 33, seat: 1 });
  state = act(state, { type: 'pass', seat: 0 });
  state = act(state, { type: 'pass', seat: 2 });
  const view = viewDeal(state, 2);
  const k = knowledge(view);

  /** Mean Jacks per seat over n worlds drawn from the view, weighted by the model or not. */
  const meanJacks = (weighted: boolean, n = 400): [number, number] => {
    const base = { ...specFromView(view, k), plausible: undefined };
    const spec = weighted ? { ...base, weight: biddingWeight(view, k, bidModel(), 0.45) } : base;
    const rng = mulberry32(7);
    const total = [0, 0];
    for (let i = 0; i < n; i++) {
      const w = sampleWorld(spec, rng);
      total[0] += count(w.hands[0] & JACKS);
      total[1] += count(w.hands[1] & JACKS);
    }
    return [total[0] / n, total[1] / n];
  };

  it('reads what each seat said and refused', () => {
    expect(biddingFacts(view)).toEqual({ said: [0, 33, 0], refused: [33, 0, 35] });
  });

  it('makes the Jacks a bid to 33 implies more likely with the bidder, less with the passer', () => {
    const [plain0, plain1] = meanJacks(false);
    const [w0, w1] = meanJacks(true);
    // Uniform: 4 Jacks over 22 unseen cards, 10 of them middlehand's (1.82 expected).
    expect(plain1).toBeGreaterThan(1.6);
    expect(plain1).toBeLessThan(2.05);
    expect(w1).toBeGreaterThan(plain1 + 0.3);
    expect(w0).toBeLessThan(plain0 - 0.1);
  });

  it('keeps every world a weight above zero (the bidding never rules cards out)', () => {
    const weight = biddingWeight(view, k, bidModel(), 0.45);
    const spec = { ...specFromView(view, k), plausible: undefined };
    const rng = mulberry32(3);
    for (let i = 0; i < 50; i++) {
      const x = weight(sampleWorld(spec, rng));
      expect(x).toBeGreaterThan(0);
      expect(x).toBeLessThanOrEqual(1);
    }
  });
});

describe('strong bot with the model', () => {
  it('bids, declares and plays whole deals without falling back to the heuristic', () => {
    const write = jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
    try {
      const strong = new StrongStrategy({ budgetMs: 15, maxWorlds: 6, ttBits: 16, bidModel: true, modelInference: true });
      const v1 = createArenaStrategy('strong-v1', { budgetMs: 15, maxWorlds: 6, ttBits: 16 });
      let games = 0;
      for (let d = 0; d < 6; d++) {
        const played = playDeal({ rules: PRESETS.standard.rules, seed: `model-${d}`, strategies: [strong, v1, strong], rngSeed: d });
        if (played.result.kind === 'game') games++;
      }
      expect(games).toBeGreaterThan(0);
      expect(write.mock.calls.map((c) => String(c[0])).filter((m) => m.includes('fell back'))).toEqual([]);
    } finally {
      write.mockRestore();
    }
  }, 120_000);
});

describe('offline pipeline', () => {
  it('labels deals reproducibly from a seed', () => {
    const a = [...labelDeals(11, 1)];
    const b = [...labelDeals(11, 1)];
    expect(a.length).toBe(36); // 3 seats x 6 games x Hand / pick-up
    expect(b).toEqual(a);
    expect(new Set(a.map((r) => r.seat))).toEqual(new Set<Seat>([0, 1, 2]));
    // The pick-up rows put away two of the twelve cards.
    for (const r of a.filter((x) => x.kind === 'pickup')) expect(count(r.discard & (r.hand | r.skat))).toBe(2);
  }, 180_000);

  it('runs data and fit from one command and writes weights the bot can load', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bidding-'));
    const out = join(dir, 'rows.csv');
    const weights = join(dir, 'weights.ts');
    await expect(pipelineMain(['--seed', '5', '--deals', '2', '--out', out, '--weights', weights, '--quiet'])).resolves.toBe(0);
    const rows = parseRows(readFileSync(out, 'utf8'));
    expect(rows.length).toBe(2 * 36);
    const text = readFileSync(weights, 'utf8');
    expect(text).toContain('export const WEIGHTS: ModelFile =');
    const file = JSON.parse(text.slice(text.indexOf('= {') + 2, text.lastIndexOf('}') + 1));
    expect(file).toEqual(fitModels(rows, file.meta));
    const fitted = new BidModel(file);
    const p = fitted.p('S', 'pickup', set('CJ', 'SJ', 'SA', 'ST', 'SK', 'S9', 'CA', 'HA', 'D7', 'D8'), 0);
    expect(p).toBeGreaterThan(0);
    expect(p).toBeLessThan(1);
  }, 180_000);
});
