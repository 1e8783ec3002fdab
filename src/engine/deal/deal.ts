// The deal state machine: createDeal, applyDeal, legalDealActions (RULES.md 1-4, 6, 7).
// applyDeal never throws and never mutates its input: it copies the state, hands the action to
// the module of its phase (bidding.ts, declaring.ts, play.ts) to apply to the copy, and returns
// the copy with the events, or returns an error as data. legalDealActions dispatches the same way.
import { parseCard, setNames, type Card, type CardSet } from '../cards';
import type { ApplyResult, DealAction, DealResult, EngineError, EngineErrorCode, RuleOptions } from '../types';
import { bidding, grandHandOffer, legalBiddingActions } from './bidding';
import { declare, discard, legalDeclaringActions, pickUp } from './declaring';
import { concession, kontraRe, legalPlayActions, play } from './play';
import { DEAL_SCHEME_V2, ENTROPY_PATTERN, dealCommitment, fairDeck, type DealScheme } from './fair';
import { shuffledDeck } from './rng';
import type { DealEvent, DealMode, DealState } from './state';

export interface CreateDealOptions {
  rules: RuleOptions;
  seed: string;
  mode?: DealMode;
  /** 32 ISS names: 10 forehand, 10 middlehand, 10 rearhand, 2 skat. Overrides the shuffle (and the scheme). */
  deck?: string[];
  /** How the deck comes from the seed (fair.ts); skat-deal-v1 when omitted. */
  scheme?: DealScheme;
  /** skat-deal-v2: the players' entropy mixed into the shuffle (each matching ENTROPY_PATTERN, or ''). */
  entropy?: readonly string[];
}

/** Deals the cards. Throws only on a malformed `deck` or `entropy` (a programming error, not player input). */
export function createDeal(opts: CreateDealOptions): DealState {
  const mode = opts.mode ?? 'normal';
  let deck: Card[] = [];
  if (opts.deck) {
    deck = opts.deck.map((n) => {
      const c = parseCard(n);
      if (c === undefined) throw new Error(`createDeal: unknown card ${String(n)}`);
      return c;
    });
    if (deck.length !== 32 || new Set(deck).size !== 32) throw new Error('createDeal: deck must hold the 32 cards once each');
  }
  const fair = !opts.deck && opts.scheme === DEAL_SCHEME_V2;
  if (fair && opts.entropy?.some((x) => x !== '' && !ENTROPY_PATTERN.test(x))) throw new Error('createDeal: malformed entropy');
  if (fair) deck = fairDeck(opts.seed, opts.entropy ?? []);
  else if (!opts.deck) deck = shuffledDeck(opts.seed);
  const setFrom = (from: number, to: number): CardSet => {
    let m = 0;
    for (let i = from; i < to; i++) m |= 1 << deck[i];
    return m >>> 0;
  };
  const dealt: [CardSet, CardSet, CardSet] = [setFrom(0, 10), setFrom(10, 20), setFrom(20, 30)];
  const s: DealState = {
    version: 1,
    rules: { ...opts.rules },
    seed: opts.seed,
    ...(fair ? { scheme: DEAL_SCHEME_V2, entropy: [...(opts.entropy ?? [])], commitment: dealCommitment(opts.seed) } : {}),
    mode,
    phase: mode === 'normal' ? 'bidding' : mode === 'grandHandOffer' ? 'grandHandOffer' : 'playing',
    ramsch: mode === 'ramsch',
    dealt,
    skat: setFrom(30, 32),
    hands: [dealt[0], dealt[1], dealt[2]],
    bidding: { stage: 0, bidder: 1, answerer: 0, awaiting: 'bidder', value: 0, passed: [false, false, false], said: [0, 0, 0], history: [] },
    offerTurn: mode === 'grandHandOffer' ? 0 : null,
    declarer: null,
    bid: 0,
    pickedUp: false,
    discards: 0,
    declaration: null,
    kontraBy: null,
    re: false,
    declarerPlayedAtKontra: 0,
    turn: mode === 'normal' ? 1 : 0,
    tricks: [],
    current: { leader: 0, cards: [] },
    taken: [0, 0, 0],
    tricksWon: [0, 0, 0],
    playedCount: [0, 0, 0],
    giveUp: { proposedBy: [], pending: null },
    layOpen: false,
    layOpenAccepted: [],
    end: null,
    result: null,
    log: [],
  };
  if (mode !== 'normal') s.bidding.stage = 3;
  return s;
}

/** The `dealt` event of a fresh deal (all hands; redact per viewer before publishing), with the seed's commitment when the scheme makes one. */
export function dealtEvent(s: DealState): DealEvent {
  const hands: [string[], string[], string[]] = [setNames(s.dealt[0]), setNames(s.dealt[1]), setNames(s.dealt[2])];
  return { type: 'dealt', mode: s.mode, hands, ...(s.commitment ? { scheme: s.scheme, commitment: s.commitment } : {}) };
}

export function isDealOver(s: DealState): boolean {
  return s.phase === 'over';
}

export function dealResult(s: DealState): DealResult | null {
  return s.result;
}

