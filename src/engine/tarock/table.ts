// A Tarock match at a table (RULES.md §10): what the service needs of every game, made by the
// engine itself: player-indexed actions, the log's events (each redacted per viewer), a
// per-player view, the ledger as the score sheet, and tarock-deal-v1 commitments. The deal
// (deal.ts) plays deal seats; this file seats the players and emits the events of each action.
import { matchCommitment } from '../deal/fair';
import { tCardName, parseTCard, sorted, tPointsOf, type TSuit } from './cards';
import { applyTarock, createTarockDeal, legalTarockActions } from './deal';
import { TAROCK_DEAL_SCHEME, tarockDealCommitment, tarockMatchSeed, verifyTarockDeal } from './fair';
import { advanceTarockMatch, createTarockMatch, type TarockMatchState } from './match';
import { tarockConfig, type TarockOptions, type TarockPresetName } from './options';
import type { TarockDealRecord } from './record';
import type { TSeat, TBid, TContract, TarockAction } from './types';
import { viewTarockDeal, type TarockDealView } from './view';

/** A Tarock table's config (game_tables.config). */
export interface TarockTableConfig {
  game: 'tarock';
  players: 3 | 4;
  rounds: number;
  preset: TarockPresetName;
  options: TarockOptions;
  /** Set when the match starts: the scheme, every player's entropy, and the table's commitment. */
  dealing?: { scheme: typeof TAROCK_DEAL_SCHEME; entropy: string[]; matchCommitment?: string };
}

/** A Tarock match as stored: the engine's state with its records as the sheet (written only when a deal ends). */
export type TarockTableState = Omit<TarockMatchState, 'records'> & {
  kind: 'tarockMatch';
  version: 1;
  config: TarockTableConfig;
  /** The table's committed seed, revealed when the match is over. */
  tableSeed: string;
  sheet: TarockDealRecord[];
};

/** An action body as the mutations send it (no seat: the service adds the player). */
export type TarockBody =
  | { type: 'pass' }
  | { type: 'hold' }
  | { type: 'bid'; bid: TBid }
  | { type: 'declare'; contract: string; trump?: TSuit }
  | { type: 'discard'; cards: string[]; trump?: TSuit }
  | { type: 'play'; card: string };

/** A stored action: the engine's action with the player instead of the deal seat. */
export type TarockMatchAction = TarockActionBody & { player: number; game?: 'tarock' };
/** An engine action without its seat. */
export type TarockActionBody = DistributiveOmit<TarockAction, 'seat'>;
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

export type TarockConfigResult = { ok: true; config: TarockTableConfig } | { ok: false; message: string; field?: string };

/** The table options the API takes (RULES.md §10.2-10.4), checked by the engine. */
export function buildTarockConfig(
  preset: TarockPresetName,
  players: 3 | 4,
  rounds: number | undefined,
  overrides: Partial<Omit<TarockOptions, 'players' | 'rounds'>>,
): TarockConfigResult {
  const r = tarockConfig({ preset, players, ...(rounds === undefined ? {} : { rounds }), ...overrides });
  if (!r.ok) {
    const first = r.errors[0];
    const field = ['settlement', 'variant', 'potStake', 'fixedStakes', 'rounds', 'players', 'heartFrage', 'bettel', 'pickUpHeartsOnly'].find((f) =>
      first.includes(f),
    );
    return { ok: false, message: r.errors.join('; '), field };
  }
  return { ok: true, config: { game: 'tarock', players, rounds: r.options.rounds, preset, options: r.options } };
}

export function isTarockConfig(c: unknown): c is TarockTableConfig {
  return (c as { game?: unknown } | null)?.game === 'tarock';
}

export function isTarockState(s: unknown): s is TarockTableState {
  return (s as { kind?: unknown } | null)?.kind === 'tarockMatch';
}

/** The config a match starts with: every seat's entropy ('' for none) and the table's commitment. */
export function fairTarockConfig(config: TarockTableConfig, entropy: readonly (string | null | undefined)[], commitment: string | null): TarockTableConfig {
  const e = Array.from({ length: config.players }, (_, i) => entropy[i] ?? '');
  return { ...config, dealing: { scheme: TAROCK_DEAL_SCHEME, entropy: e, ...(commitment ? { matchCommitment: commitment } : {}) } };
}

