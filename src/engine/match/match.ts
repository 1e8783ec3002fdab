// The match state machine: a sequence of deals with a rotating dealer, Bock bookkeeping,
// scoring and the score sheet. Every transition is pure: the input state is never mutated and
// bad input comes back as an error value.
import type { ActionBody, ApplyResult, DealResult, EngineError, MatchAction, MatchConfig, PlayerIndex, Seat } from '../types';
import type { DealEvent } from '../deal/state';
import { finishDeal, initialBockState, planDeal, type BockState, type DealPlan } from './bock';
import { applyDeal, createDeal, dealResult, dealtEvent, isDealOver, isPublicDealEvent, legalDealActions, redactDealEvent, viewDeal } from './deal-port';
import { scoreDeal } from './scoring';
import { sha256Hex } from '../sha256';
import type { DeckOverrides, MatchEvent, MatchState, MatchView, MatchViewer, RamschSheet, ScoreSheetRow } from './types';

export interface CreateMatchOptions {
  /**
   * Test hook: fixed decks for given deal numbers (1-based), ISS names in dealing order
   * (10 forehand, 10 middlehand, 10 rearhand, 2 skat). Stored in the state so replays agree.
   */
  decks?: DeckOverrides;
}

/**
 * Deal seeds are SHA-256 of the match seed and the deal number: a finished deal publishes its
 * seed, and that must not reveal the match seed (and so every later deal).
 */
export function dealSeed(matchSeed: string, dealNumber: number): string {
  return sha256Hex(`skat-match:${matchSeed}:${dealNumber}`);
}

/**
 * Seating. Players sit clockwise in index order and the deal passes one seat clockwise after
 * every deal. The first dealer is the last player, so deal 1 has player 0 as forehand.
 * Forehand is the dealer's left-hand neighbour; at three players the dealer is rearhand, at
 * four the dealer sits out and the dealer's right-hand neighbour is rearhand (RULES.md 1).
 */
export function dealerOf(players: number, dealNumber: number): PlayerIndex {
  return (players - 1 + dealNumber - 1) % players;
}

export function seatsOf(players: number, dealer: PlayerIndex): [PlayerIndex, PlayerIndex, PlayerIndex] {
  return [(dealer + 1) % players, (dealer + 2) % players, (dealer + 3) % players];
}

function sittingOutOf(state: { config: MatchConfig; dealer: PlayerIndex }): PlayerIndex | null {
  return state.config.players === 4 ? state.dealer : null;
}

function startDeal(
  config: MatchConfig,
  seed: string,
  dealNumber: number,
  bock: BockState,
  decks: DeckOverrides | null,
): Pick<MatchState, 'dealNumber' | 'dealer' | 'seats' | 'plan' | 'deal' | 'bock'> {
  const planned = planDeal(bock);
  const dealer = dealerOf(config.players, dealNumber);
  const deck = decks?.[String(dealNumber)];
  const deal = createDeal({
    rules: config.rules,
    seed: dealSeed(seed, dealNumber),
    mode: planned.plan.mode,
    ...(deck ? { deck } : {}),
    ...(config.dealing ? { scheme: config.dealing.scheme, entropy: config.dealing.entropy } : {}),
  });
  return { dealNumber, dealer, seats: seatsOf(config.players, dealer), plan: planned.plan, deal, bock: planned.state };
}

function dealStartedEvent(s: MatchState): MatchEvent {
  return {
    type: 'dealStarted',
    deal: s.dealNumber,
    dealer: s.dealer,
    seats: [...s.seats],
    sittingOut: sittingOutOf(s),
    mode: s.plan.mode,
    bock: s.plan.bock,
    ramschRound: s.plan.ramschRound,
    // Published before the deal's first action; the seed itself only when the deal is over.
    ...(s.deal.commitment ? { scheme: s.deal.scheme, commitment: s.deal.commitment } : {}),
  };
}

/**
 * The events that open the current deal: `dealStarted` and the deal engine's `dealt` (all
 * hands; redactMatchEvent strips them per viewer). applyMatch emits them for every deal after
 * the first; for the first deal call this after createMatch.
 */
export function matchStartEvents(s: MatchState): MatchEvent[] {
  return [dealStartedEvent(s), { type: 'deal', deal: s.dealNumber, seats: [...s.seats], event: dealtEvent(s.deal) }];
}

