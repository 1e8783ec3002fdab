// Bock bookkeeping on plain deal results (seeds/000 table rows, seeds/001 section 4).
import { finishDeal, initialBockState, planDeal, triggersOf, type BockState, type DealPlan } from '../../../src/engine/match/bock';
import { PRESETS } from '../../../src/engine/rules';
import type { DealResult, RuleOptions } from '../../../src/engine/types';
import { game, passed, ramsch } from './fixtures';

const club = PRESETS.club.rules;
const pub = PRESETS.pub.rules;

/** Plays a list of results through the bookkeeping; returns each deal's plan. */
function run(rules: RuleOptions, players: 3 | 4, results: DealResult[]): { plans: DealPlan[]; state: BockState } {
  let state = initialBockState();
  const plans: DealPlan[] = [];
  results.forEach((r, i) => {
    const p = planDeal(state);
    plans.push(p.plan);
    state = finishDeal(p.state, p.plan, r, rules, players, i + 1).state;
  });
  return { plans, state };
}

describe('bock triggers (seeds/000 "What starts a Bock round")', () => {
  it('a 60-60 split in a suit game or Grand', () => {
    expect(triggersOf(game({ won: false, declarerPoints: 60, defenderPoints: 60 }), club)).toEqual(['split60']);
    expect(triggersOf(game({ game: 'G', won: false, declarerPoints: 60, defenderPoints: 60 }), club)).toEqual(['split60']);
    expect(triggersOf(game({ game: 'N', won: false, declarerPoints: 60, defenderPoints: 60 }), club)).toEqual([]);
  });
  it('a Grand Hand, won or lost; not a Grand with pick-up', () => {
    expect(triggersOf(game({ game: 'G', hand: true }), club)).toEqual(['grandHand']);
    expect(triggersOf(game({ game: 'G', hand: true, won: false }), club)).toEqual(['grandHand']);
    expect(triggersOf(game({ game: 'G' }), club)).toEqual([]);
  });
  it('with Kontra/Re: a Kontra the defenders lose, any Re', () => {
    expect(triggersOf(game({ kontra: true }), club)).toEqual(['kontraLost']);
    expect(triggersOf(game({ kontra: true, won: false }), club)).toEqual([]);
    expect(triggersOf(game({ kontra: true, re: true, won: false }), club)).toEqual(['re']);
    expect(triggersOf(game({ kontra: true }), { ...club, kontraRe: false })).toEqual([]);
  });
  it('nothing else starts one: an ordinary game, a Ramsch, a passed deal, or no bock option', () => {
    expect(triggersOf(game(), club)).toEqual([]);
    expect(triggersOf(ramsch([60, 60, 0]), club)).toEqual([]);
    expect(triggersOf(passed, club)).toEqual([]);
    expect(triggersOf(game({ game: 'G', hand: true }), PRESETS.standard.rules)).toEqual([]);
  });
  it('several triggers in one deal start a single round', () => {
    const g = game({ game: 'G', hand: true, kontra: true, re: true, declarerPoints: 60, defenderPoints: 60, won: false });
    expect(triggersOf(g, club)).toEqual(['split60', 'grandHand', 're']);
    const { plans } = run(club, 3, [g, game(), game(), game(), game()]);
    expect(plans.map((p) => !!p.bock)).toEqual([false, true, true, true, false]);
  });
});

describe('bock rounds (seeds/000 "Length", "More triggers")', () => {
  it('start with the next deal and last one deal per player: three at three players', () => {
    const { plans } = run(club, 3, [game({ game: 'G', hand: true }), game(), game(), game(), game()]);
    expect(plans.map((p) => p.bock && `${p.bock.index}/${p.bock.of}`)).toEqual([null, '1/3', '2/3', '3/3', null]);
    expect(plans[1].bock).toMatchObject({ round: 1, triggerDeal: 1, triggers: ['grandHand'] });
  });
  it('four at four players', () => {
    const { plans } = run(club, 4, [game({ re: true, kontra: true }), game(), game(), game(), game(), game()]);
    expect(plans.map((p) => !!p.bock)).toEqual([false, true, true, true, true, false]);
  });
  it('a trigger during a round queues another round after the current one', () => {
    const gh = game({ game: 'G', hand: true });
    const { plans } = run(club, 3, [gh, game(), gh, game(), game(), game(), game(), game()]);
    expect(plans.map((p) => p.bock && `${p.bock.round}:${p.bock.index}`)).toEqual([null, '1:1', '1:2', '1:3', '2:1', '2:2', '2:3', null]);
    expect(plans[4].bock).toMatchObject({ triggerDeal: 3 });
  });
  it('a passed-in deal uses up a Bock deal', () => {
    const { plans } = run(club, 3, [game({ game: 'G', hand: true }), passed, passed, game(), game()]);
    expect(plans.map((p) => !!p.bock)).toEqual([false, true, true, true, false]);
  });
  it('bock deals still owed at the end stay in the queue (the match drops them)', () => {
    const { state } = run(club, 3, [game(), game({ game: 'G', hand: true })]);
    expect(state.rounds).toHaveLength(1);
    expect(state.rounds[0].bockLeft).toBe(3);
  });
});

