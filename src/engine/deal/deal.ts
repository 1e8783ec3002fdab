// The deal state machine: createDeal, applyDeal, legalDealActions (RULES.md 1-4, 6, 7).
// applyDeal never throws and never mutates its input: it copies the state, applies the
// action to the copy and returns it with the events, or returns an error as data.
import { bit, cardName, cardsOf, parseCard, pointsOf, setNames, type Card, type CardSet } from '../cards';
import type { DealAction, DealResult, Declaration, EngineError, EngineErrorCode, GameEnd, GameType, RuleOptions, Seat, ApplyResult } from '../types';
import { shuffledDeck } from './rng';
import type { DealEvent, DealMode, DealState } from './state';
import { gameKind, legalPlayMask, trickWinner, KIND_RAMSCH, type GameKind } from './trick-rules';
import { BID_LADDER, isLegalBidValue, nullValue, scoreGame, scoreRamsch } from './values';

export interface CreateDealOptions {
  rules: RuleOptions;
  seed: string;
  mode?: DealMode;
  /** 32 ISS names: 10 forehand, 10 middlehand, 10 rearhand, 2 skat. Overrides the shuffle. */
  deck?: string[];
}

const GAME_TYPES: readonly GameType[] = ['C', 'S', 'H', 'D', 'G', 'N'];
const SEATS: readonly Seat[] = [0, 1, 2];

