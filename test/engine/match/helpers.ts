// Drivers for concrete match scenarios: fixed decks through createMatch's `decks` test hook,
// actions addressed by deal seat (0 forehand, 1 middlehand, 2 rearhand) and mapped to players.
import { seededRandom, randomBelow } from '../../../src/engine/deal/rng';
import { applyMatch, createMatch, legalMatchActions } from '../../../src/engine/match';
import type { MatchState, ScoreSheetRow } from '../../../src/engine/match';
import { matchConfig, type MatchConfigInput } from '../../../src/engine/rules';
import type { ActionBody, ApplyResult, MatchAction, MatchConfig, Seat } from '../../../src/engine/types';
import type { MatchEvent } from '../../../src/engine/match';

/** A deck from four space-separated card lists: forehand, middlehand, rearhand, skat. */
export function deckOf(f: string, m: string, r: string, skat: string): string[] {
  const cards = [f, m, r, skat].flatMap((s) => s.trim().split(/\s+/));
  if (cards.length !== 32 || new Set(cards).size !== 32) throw new Error(`bad test deck (${cards.length} cards)`);
  return cards;
}

export function configOf(input: MatchConfigInput): MatchConfig {
  const c = matchConfig(input);
  if (!c.ok) throw new Error(c.error.message);
  return c.config;
}

export function newMatch(input: MatchConfigInput, decks: Record<string, string[]> = {}, seed = 'test'): MatchState {
  const c = matchConfig(input);
  if (!c.ok) throw new Error(c.error.message);
  return createMatch(c.config, seed, { decks });
}

export function tryAct(s: MatchState, seat: Seat, body: ActionBody): ApplyResult<MatchState, MatchEvent> {
  return applyMatch(s, { ...body, player: s.seats[seat] } as MatchAction);
}

export function act(s: MatchState, seat: Seat, body: ActionBody): MatchState {
  const r = tryAct(s, seat, body);
  if (!r.ok) throw new Error(`${JSON.stringify(body)} by seat ${seat} refused: ${r.error.code} ${r.error.message}`);
  return r.state;
}

/** Bidding where only `declarer` takes the game (at 18); everyone else passes. */
export function bidFor(s: MatchState, declarer: Seat): MatchState {
  const n = s.dealNumber;
  while (s.dealNumber === n && s.deal.phase === 'bidding') {
    const legal = legalMatchActions(s);
    const player = legal[0].player;
    const seat = s.seats.indexOf(player) as Seat;
    const mine = (t: string) => legal.filter((a) => a.type === t);
    const body = seat === declarer ? (mine('bid')[0] ?? mine('hold')[0]) : mine('pass')[0];
    s = act(s, seat, strip(body));
  }
  return s;
}

/** Everybody passes. */
export function allPass(s: MatchState): MatchState {
  const n = s.dealNumber;
  while (s.dealNumber === n && s.deal.phase === 'bidding') {
    const a = legalMatchActions(s).find((x) => x.type === 'pass')!;
    s = applyMatch(s, a).ok ? (applyMatch(s, a) as { state: MatchState }).state : s;
  }
  return s;
}

export function strip(a: MatchAction): ActionBody {
  const { player: _p, ...body } = a;
  return body as ActionBody;
}

/** Declares a Hand game right after bidding (declare before pick-up = Hand). */
export function declareHand(s: MatchState, game: 'C' | 'S' | 'H' | 'D' | 'G' | 'N', extra: Partial<ActionBody> = {}): MatchState {
  return act(s, s.deal.declarer as Seat, { type: 'declare', game, ...extra } as ActionBody);
}

/** Picks up the skat, puts the same two cards back, declares. */
export function declareWithSkat(s: MatchState, game: 'C' | 'S' | 'H' | 'D' | 'G' | 'N', extra: Partial<ActionBody> = {}): MatchState {
  const d = s.deal.declarer as Seat;
  s = act(s, d, { type: 'pickUpSkat' });
  const discard = legalMatchActions(s).find((a) => a.type === 'discard')!;
  // The first legal pair is fine for most tests; callers that care pass `discard` themselves.
  s = act(s, d, strip(discard));
  return act(s, d, { type: 'declare', game, ...extra } as ActionBody);
}

/** Plays the rest of the current deal, always the first legal card (no Kontra, no concessions). */
export function playFirst(s: MatchState): MatchState {
  const rows = s.sheet.length;
  while (s.sheet.length === rows && !s.over) {
    const a = legalMatchActions(s).find((x) => x.type === 'play');
    if (!a) throw new Error(`no card to play in phase ${s.deal.phase}`);
    s = applyMatch(s, a).ok ? (applyMatch(s, a) as { state: MatchState }).state : s;
  }
  return s;
}

/**
 * Plays the rest of the current deal with seeded random cards until the finished deal's
 * score-sheet row satisfies `want` (deterministic: tries seeds 0, 1, 2, ...).
 */
export function playUntil(s: MatchState, want: (row: ScoreSheetRow) => boolean, tries = 3000): MatchState {
  for (let t = 0; t < tries; t++) {
    const next = seededRandom(`search:${t}`);
    let x = s;
    const rows = x.sheet.length;
    while (x.sheet.length === rows && !x.over) {
      const plays = legalMatchActions(x).filter((a) => a.type === 'play');
      const r = applyMatch(x, plays[randomBelow(next, plays.length)]);
      if (!r.ok) throw new Error(r.error.message);
      x = r.state;
    }
    if (want(x.sheet[rows])) return x;
  }
  throw new Error('no play found with the wanted outcome');
}

export function lastRow(s: MatchState): ScoreSheetRow {
  return s.sheet[s.sheet.length - 1];
}

/** Runs whole deals quickly: all pass (with ramsch off: passed in). */
export function passDeals(s: MatchState, n: number): MatchState {
  for (let i = 0; i < n; i++) s = allPass(s);
  return s;
}

/** Plays a deal in which `declarer` (seat) says a Hand game and the defenders give up at once. */
export function quickGame(s: MatchState, declarer: Seat, game: 'C' | 'S' | 'H' | 'D' | 'G', extra: Partial<ActionBody> = {}): MatchState {
  s = bidFor(s, declarer);
  s = declareHand(s, game, extra);
  return playFirst(s);
}
