// Bock bookkeeping for a match: which deals are Bock deals, which are the Ramsch deals of a
// Bock/Ramsch round, and what a finished deal triggers. Pure functions on plain JSON.
//
// Two alternatives (RULES.md 7, never both on one table):
// - `bock` (seeds/000): a round is one Bock deal per player at the table.
// - `bockRamschRounds` (seeds/001 section 4): a round is 3 Bock deals then 3 Ramsch deals,
//   each Ramsch deal preceded by a Grand Hand offer; an accepted Grand Hand adds one more
//   Ramsch deal to the end of the round; after three Grand Hands in a row the next deal is a
//   forced Ramsch (no offer).
// In both, rounds queue: a trigger while a round is running adds a round after it (seeds/001
// is silent on this; we queue it the same way as seeds/000 says for Bock rounds). The deals of
// a round are ordinary deals of the match: they do not lengthen it, and whatever a round still
// owes when the match's last deal is over is dropped.
import type { DealResult, RuleOptions } from '../types';

/** Why a deal started a round. */
export type BockTrigger =
  /** `bock`: declarer and defenders on 60 each in a suit game or Grand. */
  | 'split60'
  /** `bock`: a Grand Hand (Grand Ouvert included, it is always Hand), won or lost. */
  | 'grandHand'
  /** both: Kontra said and the defenders lost. */
  | 'kontraLost'
  /** both: any Re. */
  | 're'
  /** `bockRamschRounds`: the declarer lost with exactly 60 card points. */
  | 'lostWith60'
  /** `bockRamschRounds`: the declarer won with all 120 card points. */
  | 'won120';

export interface BockRound {
  /** 1-based number of the round within the match. */
  id: number;
  kind: 'bock' | 'bockRamsch';
  /** The deal whose result started this round. */
  triggerDeal: number;
  triggers: BockTrigger[];
  bockTotal: number;
  bockLeft: number;
  /** Ramsch deals (each with a Grand Hand offer) still owed; 0 for `bock`. */
  ramschLeft: number;
  /** Ramsch deals added by accepted Grand Hands. */
  extraRamsch: number;
  ramschPlayed: number;
}

export interface BockState {
  /** Queue of rounds; the head is the running one. */
  rounds: BockRound[];
  nextId: number;
  /** Grand Hands accepted from an offer in consecutive deals (seeds/001 4.6). */
  grandHandStreak: number;
}

export type DealMode = 'normal' | 'ramsch' | 'grandHandOffer';

/** Why a deal is a Bock deal: shown on the score sheet. */
export interface BockMark {
  round: number;
  triggerDeal: number;
  triggers: BockTrigger[];
  /** 1-based position of this deal among the round's Bock deals, and how many there are. */
  index: number;
  of: number;
}

/** A Ramsch deal of a Bock/Ramsch round. */
export interface RamschRoundMark {
  round: number;
  triggerDeal: number;
  triggers: BockTrigger[];
  /** 1-based position among the round's Ramsch deals, and how many it has so far. */
  index: number;
  of: number;
  /** The offer was skipped because three Grand Hands were played in a row. */
  forced: boolean;
}

export interface DealPlan {
  mode: DealMode;
  bock: BockMark | null;
  ramschRound: RamschRoundMark | null;
}

export function initialBockState(): BockState {
  return { rounds: [], nextId: 1, grandHandStreak: 0 };
}

/** Decides the mode and Bock status of the next deal and uses up one deal of the running round. */
export function planDeal(state: BockState): { plan: DealPlan; state: BockState } {
  const head = state.rounds[0];
  if (!head) return { plan: { mode: 'normal', bock: null, ramschRound: null }, state };
  const rest = state.rounds.slice(1);
  if (head.bockLeft > 0) {
    const round = { ...head, bockLeft: head.bockLeft - 1 };
    const bock: BockMark = {
      round: head.id,
      triggerDeal: head.triggerDeal,
      triggers: [...head.triggers],
      index: head.bockTotal - round.bockLeft,
      of: head.bockTotal,
    };
    return { plan: { mode: 'normal', bock, ramschRound: null }, state: { ...state, rounds: [round, ...rest] } };
  }
  // A round in the queue always owes something (exhausted rounds are dropped in finishDeal).
  const forced = state.grandHandStreak >= 3;
  const round = { ...head, ramschLeft: head.ramschLeft - 1, ramschPlayed: head.ramschPlayed + 1 };
  const ramschRound: RamschRoundMark = {
    round: head.id,
    triggerDeal: head.triggerDeal,
    triggers: [...head.triggers],
    index: round.ramschPlayed,
    of: 3 + head.extraRamsch,
    forced,
  };
  return {
    plan: { mode: forced ? 'ramsch' : 'grandHandOffer', bock: null, ramschRound },
    state: { ...state, rounds: [round, ...rest] },
  };
}

/** What a finished deal triggers under the table's rules (empty when neither option is on). */
export function triggersOf(result: DealResult, rules: RuleOptions): BockTrigger[] {
  if (result.kind !== 'game') return [];
  const g = result.game;
  const out: BockTrigger[] = [];
  const suitOrGrand = g.declaration.game !== 'N';
  if (rules.bock) {
    if (suitOrGrand && g.declarerPoints === 60 && g.defenderPoints === 60) out.push('split60');
    if (g.declaration.game === 'G' && g.declaration.hand) out.push('grandHand');
    if (rules.kontraRe && g.kontra && g.won) out.push('kontraLost');
    if (rules.kontraRe && g.re) out.push('re');
  } else if (rules.bockRamschRounds) {
    if (g.kontra && g.won) out.push('kontraLost');
    if (g.re) out.push('re');
    if (suitOrGrand && !g.won && g.declarerPoints === 60) out.push('lostWith60');
    if (suitOrGrand && g.won && g.declarerPoints === 120) out.push('won120');
  }
  return out;
}

/**
 * Books a finished deal: an accepted Grand Hand in a round's Ramsch part adds a Ramsch deal,
 * a finished round leaves the queue, and triggers queue one new round (several triggers in
 * one deal make one round).
 */
export function finishDeal(
  state: BockState,
  plan: DealPlan,
  result: DealResult,
  rules: RuleOptions,
  players: 3 | 4,
  dealNumber: number,
): { state: BockState; triggers: BockTrigger[] } {
  let rounds = state.rounds.map((r) => ({ ...r }));
  let grandHandStreak = state.grandHandStreak;
  const grandHandAccepted = plan.mode === 'grandHandOffer' && result.kind === 'game';
  if (plan.ramschRound && rounds[0]) {
    if (grandHandAccepted) {
      rounds[0].ramschLeft += 1;
      rounds[0].extraRamsch += 1;
    }
  }
  grandHandStreak = grandHandAccepted ? grandHandStreak + 1 : 0;
  if (rounds[0] && rounds[0].bockLeft === 0 && rounds[0].ramschLeft === 0) rounds = rounds.slice(1);
  const triggers = triggersOf(result, rules);
  let nextId = state.nextId;
  if (triggers.length > 0) {
    const ramsch = rules.bockRamschRounds;
    rounds.push({
      id: nextId,
      kind: ramsch ? 'bockRamsch' : 'bock',
      triggerDeal: dealNumber,
      triggers,
      bockTotal: ramsch ? 3 : players,
      bockLeft: ramsch ? 3 : players,
      ramschLeft: ramsch ? 3 : 0,
      extraRamsch: 0,
      ramschPlayed: 0,
    });
    nextId += 1;
  }
  return { state: { rounds, nextId, grandHandStreak }, triggers };
}
