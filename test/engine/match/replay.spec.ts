// A match rebuilt from its log (replayMatch) and one finished deal read back from it
// (finishedDeal), checked against the events and score sheet of the match as it was played.
import { applyDeal, createDeal, finishedDeal, playRandomMatch, replayMatch, setNames } from '../../../src/engine/index';
import type { DealState, MatchAction, MatchConfig } from '../../../src/engine/index';
import { configOf } from './helpers';

/** Every action of the deal's own log, replayed from a fresh deal: the state it must come back to. */
function replayDeal(deal: DealState): DealState {
  let s = createDeal({ rules: deal.rules, seed: deal.seed, mode: deal.mode });
  for (const a of deal.log) {
    const r = applyDeal(s, a);
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
  }
  return s;
}

const TABLES: [string, MatchConfig][] = [
  ['standard, 3 players', configOf({ preset: 'standard', players: 3, rounds: 2 })],
  ['pub, 4 players (Bock, Ramsch, Grand Hand offers)', configOf({ preset: 'pub', players: 4, rounds: 2 })],
  ['club with Kontra and tips', configOf({ preset: 'club', rounds: 2, kontraRe: true, tips: true })],
];

describe.each(TABLES)('finishedDeal at a %s table', (_name, config) => {
  const seeds = ['r1', 'r2', 'r3', 'r4', 'r5'];
  it('returns each deal as it ended: its result, cards and seed as the match published them', () => {
    for (const seed of seeds) {
      const m = playRandomMatch(config, seed, { keepEvents: true });
      const ended = m.events.flatMap((e) => (e.type === 'deal' && e.event.type === 'dealEnded' ? [{ deal: e.deal, event: e.event }] : []));
      expect(ended).toHaveLength(m.state.totalDeals);
      for (const { deal: n, event } of ended) {
        const deal = finishedDeal(config, seed, m.actions, n);
        expect(deal).not.toBeNull();
        expect(deal!.phase).toBe('over');
        expect(deal!.seed).toBe(event.seed);
        expect(deal!.seed).toBe(m.state.sheet[n - 1].seed);
        expect(deal!.result).toEqual(event.result);
        expect(deal!.dealt.map((h) => setNames(h))).toEqual(event.dealt);
        expect(setNames(deal!.skat)).toEqual(event.skat);
        expect(replayDeal(deal!)).toEqual(deal);
      }
    }
  });
});

describe('finishedDeal without a finished deal', () => {
  const config = configOf({ preset: 'standard', rounds: 1 });
  const m = playRandomMatch(config, 'short');
  it('is null for a deal the log does not reach or does not finish', () => {
    expect(finishedDeal(config, 'short', m.actions, 4)).toBeNull();
    expect(finishedDeal(config, 'short', m.actions, 0)).toBeNull();
    const lastDealStart = m.actions.length - m.state.deal.log.length;
    expect(finishedDeal(config, 'short', m.actions.slice(0, -1), 3)).toBeNull();
    expect(finishedDeal(config, 'short', m.actions.slice(0, lastDealStart), 3)).toBeNull();
    expect(finishedDeal(config, 'short', m.actions, 3)).toEqual(m.state.deal);
  });
  it('is null when the log refuses an action before the deal ends', () => {
    const bad: MatchAction[] = [{ type: 'play', player: 0, card: 'CJ' }, ...m.actions];
    expect(finishedDeal(config, 'short', bad, 1)).toBeNull();
  });
});

describe('replayMatch', () => {
  const config = configOf({ preset: 'pub', players: 4, rounds: 1 });
  it('rebuilds the played match from its seed and actions', () => {
    const m = playRandomMatch(config, 'replay');
    expect(replayMatch(config, 'replay', m.actions)).toEqual({ ok: true, state: m.state });
  });
  it('stops at the first refused action and names it', () => {
    const m = playRandomMatch(config, 'replay');
    const actions = [...m.actions.slice(0, 5), { type: 'concede', player: 0 } as MatchAction, ...m.actions.slice(5)];
    expect(replayMatch(config, 'replay', actions)).toEqual({ ok: false, index: 5, error: { code: 'WRONG_PHASE', message: expect.any(String) } });
  });
});