function fromEngine(m: TarockMatchState, base: { config: TarockTableConfig; tableSeed: string }, previous: TarockTableState | null): TarockTableState {
  const { records, ...rest } = m as TarockMatchState & Partial<TarockTableState>;
  // Keep the same sheet array while no deal ended, so the snapshot writes it only when it changes.
  const sheet = previous && previous.sheet.length === records.length ? previous.sheet : records;
  return { ...rest, kind: 'tarockMatch', version: 1, config: base.config, tableSeed: base.tableSeed, sheet } as TarockTableState;
}

const toEngine = (s: TarockTableState): TarockMatchState => ({ ...(s as unknown as TarockMatchState), records: s.sheet });

export function newTarockMatch(config: TarockTableConfig, tableSeed: string): TarockTableState {
  const entropy = config.dealing?.entropy ?? [];
  return fromEngine(createTarockMatch(config.options, tarockMatchSeed(tableSeed, entropy)), { config, tableSeed }, null);
}

// ---- events ----

/** A Tarock log entry's payload; `game` tells redaction and the mappers which game it is. */
export type TarockEvent = { game: 'tarock'; deal: number; seats: number[] } & (
  | { type: 'dealStarted'; dealer: number; sittingOut: number | null; scheme: string; commitment: string }
  | { type: 'cardsDealt'; hands: (string[] | null)[] }
  | { type: 'bid'; seat: number; bid: TBid }
  | { type: 'declared'; seat: number; contract: TContract }
  | { type: 'talonTakenUp'; seat: number; talon: string[] | null }
  | { type: 'discarded'; seat: number; cards: string[] | null; trump: TSuit | null }
  | { type: 'cardPlayed'; seat: number; card: string }
  | { type: 'trickCompleted'; trick: number; leader: number; cards: { seat: number; card: string }[]; winner: number; points: number }
  | { type: 'dealRevealed'; record: TarockDealRecord; commitment: string }
  | { type: 'dealScored'; record: TarockDealRecord }
  | { type: 'matchEnded'; totals: number[]; pot: number | null; seed: string }
);

/** The log's name of each event: shared shapes keep Skat's names (deal.cardPlayed, dealScored, matchEnded). */
export const TAROCK_LOG_TYPES: Record<TarockEvent['type'], string> = {
  dealStarted: 'tarock.dealStarted',
  cardsDealt: 'tarock.cardsDealt',
  bid: 'tarock.bid',
  declared: 'tarock.declared',
  talonTakenUp: 'tarock.talonTakenUp',
  discarded: 'tarock.discarded',
  cardPlayed: 'deal.cardPlayed',
  trickCompleted: 'deal.trickCompleted',
  dealRevealed: 'tarock.dealRevealed',
  dealScored: 'dealScored',
  matchEnded: 'matchEnded',
};

export function isTarockEvent(e: unknown): e is TarockEvent {
  return (e as { game?: unknown } | null)?.game === 'tarock';
}

const names = (cs: readonly number[]): string[] => cs.map(tCardName);

/** The opening events of the current deal: its commitment (public) and the hands (each to its own seat). */
export function tarockDealOpening(s: TarockTableState): TarockEvent[] {
  const base = { game: 'tarock' as const, deal: s.dealNumber, seats: [...s.seats] };
  return [
    { ...base, type: 'dealStarted', dealer: s.dealer, sittingOut: s.sittingOut, scheme: TAROCK_DEAL_SCHEME, commitment: tarockDealCommitment(s.deal.seed) },
    { ...base, type: 'cardsDealt', hands: s.deal.dealt.map((h) => names(sorted(h))) },
  ];
}

export type TarockApplied = { ok: true; state: TarockTableState; events: TarockEvent[] } | { ok: false; code: string; message: string };