// Field by field (no object spread): cloning is the main cost of applyDeal.
function clone(s: DealState): DealState {
  const b = s.bidding;
  return {
    version: s.version,
    rules: s.rules, // never mutated after createDeal
    seed: s.seed,
    ...(s.scheme ? { scheme: s.scheme, entropy: s.entropy, commitment: s.commitment } : {}), // never mutated
    mode: s.mode,
    phase: s.phase,
    ramsch: s.ramsch,
    dealt: [s.dealt[0], s.dealt[1], s.dealt[2]],
    skat: s.skat,
    hands: [s.hands[0], s.hands[1], s.hands[2]],
    bidding: {
      stage: b.stage,
      bidder: b.bidder,
      answerer: b.answerer,
      awaiting: b.awaiting,
      value: b.value,
      passed: [b.passed[0], b.passed[1], b.passed[2]],
      said: [b.said[0], b.said[1], b.said[2]],
      history: b.history.slice(),
    },
    offerTurn: s.offerTurn,
    declarer: s.declarer,
    bid: s.bid,
    pickedUp: s.pickedUp,
    discards: s.discards,
    declaration: s.declaration, // replaced, never mutated
    kontraBy: s.kontraBy,
    re: s.re,
    declarerPlayedAtKontra: s.declarerPlayedAtKontra,
    turn: s.turn,
    tricks: s.tricks.slice(),
    current: { leader: s.current.leader, cards: s.current.cards.slice() },
    taken: [s.taken[0], s.taken[1], s.taken[2]],
    tricksWon: [s.tricksWon[0], s.tricksWon[1], s.tricksWon[2]],
    playedCount: [s.playedCount[0], s.playedCount[1], s.playedCount[2]],
    giveUp: { proposedBy: s.giveUp.proposedBy.slice(), pending: s.giveUp.pending },
    layOpen: s.layOpen,
    layOpenAccepted: s.layOpenAccepted.slice(),
    end: s.end,
    result: s.result,
    log: s.log.slice(),
  };
}

type Result = ApplyResult<DealState, DealEvent>;

function fail(code: EngineErrorCode, message: string): Result {
  return { ok: false, error: { code, message } as EngineError };
}

/** Applies one action. Never throws; never mutates `state`. */
export function applyDeal(state: DealState, action: DealAction): Result {
  try {
    return applyUnsafe(state, action);
  } catch (e) {
    // Defensive: a malformed action object must not take the caller down.
    return fail('UNKNOWN_ACTION', `The action could not be applied: ${e instanceof Error ? e.message : String(e)}`);
  }
}

function applyUnsafe(state: DealState, a: DealAction): Result {
  if (a === null || typeof a !== 'object') return fail('UNKNOWN_ACTION', 'An action must be an object with a type and a seat.');
  if (a.seat !== 0 && a.seat !== 1 && a.seat !== 2) return fail('UNKNOWN_ACTION', 'The seat must be 0 (forehand), 1 (middlehand) or 2 (rearhand).');
  if (state.phase === 'over') return fail('WRONG_PHASE', 'The deal is over.');
  const s = clone(state);
  const ev: DealEvent[] = [];
  let r: EngineError | null;
  switch (a.type) {
    case 'acceptGrandHand':
    case 'declineGrandHand':
      r = grandHandOffer(s, a.seat, a.type === 'acceptGrandHand', ev);
      break;
    case 'bid':
    case 'hold':
    case 'pass':
      r = bidding(s, a, ev);
      break;
    case 'pickUpSkat':
      r = pickUp(s, a.seat, ev);
      break;
    case 'discard':
      r = discard(s, a.seat, a.cards, ev);
      break;
    case 'declare':
      r = declare(s, a, ev);
      break;
    case 'play':
      r = play(s, a.seat, a.card, ev);
      break;
    case 'kontra':
    case 're':
      r = kontraRe(s, a.seat, a.type, ev);
      break;
    case 'giveUp':
    case 'acceptGiveUp':
    case 'declineGiveUp':
    case 'layOpen':
    case 'acceptLayOpen':
    case 'concede':
      r = concession(s, a.seat, a.type, ev);
      break;
    default:
      return fail('UNKNOWN_ACTION', `Unknown action type ${JSON.stringify((a as { type?: unknown }).type)}.`);
  }
  if (r) return { ok: false, error: r };
  s.log.push(copyAction(a));
  return { ok: true, state: s, events: ev };
}

/**
 * The log entry of an applied action: only the fields the action type has (a caller's extra
 * properties, e.g. a client's `mutation` name or a class instance's fields, stay out), so the
 * state remains plain, canonical JSON.
 */
function copyAction(a: DealAction): DealAction {
  switch (a.type) {
    case 'bid':
      return { type: a.type, seat: a.seat, value: a.value };
    case 'discard':
      return { type: a.type, seat: a.seat, cards: [a.cards[0], a.cards[1]] };
    case 'play':
      return { type: a.type, seat: a.seat, card: a.card };
    case 'declare': {
      const d: DealAction = { type: a.type, seat: a.seat, game: a.game };
      if (a.ouvert !== undefined) d.ouvert = a.ouvert;
      if (a.schneiderAnnounced !== undefined) d.schneiderAnnounced = a.schneiderAnnounced;
      if (a.schwarzAnnounced !== undefined) d.schwarzAnnounced = a.schwarzAnnounced;
      if (a.tip !== undefined) d.tip = a.tip;
      return d;
    }
    default:
      return { type: a.type, seat: a.seat } as DealAction;
  }
}

/** The single authority on what may happen next: every action of every seat that may act now. */
export function legalDealActions(s: DealState): DealAction[] {
  switch (s.phase) {
    case 'over':
      return [];
    case 'grandHandOffer':
    case 'bidding':
      return legalBiddingActions(s);
    case 'skatDecision':
    case 'discarding':
    case 'declaring':
      return legalDeclaringActions(s);
    case 'playing':
      return legalPlayActions(s);
  }
}