/** Deals the cards. Throws only on a malformed `deck` (a programming error, not player input). */
export function createDeal(opts: CreateDealOptions): DealState {
  const mode = opts.mode ?? 'normal';
  let deck: Card[];
  if (opts.deck) {
    deck = opts.deck.map((n) => {
      const c = parseCard(n);
      if (c === undefined) throw new Error(`createDeal: unknown card ${String(n)}`);
      return c;
    });
    if (deck.length !== 32 || new Set(deck).size !== 32) throw new Error('createDeal: deck must hold the 32 cards once each');
  } else {
    deck = shuffledDeck(opts.seed);
  }
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

/** The `dealt` event of a fresh deal (all hands; redact per viewer before publishing). */
export function dealtEvent(s: DealState): DealEvent {
  return { type: 'dealt', mode: s.mode, hands: [setNames(s.dealt[0]), setNames(s.dealt[1]), setNames(s.dealt[2])] };
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

const SEAT_NAMES = ['forehand', 'middlehand', 'rearhand'];
const seatName = (s: Seat): string => `${SEAT_NAMES[s]} (seat ${s})`;

/** The kind whose trick rules apply now (Ramsch: Jacks only). */
export function playKind(s: DealState): GameKind {
  if (s.ramsch) return KIND_RAMSCH;
  return gameKind(s.declaration ? s.declaration.game : 'G');
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

const e = (code: EngineErrorCode, message: string): EngineError => ({ code, message });

// ---------------------------------------------------------------- Grand Hand offer

function grandHandOffer(s: DealState, seat: Seat, accept: boolean, ev: DealEvent[]): EngineError | null {
  if (s.phase !== 'grandHandOffer') return e('WRONG_PHASE', 'No Grand Hand is being offered now.');
  if (s.offerTurn !== seat) return e('NOT_YOUR_TURN', `The Grand Hand is offered to ${seatName(s.offerTurn as Seat)} now.`);
  if (accept) {
    ev.push({ type: 'grandHandAccepted', seat });
    s.declarer = seat;
    // No bidding happened: the bid is 0, so the Grand Hand can never be overbid.
    s.bid = 0;
    s.offerTurn = null;
    startGame(s, { game: 'G', hand: true, ouvert: false, schneiderAnnounced: false, schwarzAnnounced: false, tip: false }, ev);
    return null;
  }
  ev.push({ type: 'grandHandDeclined', seat });
  if (seat < 2) {
    s.offerTurn = (seat + 1) as Seat;
    s.turn = s.offerTurn;
  } else {
    s.offerTurn = null;
    startRamsch(s);
  }
  return null;
}

function startRamsch(s: DealState): void {
  s.ramsch = true;
  s.phase = 'playing';
  s.turn = 0;
  s.current = { leader: 0, cards: [] };
}

// ---------------------------------------------------------------- bidding

function bidding(s: DealState, a: DealAction, ev: DealEvent[]): EngineError | null {
  if (s.phase !== 'bidding') return e('WRONG_PHASE', 'Bidding is over.');
  const b = s.bidding;
  const seat = a.seat;
  const speaker = b.awaiting === 'bidder' ? b.bidder : b.answerer;
  if (seat !== speaker) return e('NOT_YOUR_TURN', `It is ${seatName(speaker)}'s turn to ${b.awaiting === 'bidder' ? 'bid or pass' : 'hold or pass'}.`);
  if (a.type === 'bid') {
    if (b.awaiting !== 'bidder') return e('ILLEGAL_BID', `You must hold ${b.value} or pass.`);
    const v = a.value;
    if (typeof v !== 'number' || !isLegalBidValue(v)) return e('ILLEGAL_BID', `${String(v)} is not a value a game can have.`);
    if (b.stage === 2) {
      if (v !== 18) return e('ILLEGAL_BID', 'When both others pass, forehand may only take the game at 18 (or pass).');
      b.value = 18;
      b.said[seat] = 18;
      b.history.push({ seat, call: 'bid', value: 18 });
      ev.push({ type: 'bid', seat, value: 18 });
      endBidding(s, 0, ev);
      return null;
    }
    if (v <= b.value) return e('ILLEGAL_BID', `A bid must be higher than ${b.value}.`);
    b.value = v;
    b.said[seat] = v;
    b.awaiting = 'answerer';
    b.history.push({ seat, call: 'bid', value: v });
    ev.push({ type: 'bid', seat, value: v });
    s.turn = b.answerer;
    return null;
  }
  if (a.type === 'hold') {
    if (b.awaiting !== 'answerer' || b.stage === 2) return e('ILLEGAL_BID', 'There is no bid to hold: bid or pass.');
    b.said[seat] = b.value;
    b.awaiting = 'bidder';
    b.history.push({ seat, call: 'hold', value: b.value });
    ev.push({ type: 'hold', seat, value: b.value });
    s.turn = b.bidder;
    return null;
  }
  // pass
  b.passed[seat] = true;
  b.history.push({ seat, call: 'pass', value: b.value });
  ev.push({ type: 'pass', seat, value: b.value });
  if (b.stage === 2) {
    endBidding(s, null, ev);
    return null;
  }
  const survivor: Seat = seat === b.bidder ? b.answerer : b.bidder;
  if (b.stage === 0) {
    b.stage = 1;
    b.bidder = 2;
    b.answerer = survivor;
    b.awaiting = 'bidder';
    s.turn = 2;
    return null;
  }
  // stage 1 over
  if (b.value >= 18) endBidding(s, survivor, ev);
  else {
    // Nobody said a value: forehand may take the game at 18 or pass.
    b.stage = 2;
    b.bidder = 0;
    b.answerer = 0;
    b.awaiting = 'bidder';
    s.turn = 0;
  }
  return null;
}

function endBidding(s: DealState, declarer: Seat | null, ev: DealEvent[]): void {
  s.bidding.stage = 3;
  if (declarer !== null) {
    s.declarer = declarer;
    s.bid = s.bidding.value;
    s.phase = 'skatDecision';
    s.turn = declarer;
    ev.push({ type: 'biddingEnded', declarer, bid: s.bid, outcome: 'declarer' });
    return;
  }
  if (s.rules.ramsch) {
    ev.push({ type: 'biddingEnded', declarer: null, bid: 0, outcome: 'ramsch' });
    startRamsch(s);
    return;
  }
  ev.push({ type: 'biddingEnded', declarer: null, bid: 0, outcome: 'passedIn' });
  finish(s, { kind: 'passed' }, ev);
}

// ---------------------------------------------------------------- skat, discards, declaration

function pickUp(s: DealState, seat: Seat, ev: DealEvent[]): EngineError | null {
  if (s.phase !== 'skatDecision') return e('WRONG_PHASE', 'The skat can only be picked up right after the bidding, before declaring.');
  if (seat !== s.declarer) return e('NOT_YOUR_TURN', 'Only the declarer may pick up the skat.');
  s.hands[seat] = (s.hands[seat] | s.skat) >>> 0;
  s.pickedUp = true;
  s.phase = 'discarding';
  ev.push({ type: 'skatPickedUp', seat, cards: setNames(s.skat) });
  return null;
}

function discard(s: DealState, seat: Seat, cards: unknown, ev: DealEvent[]): EngineError | null {
  if (s.phase !== 'discarding') return e('WRONG_PHASE', 'Discarding comes after picking up the skat.');
  if (seat !== s.declarer) return e('NOT_YOUR_TURN', 'Only the declarer discards.');
  if (!Array.isArray(cards) || cards.length !== 2) return e('ILLEGAL_DISCARD', 'Exactly two cards must be put away.');
  const c0 = parseCard(cards[0]);
  const c1 = parseCard(cards[1]);
  if (c0 === undefined || c1 === undefined) return e('UNKNOWN_CARD', `Unknown card ${String(c0 === undefined ? cards[0] : cards[1])}; use ISS names like CJ or HT.`);
  if (c0 === c1) return e('ILLEGAL_DISCARD', 'The two discards must be different cards.');
  const m = (bit(c0) | bit(c1)) >>> 0;
  if ((s.hands[seat] & m) >>> 0 !== m) return e('CARD_NOT_IN_HAND', `You do not hold ${(s.hands[seat] & bit(c0)) === 0 ? cardName(c0) : cardName(c1)}.`);
  s.hands[seat] = (s.hands[seat] & ~m) >>> 0;
  s.discards = m;
  s.phase = 'declaring';
  ev.push({ type: 'discarded', seat, cards: setNames(m) });
  return null;
}

type DeclareAction = Extract<DealAction, { type: 'declare' }>;

/** Validates and normalises a declaration (Ouvert suit/Grand implies Schwarz announced, Schwarz implies Schneider). */
export function checkDeclaration(s: DealState, a: DeclareAction): Declaration | EngineError {
  const hand = s.phase === 'skatDecision';
  const game = a.game;
  if (!GAME_TYPES.includes(game)) return e('ILLEGAL_DECLARATION', `Unknown game ${JSON.stringify(game)}; use C, S, H, D, G or N.`);
  const ouvert = a.ouvert === true;
  let sa = a.schneiderAnnounced === true;
  let za = a.schwarzAnnounced === true;
  const tip = a.tip === true;
  if (game === 'N') {
    if (sa || za) return e('ILLEGAL_DECLARATION', 'Schneider and Schwarz cannot be announced in Null.');
    if (tip) return e('ILLEGAL_DECLARATION', 'A tip cannot be announced in Null.');
    const v = nullValue(hand, ouvert);
    if (v < s.bid) return e('ILLEGAL_DECLARATION', `This Null is worth ${v}, below the bid of ${s.bid}.`);
    return { game, hand, ouvert, schneiderAnnounced: false, schwarzAnnounced: false, tip: false };
  }
  if (ouvert) {
    if (!hand) return e('ILLEGAL_DECLARATION', 'Ouvert in a suit game or Grand is Hand only: declare it before picking up the skat.');
    if (a.schneiderAnnounced === false || a.schwarzAnnounced === false) return e('ILLEGAL_DECLARATION', 'Ouvert includes Schneider and Schwarz announced.');
    sa = za = true;
  }
  if (za) {
    if (a.schneiderAnnounced === false) return e('ILLEGAL_DECLARATION', 'Schwarz announced includes Schneider announced.');
    sa = true;
  }
  if (sa && !hand) return e('ILLEGAL_DECLARATION', 'Only a Hand game may announce Schneider or Schwarz.');
  if (tip && !s.rules.tips) return e('ILLEGAL_DECLARATION', 'Tips are not played at this table.');
  return { game, hand, ouvert, schneiderAnnounced: sa, schwarzAnnounced: za, tip };
}

function declare(s: DealState, a: DeclareAction, ev: DealEvent[]): EngineError | null {
  if (s.phase !== 'skatDecision' && s.phase !== 'declaring') {
    return e('WRONG_PHASE', s.phase === 'discarding' ? 'Put two cards away before declaring.' : 'Nothing can be declared now.');
  }
  if (a.seat !== s.declarer) return e('NOT_YOUR_TURN', 'Only the declarer declares.');
  const d = checkDeclaration(s, a);
  if ('code' in d) return d;
  if (d.hand) ev.push({ type: 'handChosen', seat: a.seat });
  startGame(s, d, ev);
  return null;
}

function startGame(s: DealState, d: Declaration, ev: DealEvent[]): void {
  s.declaration = d;
  s.phase = 'playing';
  s.turn = 0;
  s.current = { leader: 0, cards: [] };
  const seat = s.declarer as Seat;
  ev.push({ type: 'declared', seat, declaration: { ...d }, ouvertHand: d.ouvert ? setNames(s.hands[seat]) : null });
}

// ---------------------------------------------------------------- play

/** Legal cards for the seat to play (0 when it is not that seat's turn). */
export function legalPlays(s: DealState, seat: Seat): CardSet {
  if (s.phase !== 'playing' || s.turn !== seat) return 0;
  const led = s.current.cards.length > 0 ? s.current.cards[0] : -1;
  return legalPlayMask(playKind(s), s.hands[seat], led);
}

function play(s: DealState, seat: Seat, name: unknown, ev: DealEvent[]): EngineError | null {
  if (s.phase !== 'playing') return e('WRONG_PHASE', 'Cards are played after the declaration.');
  if (seat !== s.turn) return e('NOT_YOUR_TURN', `It is ${seatName(s.turn as Seat)}'s turn to play.`);
  const c = parseCard(name);
  if (c === undefined) return e('UNKNOWN_CARD', `Unknown card ${JSON.stringify(name)}; use ISS names like CJ or HT.`);
  if ((s.hands[seat] & bit(c)) === 0) return e('CARD_NOT_IN_HAND', `You do not hold ${cardName(c)}.`);
  const kind = playKind(s);
  const led = s.current.cards.length > 0 ? s.current.cards[0] : -1;
  if ((legalPlayMask(kind, s.hands[seat], led) & bit(c)) === 0) {
    return e('MUST_FOLLOW_SUIT', `${cardName(c)} does not follow ${cardName(led)}: you must follow ${kindFollowName(kind, led)}.`);
  }
  s.hands[seat] = (s.hands[seat] & ~bit(c)) >>> 0;
  s.current.cards.push(c);
  s.playedCount[seat]++;
  ev.push({ type: 'cardPlayed', seat, card: cardName(c) });
  if (s.current.cards.length < 3) {
    s.turn = ((seat + 1) % 3) as Seat;
    return null;
  }
  const [c0, c1, c2] = s.current.cards;
  const leader = s.current.leader;
  const winner = ((leader + trickWinner(kind, c0, c1, c2)) % 3) as Seat;
  const m = (bit(c0) | bit(c1) | bit(c2)) >>> 0;
  const points = pointsOf(m);
  s.taken[winner] = (s.taken[winner] | m) >>> 0;
  s.tricksWon[winner]++;
  s.tricks.push({ leader, cards: [c0, c1, c2], winner, points });
  ev.push({
    type: 'trickCompleted',
    trick: s.tricks.length,
    leader,
    cards: [c0, c1, c2].map((card, i) => ({ seat: ((leader + i) % 3) as Seat, card: cardName(card) })),
    winner,
    points,
  });
  s.current = { leader: winner, cards: [] };
  s.turn = winner;
  if (s.ramsch) {
    if (s.tricks.length === 10) endRamsch(s, ev);
    return null;
  }
  const d = s.declaration as Declaration;
  if (d.game === 'N' && winner === s.declarer) endGame(s, 'nullTrick', ev);
  else if (s.layOpen && d.game !== 'N' && winner !== s.declarer) endGame(s, 'layOpenBroken', ev);
  else if (s.tricks.length === 10) endGame(s, 'played', ev);
  return null;
}

function kindFollowName(kind: GameKind, led: Card): string {
  const trumps = kind === 5 ? 0 : 1;
  if (trumps && (legalPlayMask(kind, 0xffffffff, led) & bit(4)) !== 0) return 'trumps';
  return ['Clubs', 'Spades', 'Hearts', 'Diamonds'][led >> 3];
}

// ---------------------------------------------------------------- Kontra and Re

/** May `seat` say Kontra now (RULES.md 7)? */
export function mayKontra(s: DealState, seat: Seat): boolean {
  if (!s.rules.kontraRe || s.phase !== 'playing' || s.ramsch || s.declarer === null) return false;
  if (seat === s.declarer || s.kontraBy !== null || s.playedCount[seat] > 0) return false;
  // In a Grand Hand from the offer nobody bid, so kontraRequiresBid cannot apply there.
  if (s.rules.kontraRequiresBid && s.mode !== 'grandHandOffer' && s.bidding.said[seat] < 18) return false;
  return true;
}

export function mayRe(s: DealState, seat: Seat): boolean {
  return (
    s.rules.kontraRe && s.phase === 'playing' && s.kontraBy !== null && !s.re && seat === s.declarer &&
    s.playedCount[seat] === s.declarerPlayedAtKontra
  );
}

function kontraRe(s: DealState, seat: Seat, type: 'kontra' | 're', ev: DealEvent[]): EngineError | null {
  if (!s.rules.kontraRe) return e('ILLEGAL_KONTRA', 'Kontra and Re are not played at this table.');
  if (s.phase !== 'playing' || s.ramsch) return e('WRONG_PHASE', 'Kontra and Re are said during the play of a declared game.');
  if (type === 'kontra') {
    if (!mayKontra(s, seat)) {
      const why =
        seat === s.declarer ? 'the declarer cannot say Kontra'
        : s.kontraBy !== null ? 'Kontra has already been said'
        : s.playedCount[seat] > 0 ? 'Kontra must be said before playing your first card'
        : 'only a defender who bid or held at least 18 may say Kontra';
      return e('ILLEGAL_KONTRA', `No Kontra: ${why}.`);
    }
    s.kontraBy = seat;
    s.declarerPlayedAtKontra = s.playedCount[s.declarer as Seat];
    ev.push({ type: 'kontra', seat });
    return null;
  }
  if (!mayRe(s, seat)) {
    return e('ILLEGAL_KONTRA', seat !== s.declarer ? 'Only the declarer may answer Re.' : s.kontraBy === null ? 'Re answers a Kontra; none was said.' : s.re ? 'Re has already been said.' : 'Re must be said before the declarer plays the next card.');
  }
  s.re = true;
  ev.push({ type: 're', seat });
  return null;
}

// ---------------------------------------------------------------- concessions

const partnerOf = (s: DealState, seat: Seat): Seat => (3 - (s.declarer as number) - seat) as Seat;

function concession(s: DealState, seat: Seat, type: 'giveUp' | 'acceptGiveUp' | 'declineGiveUp' | 'layOpen' | 'acceptLayOpen' | 'concede', ev: DealEvent[]): EngineError | null {
  if (!s.rules.concessions) return e('ILLEGAL_CONCESSION', 'Concessions are not played at this table.');
  if (s.phase !== 'playing') return e('WRONG_PHASE', 'Concessions are made during the play.');
  if (s.ramsch) return e('ILLEGAL_CONCESSION', 'There are no concessions in Ramsch.');
  const decl = s.declarer as Seat;
  const defender = seat !== decl;
  switch (type) {
    case 'giveUp':
      if (!defender) return e('ILLEGAL_CONCESSION', 'Only a defender may propose to give up; the declarer concedes.');
      if (s.layOpen) return e('ILLEGAL_CONCESSION', 'The declarer has laid open: accept the lay-open or play on.');
      if (s.giveUp.pending !== null) return e('ILLEGAL_CONCESSION', 'A give-up proposal is already waiting for an answer.');
      if (s.giveUp.proposedBy.includes(seat)) return e('ILLEGAL_CONCESSION', 'Each defender may propose to give up once per deal.');
      s.giveUp.proposedBy.push(seat);
      s.giveUp.pending = seat;
      ev.push({ type: 'giveUpProposed', seat });
      return null;
    case 'acceptGiveUp':
    case 'declineGiveUp':
      if (s.giveUp.pending === null) return e('ILLEGAL_CONCESSION', 'Nobody has proposed to give up.');
      if (!defender || seat === s.giveUp.pending) return e('ILLEGAL_CONCESSION', "Only the proposer's partner answers a give-up proposal.");
      s.giveUp.pending = null;
      if (type === 'declineGiveUp') {
        ev.push({ type: 'giveUpDeclined', seat });
        return null;
      }
      ev.push({ type: 'giveUpAccepted', seat });
      endGame(s, 'givenUp', ev);
      return null;
    case 'layOpen':
      if (defender) return e('ILLEGAL_CONCESSION', 'Only the declarer may lay open.');
      if (s.layOpen) return e('ILLEGAL_CONCESSION', 'The hand is already laid open.');
      s.layOpen = true;
      s.giveUp.pending = null; // the lay-open answer replaces any open proposal
      ev.push({ type: 'layOpen', seat, hand: setNames(s.hands[seat]) });
      return null;
    case 'acceptLayOpen':
      if (!s.layOpen) return e('ILLEGAL_CONCESSION', 'The declarer has not laid open.');
      if (!defender) return e('ILLEGAL_CONCESSION', 'Only a defender accepts a lay-open.');
      if (s.layOpenAccepted.includes(seat)) return e('ILLEGAL_CONCESSION', 'You have already accepted.');
      s.layOpenAccepted.push(seat);
      ev.push({ type: 'layOpenAccepted', seat });
      if (s.layOpenAccepted.length === 2) endGame(s, 'layOpenAccepted', ev);
      return null;
    case 'concede':
      if (defender) return e('ILLEGAL_CONCESSION', 'Only the declarer concedes; a defender proposes to give up.');
      ev.push({ type: 'conceded', seat });
      endGame(s, 'conceded', ev);
      return null;
  }
}

// ---------------------------------------------------------------- end of the deal

function tipCard(game: GameType): Card {
  // Trump 7 of the suit, or DJ in Grand.
  return game === 'G' ? 28 : gameKind(game) * 8 + 7;
}

function endGame(s: DealState, end: GameEnd, ev: DealEvent[]): void {
  const decl = s.declarer as Seat;
  const d = s.declaration as Declaration;
  let declTaken = (s.taken[decl] | (s.pickedUp ? s.discards : s.skat)) >>> 0;
  let declTricks = s.tricksWon[decl];
  const remaining = (s.hands[0] | s.hands[1] | s.hands[2] | cardsMask(s.current.cards)) >>> 0;
  const left = 10 - s.tricks.length;
  if (d.game !== 'N' && (end === 'givenUp' || end === 'layOpenAccepted')) {
    // The remaining cards and tricks go to the declarer (RULES.md 6; ISS scores resigns so).
    declTaken = (declTaken | remaining) >>> 0;
    declTricks += left;
  }
  let tipMade: boolean | null = null;
  if (d.tip) {
    if (end === 'givenUp' || end === 'layOpenAccepted') {
      // The defenders concede the rest, the last trick included, but a tip that can no longer
      // be made stays missed: the declarer must still hold the tip card, or have played it
      // into the unfinished tenth trick.
      const tc = tipCard(d.game);
      const lastIdx = s.current.cards.indexOf(tc);
      tipMade =
        (s.hands[decl] & bit(tc)) !== 0 ||
        (s.tricks.length === 9 && lastIdx >= 0 && (s.current.leader + lastIdx) % 3 === decl);
    } else if (end === 'played') {
      const last = s.tricks[9];
      const idx = (decl - last.leader + 3) % 3;
      tipMade = last.winner === decl && last.cards[idx] === tipCard(d.game);
    } else tipMade = false;
  }
  const game = scoreGame({
    declarer: decl,
    declaration: d,
    bid: s.bid,
    end,
    matadorCards: (s.dealt[decl] | s.skat) >>> 0,
    declarerPoints: pointsOf(declTaken),
    declarerTricks: declTricks,
    declarerTookTrick: s.tricksWon[decl] > 0,
    tipMade,
    kontraBy: s.kontraBy,
    re: s.re,
  });
  s.end = end;
  finish(s, { kind: 'game', game }, ev);
}

function endRamsch(s: DealState, ev: DealEvent[]): void {
  const last = s.tricks[9].winner;
  const taken: [CardSet, CardSet, CardSet] = [s.taken[0], s.taken[1], s.taken[2]];
  taken[last] = (taken[last] | s.skat) >>> 0; // the skat goes to the winner of the last trick
  s.end = 'played';
  finish(s, { kind: 'ramsch', ramsch: scoreRamsch(taken, s.tricksWon) }, ev);
}

function cardsMask(cards: readonly Card[]): CardSet {
  let m = 0;
  for (const c of cards) m |= 1 << c;
  return m >>> 0;
}

function finish(s: DealState, result: DealResult, ev: DealEvent[]): void {
  s.result = result;
  s.phase = 'over';
  s.turn = null;
  s.giveUp.pending = null;
  ev.push({
    type: 'dealEnded',
    result,
    dealt: [setNames(s.dealt[0]), setNames(s.dealt[1]), setNames(s.dealt[2])],
    skat: setNames(s.skat),
    discards: s.pickedUp ? setNames(s.discards) : null,
    seed: s.seed,
  });
}

// ---------------------------------------------------------------- legal actions

/** Every legal declaration for the declarer now (normalised; explicit booleans). */
export function legalDeclarations(s: DealState): DealAction[] {
  const out: DealAction[] = [];
  if ((s.phase !== 'skatDecision' && s.phase !== 'declaring') || s.declarer === null) return out;
  const seat = s.declarer;
  const hand = s.phase === 'skatDecision';
  const tips = s.rules.tips ? [false, true] : [false];
  for (const game of ['C', 'S', 'H', 'D', 'G'] as const) {
    const ann: [boolean, boolean, boolean][] = hand
      ? [[false, false, false], [true, false, false], [true, true, false], [true, true, true]]
      : [[false, false, false]];
    for (const [sa, za, ouvert] of ann)
      for (const tip of tips) out.push({ type: 'declare', seat, game, ouvert, schneiderAnnounced: sa, schwarzAnnounced: za, tip });
  }
  for (const ouvert of [false, true]) {
    if (nullValue(hand, ouvert) >= s.bid) out.push({ type: 'declare', seat, game: 'N', ouvert, schneiderAnnounced: false, schwarzAnnounced: false, tip: false });
  }
  return out;
}

/** The single authority on what may happen next: every action of every seat that may act now. */
export function legalDealActions(s: DealState): DealAction[] {
  const out: DealAction[] = [];
  switch (s.phase) {
    case 'over':
      return out;
    case 'grandHandOffer': {
      const seat = s.offerTurn as Seat;
      out.push({ type: 'acceptGrandHand', seat }, { type: 'declineGrandHand', seat });
      return out;
    }
    case 'bidding': {
      const b = s.bidding;
      if (b.awaiting === 'answerer') {
        out.push({ type: 'hold', seat: b.answerer }, { type: 'pass', seat: b.answerer });
      } else if (b.stage === 2) {
        out.push({ type: 'bid', seat: 0, value: 18 }, { type: 'pass', seat: 0 });
      } else {
        for (const v of BID_LADDER) if (v > b.value) out.push({ type: 'bid', seat: b.bidder, value: v });
        out.push({ type: 'pass', seat: b.bidder });
      }
      return out;
    }
    case 'skatDecision':
      out.push({ type: 'pickUpSkat', seat: s.declarer as Seat }, ...legalDeclarations(s));
      return out;
    case 'discarding': {
      const seat = s.declarer as Seat;
      const cards = cardsOf(s.hands[seat]);
      for (let i = 0; i < cards.length; i++)
        for (let j = i + 1; j < cards.length; j++) out.push({ type: 'discard', seat, cards: [cardName(cards[i]), cardName(cards[j])] });
      return out;
    }
    case 'declaring':
      return legalDeclarations(s);
    case 'playing': {
      const seat = s.turn as Seat;
      for (const c of cardsOf(legalPlays(s, seat))) out.push({ type: 'play', seat, card: cardName(c) });
      if (s.ramsch) return out;
      const decl = s.declarer as Seat;
      for (const d of SEATS) if (mayKontra(s, d)) out.push({ type: 'kontra', seat: d });
      if (mayRe(s, decl)) out.push({ type: 're', seat: decl });
      if (s.rules.concessions) {
        const defs = SEATS.filter((x) => x !== decl);
        if (s.giveUp.pending !== null) {
          const p = partnerOf(s, s.giveUp.pending);
          out.push({ type: 'acceptGiveUp', seat: p }, { type: 'declineGiveUp', seat: p });
        } else if (!s.layOpen) {
          for (const d of defs) if (!s.giveUp.proposedBy.includes(d)) out.push({ type: 'giveUp', seat: d });
        }
        if (s.layOpen) {
          for (const d of defs) if (!s.layOpenAccepted.includes(d)) out.push({ type: 'acceptLayOpen', seat: d });
        } else out.push({ type: 'layOpen', seat: decl });
        out.push({ type: 'concede', seat: decl });
      }
      return out;
    }
  }
}