/** A new match at its first deal. `seed` must be secret and unpredictable in real play. */
export function createMatch(config: MatchConfig, seed: string, options: CreateMatchOptions = {}): MatchState {
  const decks = options.decks ? { ...options.decks } : null;
  const first = startDeal(config, seed, 1, initialBockState(), decks);
  return {
    kind: 'skatMatch',
    version: 1,
    config,
    seed,
    totalDeals: config.rounds * config.players,
    ...first,
    sheet: [],
    totals: new Array<number>(config.players).fill(0),
    over: false,
    decks,
  };
}

function err(code: EngineError['code'], message: string): { ok: false; error: EngineError } {
  return { ok: false, error: { code, message } };
}

function sheetRow(s: MatchState, result: DealResult, triggers: ScoreSheetRow['triggers']): ScoreSheetRow {
  const { players, rules } = s.config;
  const scored = scoreDeal(result, s.seats, players, s.plan.bock, rules.tournamentScoring);
  const totals = s.totals.map((t, p) => t + scored.scores[p]);
  let ramsch: RamschSheet | null = null;
  if (result.kind === 'ramsch') {
    const r = result.ramsch;
    const perPlayer = (xs: readonly number[]) => {
      const out = new Array<number | null>(players).fill(null);
      for (let seat = 0; seat < 3; seat++) out[s.seats[seat]] = xs[seat];
      return out;
    };
    ramsch = {
      cardPoints: perPlayer(r.cardPoints),
      tricks: perPlayer(r.tricks),
      losers: r.losers.map((seat) => s.seats[seat]),
      jungfrau: r.jungfrau,
      durchmarsch: r.durchmarsch === null ? null : s.seats[r.durchmarsch],
    };
  }
  return {
    deal: s.dealNumber,
    dealer: s.dealer,
    seats: [...s.seats],
    sittingOut: sittingOutOf(s),
    mode: s.plan.mode,
    kind: result.kind,
    declarer: result.kind === 'game' ? s.seats[result.game.declarer] : null,
    game: result.kind === 'game' ? result.game : null,
    ramsch,
    bock: s.plan.bock,
    ramschRound: s.plan.ramschRound,
    multipliers: scored.multipliers,
    triggers,
    scores: scored.scores,
    totals,
    seed: s.deal.seed,
  };
}

/**
 * Applies one player's action. The player is mapped to their seat in the current deal; a
 * player sitting out or not entitled to act gets NOT_YOUR_TURN. A finished deal is scored and
 * booked and the next deal starts at once; after the last deal the match is over.
 */
export function applyMatch(state: MatchState, action: MatchAction): ApplyResult<MatchState, MatchEvent> {
  if (state.over) return err('MATCH_OVER', 'the match is over');
  if (!action || typeof action !== 'object') return err('UNKNOWN_ACTION', 'an action must be an object');
  const { player, ...body } = action as MatchAction & Record<string, unknown>;
  if (typeof player !== 'number' || !Number.isInteger(player) || player < 0 || player >= state.config.players) {
    return err('NOT_YOUR_TURN', `there is no player ${String(player)} at this table`);
  }
  const seat = state.seats.indexOf(player);
  if (seat < 0) return err('NOT_YOUR_TURN', `player ${player} deals and sits this deal out`);
  let applied: ReturnType<typeof applyDeal>;
  try {
    applied = applyDeal(state.deal, { ...(body as ActionBody), seat: seat as Seat });
  } catch (e) {
    // The deal engine promises not to throw; if it ever does, the caller still gets data.
    return err('UNKNOWN_ACTION', `action could not be applied: ${e instanceof Error ? e.message : String(e)}`);
  }
  if (!applied.ok) return applied;
  const events: MatchEvent[] = applied.events.map((event: DealEvent) => ({
    type: 'deal',
    deal: state.dealNumber,
    seats: [...state.seats],
    event,
  }));
  let next: MatchState = { ...state, deal: applied.state };
  if (!isDealOver(applied.state)) return { ok: true, state: next, events };

  const result = dealResult(applied.state);
  if (!result) return { ok: true, state: next, events };
  const booked = finishDeal(next.bock, next.plan, result, next.config.rules, next.config.players, next.dealNumber);
  const row = sheetRow(next, result, booked.triggers);
  events.push({ type: 'dealEnded', deal: next.dealNumber, result });
  events.push({ type: 'dealScored', deal: next.dealNumber, row });
  next = { ...next, bock: booked.state, sheet: [...next.sheet, row], totals: row.totals };
  if (next.dealNumber >= next.totalDeals) {
    // Bock deals (and Bock/Ramsch rounds) still owed are dropped here.
    next = { ...next, over: true };
    events.push({ type: 'matchEnded', totals: [...next.totals], seed: next.seed });
    return { ok: true, state: next, events };
  }
  next = { ...next, ...startDeal(next.config, next.seed, next.dealNumber + 1, next.bock, next.decks) };
  events.push(...matchStartEvents(next));
  return { ok: true, state: next, events };
}