describe('Bock/Ramsch rounds (seeds/001 4)', () => {
  it('4.1 triggers: a lost Kontra, any Re, a declarer losing with 60, a declarer winning with 120', () => {
    expect(triggersOf(game({ kontra: true }), pub)).toEqual(['kontraLost']);
    expect(triggersOf(game({ kontra: true, re: true, won: false }), pub)).toEqual(['re']);
    expect(triggersOf(game({ won: false, declarerPoints: 60, defenderPoints: 60 }), pub)).toEqual(['lostWith60']);
    expect(triggersOf(game({ won: true, declarerPoints: 120, defenderPoints: 0 }), pub)).toEqual(['won120']);
    // A Grand Hand alone is not a trigger here.
    expect(triggersOf(game({ game: 'G', hand: true }), pub)).toEqual([]);
  });
  it('4.2/4.4 three Bock deals, then three Ramsch deals each with a Grand Hand offer', () => {
    const r = ramsch([50, 40, 30]);
    const { plans, state } = run(pub, 3, [game({ kontra: true }), game(), game(), game(), r, r, r, game()]);
    expect(plans.map((p) => p.mode)).toEqual(['normal', 'normal', 'normal', 'normal', 'grandHandOffer', 'grandHandOffer', 'grandHandOffer', 'normal']);
    expect(plans.map((p) => !!p.bock)).toEqual([false, true, true, true, false, false, false, false]);
    expect(state.rounds).toEqual([]);
  });
  it('three Bock deals also at a four-player table', () => {
    const r = ramsch([50, 40, 30]);
    const { plans } = run(pub, 4, [game({ kontra: true }), game(), game(), game(), r, r, r, game()]);
    expect(plans.map((p) => (p.bock ? 'B' : p.ramschRound ? 'R' : '-')).join('')).toBe('-BBBRRR-');
  });
  it('4.4 an accepted Grand Hand adds one more Ramsch deal to the end of the round', () => {
    const r = ramsch([50, 40, 30]);
    const gh = game({ game: 'G', hand: true });
    const { plans } = run(pub, 3, [game({ re: true, kontra: true }), game(), game(), game(), gh, r, r, r, game()]);
    expect(plans.map((p) => (p.bock ? 'B' : p.ramschRound ? 'R' : '-')).join('')).toBe('-BBBRRRR-');
    expect(plans[7].ramschRound).toMatchObject({ index: 4, of: 4 });
  });
  it('4.6 after three Grand Hands in a row the next deal is a forced Ramsch', () => {
    const r = ramsch([50, 40, 30]);
    const gh = game({ game: 'G', hand: true });
    const { plans } = run(pub, 3, [game({ kontra: true }), game(), game(), game(), gh, gh, gh, r, r, r, r]);
    expect(plans.map((p) => p.mode.slice(0, 1)).join('')).toBe('nnnngggrggn');
    expect(plans[7].ramschRound).toMatchObject({ forced: true });
  });
  it('a trigger inside a round queues another round', () => {
    const r = ramsch([50, 40, 30]);
    const { plans } = run(pub, 3, [game({ kontra: true }), game({ kontra: true }), game(), game(), r, r, r, game()]);
    expect(plans.map((p) => (p.bock ? `B${p.bock.round}` : p.ramschRound ? `R${p.ramschRound.round}` : '-')).join('')).toBe('-B1B1B1R1R1R1B2');
  });
});