/** The engine action for a body from `player`, or a refusal. */
function engineAction(
  s: TarockTableState,
  a: { type: string; player: number } & Record<string, unknown>,
): { ok: true; action: TarockAction } | { ok: false; code: string; message: string } {
  if (s.over) return { ok: false, code: 'MATCH_OVER', message: 'the match is over' };
  const idx = s.seats.indexOf(a.player);
  if (idx < 0) return { ok: false, code: 'NOT_YOUR_TURN', message: 'you sit this deal out (four at the table: the dealer)' };
  const seat = idx as TSeat;
  const { player: _p, ...body } = a;
  switch (body.type) {
    case 'pass':
    case 'hold':
      return { ok: true, action: { type: 'bid', seat, bid: body.type } };
    case 'bid':
      if (!('bid' in body)) break;
      return { ok: true, action: { type: 'bid', seat, bid: body.bid as TBid } };
    case 'declare':
      if (!('contract' in body)) break;
      return {
        ok: true,
        action: { type: 'declare', seat, contract: body.contract as never, ...(body.trump !== undefined ? { trump: body.trump as TSuit } : {}) },
      };
    case 'discard':
      return {
        ok: true,
        action: { type: 'discard', seat, cards: body.cards as string[], ...(body.trump !== undefined ? { trump: body.trump as TSuit } : {}) },
      };
    case 'play':
      return { ok: true, action: { type: 'play', seat, card: body.card as string } };
  }
  return { ok: false, code: 'UNKNOWN_ACTION', message: `${String(body.type)} is not a Tarock action (use the tarock* mutations)` };
}

/** Applies a player's action; the new state and the events it made, or the engine's refusal. */
export function applyTarockAction(s: TarockTableState, a: { type: string; player: number } & Record<string, unknown>): TarockApplied {
  const ea = engineAction(s, a);
  if (!ea.ok) return ea;
  const action = ea.action;
  const d = applyTarock(s.deal, action);
  if (!d.ok) return { ok: false, code: d.error.code, message: d.error.message };
  // The deal is applied once; the match layer only closes and settles it (engineAction refused a finished match).
  const after = fromEngine(advanceTarockMatch(toEngine(s), d.state), s, s);
  const base = { game: 'tarock' as const, deal: s.dealNumber, seats: [...s.seats] };
  const seat = action.seat;
  const events: TarockEvent[] = [];
  const deal = d.state;
  switch (action.type) {
    case 'bid':
      events.push({ ...base, type: 'bid', seat, bid: action.bid });
      break;
    case 'declare':
      events.push({ ...base, type: 'declared', seat, contract: { ...deal.contract! } });
      if (deal.pickedUp) events.push({ ...base, type: 'talonTakenUp', seat, talon: names(deal.talon) });
      break;
    case 'discard':
      events.push({ ...base, type: 'discarded', seat, cards: names(deal.discarded!), trump: deal.contract!.trump });
      break;
    case 'play': {
      events.push({ ...base, type: 'cardPlayed', seat, card: action.card });
      if (deal.tricks.length > s.deal.tricks.length) {
        const t = deal.tricks[deal.tricks.length - 1];
        const cards = t.cards.map((c, i) => ({ seat: (t.leader + i) % 3, card: tCardName(c) }));
        events.push({ ...base, type: 'trickCompleted', trick: deal.tricks.length, leader: t.leader, cards, winner: t.winner, points: tPointsOf(t.cards) });
      }
    }
  }
  if (after.sheet.length > s.sheet.length) {
    const record = after.sheet[after.sheet.length - 1];
    events.push({ ...base, type: 'dealRevealed', record, commitment: tarockDealCommitment(record.seed) });
    events.push({ ...base, type: 'dealScored', record });
    if (after.over) events.push({ ...base, type: 'matchEnded', totals: [...after.balances], pot: after.pot, seed: after.tableSeed });
    else events.push(...tarockDealOpening(after));
  }
  return { ok: true, state: after, events };
}

/** An event as `viewer` may see it: the hands, the talon and the discards only for the seat they belong to. */
export function redactTarockEvent(e: TarockEvent, viewer: number | 'spectator'): TarockEvent {
  if (isPublicTarockEvent(e)) return e;
  const own = (seat: number): boolean => viewer !== 'spectator' && e.seats[seat] === viewer;
  switch (e.type) {
    case 'cardsDealt':
      return { ...e, hands: e.hands.map((h, i) => (own(i) && h ? [...h] : null)) };
    case 'talonTakenUp':
      return { ...e, talon: own(e.seat) ? e.talon : null };
    case 'discarded':
      return { ...e, cards: own(e.seat) ? e.cards : null };
    default:
      return e;
  }
}

/** True when every viewer gets the event alike (redactTarockEvent passes it through). */
export function isPublicTarockEvent(e: TarockEvent): boolean {
  return e.type !== 'cardsDealt' && e.type !== 'talonTakenUp' && e.type !== 'discarded';
}

// ---- legal actions, the view ----

