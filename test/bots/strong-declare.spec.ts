// The strong bot's game after the pick-up, on deals of the XSkat arena (seed 11) where it mattered.
import { describe, expect, it } from '@jest/globals';
import { applyDeal, createDeal, type DealAction, type DealState, PRESETS } from '../../src/engine/index.js';
import { nextTurn } from '../../src/bots/play.js';
import { mulberry32 } from '../../src/bots/rng.js';
import { StrongStrategy } from '../../src/bots/strong.js';

const rules = PRESETS.tournament.rules;

/** The deal `seed` after `actions`, then the strong bot's discard and game for the seat to act. */
function declareAfter(seed: string, actions: DealAction[]): DealAction {
  let state: DealState = createDeal({ rules, seed });
  for (const a of actions) {
    const r = applyDeal(state, a);
    if (!r.ok) throw new Error(r.error.message);
    state = r.state;
  }
  const strong = new StrongStrategy();
  const rng = mulberry32(1);
  for (;;) {
    const turn = nextTurn(state);
    if (!turn) throw new Error('deal over');
    const action = strong.chooseAction({ view: turn.view, legal: turn.legal, rules, rng });
    if (action.type === 'declare') return action;
    const r = applyDeal(state, action);
    if (!r.ok) throw new Error(r.error.message);
    state = r.state;
  }
}

describe('strong bot after the pick-up', () => {
  it('plays the heuristic suit game, not a Null without chance, when the skat leaves every game hopeless', () => {
    // Deck 331, middlehand: CK SA SK S9 S7 HA HK HQ DJ D7 bid to 20, the skat C9 HT. Every suit game
    // wins in under 15% of the worlds and the Null in none; XSkat's defence beat the Null every time.
    const declared = declareAfter('arena-11-331', [
      { type: 'bid', seat: 1, value: 18 },
      { type: 'hold', seat: 0 },
      { type: 'bid', seat: 1, value: 20 },
      { type: 'pass', seat: 0 },
      { type: 'pass', seat: 2 },
      { type: 'pickUpSkat', seat: 1 },
    ]);
    expect(declared).toMatchObject({ type: 'declare', seat: 1 });
    expect(declared.type === 'declare' && declared.game).not.toBe('N');
  });
});
