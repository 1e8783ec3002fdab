// A Tarock match (RULES.md 10.4, 10.6): deals in turn with the dealer passing clockwise
// (player 0 deals deal 1; at four players the dealer sits out), a ledger of balances and pot,
// one record per deal. The match ends after its rounds, or after the deal that empties the pot.
// Same contract as a deal: `applyTarockMatch` never throws and never mutates.
import { randomBelow, seededRandom } from '../deal/rng';
import { seatsOf } from '../match/match';
import { sha256Hex } from '../sha256';
import { applyTarock, createTarockDeal, legalTarockActions } from './deal';
import { hasPot, type TarockOptions } from './options';
import { tarockDealRecord, type TarockDealRecord } from './record';
import { settleDeal } from './settle';
import type { TSeat, TarockAction, TarockDealState, TarockResult } from './types';
import { viewTarockDeal, type TarockDealView } from './view';

export interface TarockMatchState {
  options: TarockOptions;
  seed: string;
  /** The current (or last) deal's number, from 1. */
  dealNumber: number;
  totalDeals: number;
  dealer: number;
  seats: [number, number, number];
  sittingOut: number | null;
  deal: TarockDealState;
  balances: number[];
  /** The pot's balance; null without a pot. */
  pot: number | null;
  potStart: number;
  records: TarockDealRecord[];
  over: boolean;
}

/** Each deal's seed, from the match seed and the deal number. */
export const tarockDealSeed = (matchSeed: string, deal: number): string => sha256Hex(`tarock-match:${matchSeed}:${deal}`);
/** Player 0 deals deal 1; the deal passes clockwise. */
export const tarockDealerOf = (players: number, deal: number): number => (deal - 1) % players;

function dealRules(o: TarockOptions): TarockDealState['rules'] {
  return { variant: o.variant, heartFrage: o.heartFrage, bettel: o.bettel, pickUpHeartsOnly: o.pickUpHeartsOnly };
}

function startDeal(m: TarockMatchState, k: number): void {
  const n = m.options.players;
  m.dealNumber = k;
  m.dealer = tarockDealerOf(n, k);
  m.seats = seatsOf(n, m.dealer);
  m.sittingOut = n === 4 ? m.dealer : null;
  m.deal = createTarockDeal(dealRules(m.options), tarockDealSeed(m.seed, k));
}

export function createTarockMatch(options: TarockOptions, seed: string): TarockMatchState {
  const pot = hasPot(options) ? options.potStake * options.players : null;
  const m = {
    options: { ...options, fixedStakes: [...options.fixedStakes] as [number, number] },
    seed,
    totalDeals: options.rounds * options.players,
    balances: new Array<number>(options.players).fill(0),
    pot,
    potStart: pot ?? 0,
    records: [],
    over: false,
  } as unknown as TarockMatchState;
  startDeal(m, 1);
  return m;
}

function closeDeal(m: TarockMatchState): void {
  const st = settleDeal(m.deal, m.options, m.pot ?? 0);
  const payments = new Array<number>(m.options.players).fill(0);
  st.seats.forEach((x, seat) => (payments[m.seats[seat]] += x));
  payments.forEach((x, p) => (m.balances[p] += x));
  if (m.pot !== null) m.pot += st.pot;
  m.records.push(
    tarockDealRecord(m.deal, {
      deal: m.dealNumber,
      variant: m.options.variant,
      dealer: m.dealer,
      sittingOut: m.sittingOut,
      seats: m.seats,
      payments,
      pot: m.pot === null ? null : st.pot,
      balances: m.balances,
      potBalance: m.pot,
    }),
  );
  if (m.dealNumber >= m.totalDeals || m.pot === 0) m.over = true;
  else startDeal(m, m.dealNumber + 1);
}

/** Applies an action of the current deal (seats as in the deal); closes and settles the deal when it ends. */
export function applyTarockMatch(state: TarockMatchState, action: TarockAction): TarockResult<TarockMatchState> {
  if (state.over) return { ok: false, error: { code: 'MATCH_OVER', message: 'the match is over' } };
  const r = applyTarock(state.deal, action);
  if (!r.ok) return r;
  return { ok: true, state: advanceTarockMatch(state, r.state) };
}

/** The match once its current deal has become `deal` (applyTarock's result): the deal closed and settled when it ended. */
export function advanceTarockMatch(state: TarockMatchState, deal: TarockDealState): TarockMatchState {
  const m: TarockMatchState = { ...state, deal, balances: [...state.balances], records: [...state.records] };
  if (deal.phase === 'over') closeDeal(m);
  return m;
}

export function legalTarockMatchActions(m: TarockMatchState): TarockAction[] {
  return m.over ? [] : legalTarockActions(m.deal);
}

export interface TarockMatchView {
  player: number | 'spectator';
  dealNumber: number;
  seat: TSeat | null;
  seats: [number, number, number];
  deal: TarockDealView;
  balances: number[];
  pot: number | null;
  records: TarockDealRecord[];
  over: boolean;
}

/** A player's view: the current deal from their seat (a spectator's if they sit out). */
export function viewTarockMatch(m: TarockMatchState, player: number | 'spectator'): TarockMatchView {
  const idx = player === 'spectator' ? -1 : m.seats.indexOf(player);
  const seat = idx < 0 ? null : (idx as TSeat);
  return {
    player,
    dealNumber: m.dealNumber,
    seat,
    seats: [...m.seats],
    deal: viewTarockDeal(m.deal, seat ?? 'spectator'),
    balances: [...m.balances],
    pot: m.pot,
    records: m.records,
    over: m.over,
  };
}

/** Rebuilds a match from its options, seed and every action in order. */
export function replayTarockMatch(options: TarockOptions, seed: string, actions: readonly TarockAction[]): TarockResult<TarockMatchState> {
  let m = createTarockMatch(options, seed);
  for (const a of actions) {
    const r = applyTarockMatch(m, a);
    if (!r.ok) return r;
    m = r.state;
  }
  return { ok: true, state: m };
}

/** A whole match with uniformly random legal players (seeded from the match seed), and its actions. */
export function playRandomTarockMatch(options: TarockOptions, seed: string): { state: TarockMatchState; actions: TarockAction[] } {
  const next = seededRandom(`tarock-players:${seed}`);
  let m = createTarockMatch(options, seed);
  const actions: TarockAction[] = [];
  while (!m.over) {
    const legal = legalTarockMatchActions(m);
    const a = legal[randomBelow(next, legal.length)];
    const r = applyTarockMatch(m, a);
    if (!r.ok) throw new Error(`engine refused its own legal action: ${r.error.code}`);
    actions.push(a);
    m = r.state;
  }
  return { state: m, actions };
}