/** Every legal action now, as match actions (player indices). Empty when the match is over. */
export function legalMatchActions(state: MatchState): MatchAction[] {
  if (state.over) return [];
  return legalDealActions(state.deal).map(({ seat, ...body }) => ({ ...(body as ActionBody), player: state.seats[seat] }) as MatchAction);
}

function seatOfViewer(state: MatchState, viewer: MatchViewer): Seat | null {
  if (viewer === 'spectator') return null;
  const seat = state.seats.indexOf(viewer);
  return seat < 0 ? null : (seat as Seat);
}

/** What a player (or a spectator) may see. The player sitting out sees the spectator's view of the deal. */
export function viewMatch(state: MatchState, viewer: MatchViewer): MatchView {
  const seat = seatOfViewer(state, viewer);
  const deal = viewDeal(state.deal, seat === null ? 'spectator' : seat);
  const toAct = state.over ? [] : [...new Set(legalDealActions(state.deal).map((a) => state.seats[a.seat]))];
  return {
    viewer,
    config: state.config,
    totalDeals: state.totalDeals,
    dealNumber: state.dealNumber,
    dealer: state.dealer,
    seats: [...state.seats],
    sittingOut: sittingOutOf(state),
    seat,
    turn: state.over || state.deal.turn === null ? null : state.seats[state.deal.turn],
    toAct,
    mode: state.plan.mode,
    bock: state.plan.bock,
    ramschRound: state.plan.ramschRound,
    bockQueue: state.bock.rounds.map((r) => ({
      round: r.id,
      kind: r.kind,
      triggerDeal: r.triggerDeal,
      triggers: [...r.triggers],
      bockLeft: r.bockLeft,
      ramschLeft: r.ramschLeft,
    })),
    totals: [...state.totals],
    sheet: state.sheet,
    over: state.over,
    seed: state.over ? state.seed : null,
    deal,
  };
}

/**
 * An event as a viewer may see it. Deal events go through the deal engine's redaction with the
 * viewer's seat in that deal (the event carries the deal's seating); the player sitting out
 * and spectators get the spectator's redaction. Match events carry only public information.
 * Null when the deal engine withholds the event from this viewer. Never returns the input.
 */
export function redactMatchEvent(event: MatchEvent, viewer: MatchViewer): MatchEvent | null {
  if (event.type !== 'deal') return JSON.parse(JSON.stringify(event)) as MatchEvent;
  const s = viewer === 'spectator' ? -1 : event.seats.indexOf(viewer);
  const redacted = redactDealEvent(event.event, s >= 0 ? (s as Seat) : 'spectator');
  return redacted === null ? null : { ...event, seats: [...event.seats], event: redacted };
}

/** True when redactMatchEvent gives every viewer the same event (match events, public deal events). */
export function isPublicMatchEvent(event: MatchEvent): boolean {
  return event.type !== 'deal' || isPublicDealEvent(event.event);
}

export function scoreSheet(state: MatchState): ScoreSheetRow[] {
  return state.sheet;
}

export function isMatchOver(state: MatchState): boolean {
  return state.over;
}

export function matchTotals(state: MatchState): number[] {
  return [...state.totals];
}

/** The deal plan of the current deal (mode, Bock mark, Ramsch-round mark). */
export function currentPlan(state: MatchState): DealPlan {
  return state.plan;
}