export function legalTarock(s: TarockTableState, player?: number): TarockMatchAction[] {
  if (s.over) return [];
  // Marked as Tarock's, so lists of actions map to the API without knowing the table.
  const out = legalTarockActions(s.deal).map(({ seat, ...rest }) => ({ ...rest, game: 'tarock', player: s.seats[seat] }) as TarockMatchAction);
  return player === undefined ? out : out.filter((a) => a.player === player);
}

/** A player's (or a spectator's) view of a Tarock match. */
export interface TarockTableView {
  game: 'tarock';
  viewer: number | 'spectator';
  config: TarockTableConfig;
  totalDeals: number;
  dealNumber: number;
  dealer: number;
  seats: [number, number, number];
  sittingOut: number | null;
  seat: TSeat | null;
  /** The player to act; null when none. */
  turn: number | null;
  toAct: number[];
  /** Running balances per player. */
  totals: number[];
  pot: number | null;
  potStart: number;
  sheet: TarockDealRecord[];
  over: boolean;
  /** The table's seed, once the match is over. */
  seed: string | null;
  deal: TarockDealView & { legalActions: TarockAction[]; scheme: string; commitment: string; entropy: string[] };
}

export function viewTarock(s: TarockTableState, viewer: number | 'spectator'): TarockTableView {
  const idx = viewer === 'spectator' ? -1 : s.seats.indexOf(viewer);
  const seat = idx < 0 ? null : (idx as TSeat);
  const turn = s.over || s.deal.turn === null ? null : s.seats[s.deal.turn];
  return {
    game: 'tarock',
    viewer,
    config: s.config,
    totalDeals: s.totalDeals,
    dealNumber: s.dealNumber,
    dealer: s.dealer,
    seats: [...s.seats],
    sittingOut: s.sittingOut,
    seat,
    turn,
    toAct: turn === null ? [] : [turn],
    totals: [...s.balances],
    pot: s.pot,
    potStart: s.potStart,
    sheet: s.sheet,
    over: s.over,
    seed: s.over ? s.tableSeed : null,
    deal: {
      ...viewTarockDeal(s.deal, seat ?? 'spectator'),
      legalActions: seat !== null && seat === s.deal.turn && !s.over ? legalTarockActions(s.deal) : [],
      scheme: TAROCK_DEAL_SCHEME,
      commitment: tarockDealCommitment(s.deal.seed),
      entropy: [...(s.config.dealing?.entropy ?? [])],
    },
  };
}

export type TarockReplayed = { ok: true; state: TarockTableState } | { ok: false; index: number; code: string; message: string };

/** The match rebuilt from the table's config, its seed and every accepted action. */
export function replayTarock(config: TarockTableConfig, tableSeed: string, actions: readonly TarockMatchAction[]): TarockReplayed {
  let s = newTarockMatch(config, tableSeed);
  for (let i = 0; i < actions.length; i++) {
    const r = applyTarockAction(s, actions[i] as never);
    if (!r.ok) return { ok: false, index: i, code: r.code, message: r.message };
    s = r.state;
  }
  return { ok: true, state: s };
}

/** Points of a card list by name (for views). */
export const tarockPoints = (cards: readonly string[]): number => tPointsOf(cards.map((c) => parseTCard(c)!));

/** The engine actions (deal seats) of deal `dealNumber`, from the match's accepted actions; null when the log does not finish it. */
export function tarockDealMoves(
  config: TarockTableConfig,
  tableSeed: string,
  actions: readonly TarockMatchAction[],
  dealNumber: number,
): TarockAction[] | null {
  let s = newTarockMatch(config, tableSeed);
  const moves: TarockAction[] = [];
  for (const a of actions) {
    if (s.dealNumber > dealNumber || s.over) break;
    const inDeal = s.dealNumber === dealNumber;
    const ea = engineAction(s, a as never);
    const r = applyTarockAction(s, a as never);
    if (!r.ok || !ea.ok) return null;
    if (inDeal) moves.push(ea.action);
    s = r.state;
  }
  return s.sheet.length >= dealNumber ? moves : null;
}

/** The check of a Tarock deal record (the typed `TarockDealRecord`, API names), as verifyDeal answers it. */
export interface TarockRecordCheck {
  valid: boolean;
  scheme: string | null;
  commitmentMatches: boolean | null;
  dealMatches: boolean;
  resultMatches: boolean;
  matchSeedMatches: boolean | null;
  reason: string | null;
}

const lower = (v: unknown): string => String(v ?? '').toLowerCase();
/** The API's suit names (TarockSuit) -> the engine's letters; a letter stays itself. */
const SUIT_OF_NAME: Record<string, TSuit> = { ACORNS: 'E', LEAVES: 'G', HEARTS: 'H', BELLS: 'S', E: 'E', G: 'G', H: 'H', S: 'S' };

/** A record move (API names) as the engine's action. */
function moveOf(m: Record<string, unknown>): TarockAction {
  const seat = m.seat as TSeat;
  const trump = m.trump ? { trump: SUIT_OF_NAME[String(m.trump)] } : {};
  switch (m.type) {
    case 'PASS':
    case 'HOLD':
      return { type: 'bid', seat, bid: lower(m.type) as TBid };
    case 'BID':
      return { type: 'bid', seat, bid: typeof m.target === 'number' ? m.target : m.contract === 'PICK_UP' ? 'pickUp' : (m.contract as TBid) };
    case 'DECLARE':
      return { type: 'declare', seat, contract: m.contract as never, ...trump };
    case 'DISCARD':
      return { type: 'discard', seat, cards: m.cards as string[], ...trump };
    default:
      return { type: 'play', seat, card: m.card as string };
  }
}

/** Recomputes a finished Tarock deal from its record: the commitment, the cards from the seed, and the play. */
export function verifyTarockRecord(r: Record<string, unknown>, tableSeed?: string): TarockRecordCheck {
  const fail = (reason: string, partial: Partial<TarockRecordCheck> = {}): TarockRecordCheck => ({
    valid: false,
    scheme: TAROCK_DEAL_SCHEME,
    commitmentMatches: null,
    dealMatches: false,
    resultMatches: false,
    matchSeedMatches: null,
    reason,
    ...partial,
  });
  if (typeof r.seed !== 'string' || typeof r.commitment !== 'string' || !Array.isArray(r.hands) || !Array.isArray(r.talon) || typeof r.deal !== 'number') {
    return fail('the record lacks deal, seed, commitment, hands or talon');
  }
  const check = verifyTarockDeal(
    {
      deal: r.deal,
      seed: r.seed,
      commitment: r.commitment,
      hands: r.hands as string[][],
      talon: r.talon as string[],
      entropy: (r.entropy as string[] | undefined) ?? [],
    },
    tableSeed,
  );
  let matchSeedMatches = check.matchSeed;
  if (tableSeed !== undefined && typeof r.matchCommitment === 'string')
    matchSeedMatches = !!matchSeedMatches && matchCommitment(tableSeed) === r.matchCommitment;
  const rules = (r.rules ?? r.tarockRules) as Record<string, unknown> | undefined;
  let resultMatches = false;
  if (rules && Array.isArray(r.moves)) {
    const variant = lower(rules.variant ?? r.variant) as TarockOptions['variant'];
    const dealRules = { variant, heartFrage: !!rules.heartFrage, bettel: !!rules.bettel, pickUpHeartsOnly: !!rules.pickUpHeartsOnly };
    let d = createTarockDeal(dealRules, r.seed);
    let ok = true;
    for (const m of r.moves as Record<string, unknown>[]) {
      const a = applyTarock(d, moveOf(m));
      if (!a.ok) {
        ok = false;
        break;
      }
      d = a.state;
    }
    const outcome = lower(r.outcome ?? r.tarockOutcome);
    const tricks = (r.tricks as { cards: string[]; winner: number }[] | undefined) ?? [];
    resultMatches =
      ok &&
      d.phase === 'over' &&
      d.outcome === outcome &&
      d.tricks.length === tricks.length &&
      d.tricks.every((t, i) => t.winner === tricks[i].winner && names(t.cards).join(' ') === tricks[i].cards.join(' '));
  }
  const valid = check.commitment && check.deck && resultMatches && matchSeedMatches !== false;
  const reason = valid
    ? null
    : !check.commitment
      ? 'the seed does not make the commitment'
      : !check.deck
        ? 'the hands and talon are not the deck the seed makes'
        : !resultMatches
          ? 'replaying the moves does not give the recorded tricks and outcome'
          : 'the deal seed is not the one the match seed gives';
  return { valid, scheme: TAROCK_DEAL_SCHEME, commitmentMatches: check.commitment, dealMatches: check.deck, resultMatches, matchSeedMatches, reason };
}
