// One Tarock deal: create from a seed, apply actions, list the legal ones (RULES.md 10.1-10.3).
// `applyTarock` never throws and never mutates; `legalTarockActions` is the only authority on
// what may happen next, and apply accepts exactly what it lists.
import { seededShuffle } from '../deal/rng';
import { T_SUITS, parseTCard, sorted, suitIndex, tCardName, tPoints, tPointsOf, tStrength, tSuitOf, type TCard, type TSuit } from './cards';
import type {
  ContractType,
  SimpleContract,
  TBid,
  TSeat,
  TTrick,
  TarockAction,
  TarockDealRules,
  TarockDealState,
  TarockError,
  TarockErrorCode,
  TarockResult,
} from './types';

const err = (code: TarockErrorCode, message: string): { ok: false; error: TarockError } => ({ ok: false, error: { code, message } });

/** The variant's bid ladder: simple contract levels, or Haferl's pickUp then 61, 66, ... 116. */
export function bidLadder(r: TarockDealRules): (SimpleContract | 'pickUp' | number)[] {
  if (r.variant === 'haferl') return ['pickUp', ...Array.from({ length: 12 }, (_, i) => 61 + 5 * i)];
  const out: SimpleContract[] = ['FRAGE'];
  if (r.heartFrage) out.push('HEART_FRAGE');
  out.push('SOLO', 'HEART_SOLO');
  if (r.bettel) out.push('BETTEL');
  return out;
}

/** The 36 cards shuffled from a seed (Fisher-Yates over the engine's seeded PRNG). */
export function tarockDeck(seed: string): TCard[] {
  return seededShuffle(`tarock:${seed}`, 36);
}

/** A new deal: 11 cards to forehand, middlehand and rearhand in turn, the last 3 to the talon. */
export function createTarockDeal(rules: TarockDealRules, seed: string, deck: readonly TCard[] = tarockDeck(seed)): TarockDealState {
  // `dealt` keeps the order dealt (the record gives it, so a verifier reads the deck off it); `hands` are sorted.
  const dealt = [0, 1, 2].map((s) => deck.slice(s * 11, s * 11 + 11));
  return {
    rules: { ...rules },
    seed,
    dealt,
    talon: sorted(deck.slice(33, 36)),
    hands: dealt.map((h) => sorted(h)),
    phase: 'bidding',
    turn: 0,
    bids: [],
    auction: { high: -1, holder: null, challenger: null, next: 0, mode: 'enter' },
    declarer: null,
    contract: null,
    pickedUp: false,
    discarded: null,
    tricks: [],
    current: null,
    outcome: null,
    declarerPoints: null,
    schneider: false,
    durch: false,
    log: [],
  };
}

function clone(s: TarockDealState): TarockDealState {
  return {
    ...s,
    rules: { ...s.rules },
    hands: s.hands.map((h) => [...h]),
    bids: [...s.bids],
    auction: { ...s.auction },
    contract: s.contract && { ...s.contract },
    discarded: s.discarded && [...s.discarded],
    tricks: [...s.tricks],
    current: s.current && { leader: s.current.leader, cards: [...s.current.cards] },
    log: [...s.log],
  };
}

// ---- bidding ----

function ladderIndex(r: TarockDealRules, bid: TBid): number {
  return bidLadder(r).indexOf(bid as SimpleContract);
}

/** Bids a seat may raise to now: any higher level in simple, exactly the next step in Haferl. */
function raises(s: TarockDealState): TBid[] {
  const ladder = bidLadder(s.rules);
  const from = s.auction.high + 1;
  return s.rules.variant === 'haferl' ? ladder.slice(from, from + 1) : ladder.slice(from);
}

function endAuction(s: TarockDealState): void {
  const a = s.auction;
  if (a.holder === null) {
    s.phase = 'over';
    s.turn = null;
    s.outcome = 'redeal';
    return;
  }
  s.declarer = a.holder;
  s.phase = 'declaring';
  s.turn = a.holder;
}

function advanceEntry(s: TarockDealState): void {
  const a = s.auction;
  a.mode = 'enter';
  a.challenger = null;
  a.next += 1;
  if (a.next >= 3) endAuction(s);
  else s.turn = a.next as TSeat;
}

function applyBid(s: TarockDealState, bid: TBid): TarockError | null {
  const a = s.auction;
  if (bid === 'hold') {
    if (a.mode !== 'answer') return { code: 'ILLEGAL_BID', message: 'hold answers a higher bid only' };
    s.bids.push({ seat: s.turn!, bid });
    a.mode = 'raise';
    s.turn = a.challenger;
    return null;
  }
  if (bid === 'pass') {
    s.bids.push({ seat: s.turn!, bid });
    if (a.mode === 'answer') a.holder = a.challenger;
    advanceEntry(s);
    return null;
  }
  if (a.mode === 'answer') return { code: 'ILLEGAL_BID', message: 'the holder answers hold or pass' };
  if (!raises(s).includes(bid)) {
    return { code: 'ILLEGAL_BID', message: `${String(bid)} is not a legal bid now (${raises(s).join(', ') || 'pass only'})` };
  }
  s.bids.push({ seat: s.turn!, bid });
  a.high = ladderIndex(s.rules, bid);
  if (a.mode === 'enter' && a.holder === null) {
    a.holder = s.turn;
    advanceEntry(s);
  } else {
    if (a.mode === 'enter') a.challenger = s.turn;
    a.mode = 'answer';
    s.turn = a.holder;
  }
  return null;
}

// ---- declaring ----

/** The suits a contract may name as trumps, once it names them. */
function trumpChoices(r: TarockDealRules, type: ContractType): TSuit[] {
  switch (type) {
    case 'FRAGE':
      return r.heartFrage ? ['E', 'G', 'S'] : [...T_SUITS];
    case 'SOLO':
      return ['E', 'G', 'S'];
    case 'PICK_UP':
      return r.pickUpHeartsOnly ? ['H'] : [...T_SUITS];
    case 'HAND':
      return [...T_SUITS];
    default:
      return [];
  }
}

/** The contracts the declarer may announce, and with which trumps at announcement ([] = named later or none). */
function declarable(s: TarockDealState): { type: ContractType; trumps: (TSuit | undefined)[] }[] {
  const r = s.rules;
  const level = s.auction.high;
  if (r.variant === 'haferl') {
    const hand = { type: 'HAND' as const, trumps: [...T_SUITS] };
    return level === 0 ? [{ type: 'PICK_UP', trumps: [undefined] }, hand] : [hand];
  }
  return (bidLadder(r).slice(level) as SimpleContract[]).map((type) => ({
    type,
    trumps: type === 'SOLO' ? trumpChoices(r, 'SOLO') : type === 'HEART_SOLO' ? ['H'] : [undefined],
  }));
}

function applyDeclare(s: TarockDealState, type: unknown, trump: unknown): TarockError | null {
  const choice = declarable(s).find((d) => d.type === type);
  if (!choice) return { code: 'ILLEGAL_CONTRACT', message: `${String(type)} is not open to the declarer at this level` };
  if (!choice.trumps.includes(trump as TSuit | undefined)) {
    return { code: 'ILLEGAL_CONTRACT', message: `${choice.type} takes trumps ${choice.trumps.map((t) => t ?? 'named later').join(', ')}` };
  }
  const d = s.declarer!;
  const level = bidLadder(s.rules)[s.auction.high];
  const target = choice.type === 'BETTEL' ? null : choice.type === 'HAND' && typeof level === 'number' ? level : 61;
  const fixedTrump: TSuit | null = choice.type === 'HEART_FRAGE' ? 'H' : ((trump as TSuit | undefined) ?? null);
  s.contract = { type: choice.type, trump: fixedTrump, target };
  s.log.push({ type: 'declare', seat: d, contract: choice.type, ...(trump !== undefined ? { trump: trump as TSuit } : {}) });
  if (choice.type === 'FRAGE' || choice.type === 'HEART_FRAGE' || choice.type === 'PICK_UP') {
    s.pickedUp = true;
    s.hands[d] = sorted([...s.hands[d], ...s.talon]);
    s.phase = 'discarding';
  } else startPlay(s);
  return null;
}

function applyDiscard(s: TarockDealState, cards: unknown, trump: unknown): TarockError | null {
  if (!Array.isArray(cards) || cards.length !== 3) return { code: 'ILLEGAL_DISCARD', message: 'put exactly 3 cards away' };
  const ids = cards.map(parseTCard);
  if (ids.some((c) => c === undefined)) return { code: 'UNKNOWN_CARD', message: `unknown card in ${cards.join(' ')}` };
  const d = s.declarer!;
  if (new Set(ids).size !== 3) return { code: 'ILLEGAL_DISCARD', message: 'three different cards' };
  if (!ids.every((c) => s.hands[d].includes(c!))) return { code: 'CARD_NOT_IN_HAND', message: 'a discard is not in the hand' };
  const c = s.contract!;
  if (c.trump === null) {
    if (!trumpChoices(s.rules, c.type).includes(trump as TSuit)) {
      return { code: 'ILLEGAL_CONTRACT', message: `name trumps among ${trumpChoices(s.rules, c.type).join(', ')}` };
    }
    c.trump = trump as TSuit;
  } else if (trump !== undefined) return { code: 'ILLEGAL_CONTRACT', message: `trumps are already ${c.trump}` };
  s.discarded = sorted(ids as TCard[]);
  s.hands[d] = s.hands[d].filter((x) => !ids.includes(x));
  s.log.push({ type: 'discard', seat: d, cards: s.discarded.map(tCardName), ...(trump !== undefined ? { trump: trump as TSuit } : {}) });
  startPlay(s);
  return null;
}

function startPlay(s: TarockDealState): void {
  s.phase = 'playing';
  s.turn = 0;
  s.current = { leader: 0, cards: [] };
}

// ---- play ----

function trumpSuit(s: TarockDealState): number {
  const c = s.contract!;
  return c.type === 'BETTEL' || c.trump === null ? -1 : suitIndex(c.trump);
}

/** The cards a seat may play to the current trick: follow suit, else trump (not in Bettel), else any. */
export function playableCards(s: TarockDealState, seat: TSeat): TCard[] {
  const hand = s.hands[seat];
  const cur = s.current!;
  if (cur.cards.length === 0) return hand;
  const led = tSuitOf(cur.cards[0]);
  const follow = hand.filter((c) => tSuitOf(c) === led);
  if (follow.length) return follow;
  const t = trumpSuit(s);
  const trumps = t < 0 ? [] : hand.filter((c) => tSuitOf(c) === t);
  return trumps.length ? trumps : hand;
}

/** Position (0..2, from the leader) of the card that wins a full trick. */
export function trickWinnerIndex(cards: readonly TCard[], trump: number, bettel: boolean): number {
  let best = 0;
  for (let i = 1; i < cards.length; i++) {
    const c = cards[i],
      b = cards[best];
    const cs = tSuitOf(c),
      bs = tSuitOf(b);
    if (cs === bs ? tStrength(c, bettel) > tStrength(b, bettel) : cs === trump) best = i;
  }
  return best;
}

function applyPlay(s: TarockDealState, seat: TSeat, name: unknown): TarockError | null {
  const card = parseTCard(name);
  if (card === undefined) return { code: 'UNKNOWN_CARD', message: `unknown card ${String(name)}` };
  if (!s.hands[seat].includes(card)) return { code: 'CARD_NOT_IN_HAND', message: `${tCardName(card)} is not in the hand` };
  if (!playableCards(s, seat).includes(card)) {
    const led = tSuitOf(s.current!.cards[0]);
    const follows = s.hands[seat].some((c) => tSuitOf(c) === led);
    return follows ? { code: 'MUST_FOLLOW_SUIT', message: `follow ${T_SUITS[led]}` } : { code: 'MUST_TRUMP', message: `play a trump (${s.contract!.trump})` };
  }
  s.hands[seat] = s.hands[seat].filter((c) => c !== card);
  const cur = s.current!;
  cur.cards.push(card);
  s.log.push({ type: 'play', seat, card: tCardName(card) });
  if (cur.cards.length < 3) {
    s.turn = ((seat + 1) % 3) as TSeat;
    return null;
  }
  const bettel = s.contract!.type === 'BETTEL';
  const winner = ((cur.leader + trickWinnerIndex(cur.cards, trumpSuit(s), bettel)) % 3) as TSeat;
  const trick: TTrick = { leader: cur.leader, cards: cur.cards, winner };
  s.tricks.push(trick);
  if ((bettel && winner === s.declarer) || s.tricks.length === 11) finishPlay(s);
  else {
    s.current = { leader: winner, cards: [] };
    s.turn = winner;
  }
  return null;
}

function finishPlay(s: TarockDealState): void {
  s.phase = 'over';
  s.turn = null;
  s.current = null;
  const d = s.declarer!;
  const c = s.contract!;
  if (c.type === 'BETTEL') {
    s.outcome = s.tricks.some((t) => t.winner === d) ? 'lost' : 'won';
    return;
  }
  let p = tPointsOf(s.pickedUp ? s.discarded! : s.talon);
  let taken = 0;
  for (const t of s.tricks) {
    if (t.winner === d) {
      taken++;
      for (const x of t.cards) p += tPoints(x);
    }
  }
  s.declarerPoints = p;
  s.durch = taken === 11;
  s.schneider = p >= 91 || p <= 29;
  const target = c.target!;
  if (p >= target) s.outcome = 'won';
  else s.outcome = s.rules.variant === 'simple' && p === 60 ? 'draw' : 'lost';
}

// ---- the interface ----

/** Every action legal now, for the one seat to move; [] when the deal is over. */
export function legalTarockActions(s: TarockDealState): TarockAction[] {
  const seat = s.turn;
  if (seat === null) return [];
  switch (s.phase) {
    case 'bidding': {
      const a = s.auction;
      const bids: TBid[] = a.mode === 'answer' ? ['hold', 'pass'] : ['pass', ...raises(s)];
      return bids.map((bid) => ({ type: 'bid', seat, bid }));
    }
    case 'declaring':
      return declarable(s).flatMap((d) => d.trumps.map((trump): TarockAction => ({ type: 'declare', seat, contract: d.type, ...(trump ? { trump } : {}) })));
    case 'discarding': {
      const hand = s.hands[seat];
      const c = s.contract!;
      const trumps: (TSuit | undefined)[] = c.trump === null ? trumpChoices(s.rules, c.type) : [undefined];
      const out: TarockAction[] = [];
      for (let i = 0; i < hand.length; i++)
        for (let j = i + 1; j < hand.length; j++)
          for (let k = j + 1; k < hand.length; k++)
            for (const trump of trumps) out.push({ type: 'discard', seat, cards: [hand[i], hand[j], hand[k]].map(tCardName), ...(trump ? { trump } : {}) });
      return out;
    }
    case 'playing':
      return playableCards(s, seat).map((c) => ({ type: 'play', seat, card: tCardName(c) }));
    default:
      return [];
  }
}

const PHASE_OF: Record<string, string> = { bid: 'bidding', declare: 'declaring', discard: 'discarding', play: 'playing' };

/** Applies one action; the error, or a new state (the old one untouched). */
export function applyTarock(state: TarockDealState, action: TarockAction): TarockResult<TarockDealState> {
  if (typeof action !== 'object' || action === null || !(action.type in PHASE_OF)) return err('UNKNOWN_ACTION', 'unknown action');
  if (state.phase === 'over') return err('WRONG_PHASE', 'the deal is over');
  if (PHASE_OF[action.type] !== state.phase) return err('WRONG_PHASE', `${action.type} is not possible while ${state.phase}`);
  if (action.seat !== state.turn) return err('NOT_YOUR_TURN', `seat ${String(state.turn)} is to move`);
  const s = clone(state);
  let e: TarockError | null;
  switch (action.type) {
    case 'bid':
      e = applyBid(s, action.bid);
      if (!e) s.log.push({ type: 'bid', seat: action.seat, bid: action.bid });
      break;
    case 'declare':
      e = applyDeclare(s, action.contract, action.trump);
      break;
    case 'discard':
      e = applyDiscard(s, action.cards, action.trump);
      break;
    default:
      e = applyPlay(s, action.seat, action.card);
  }
  return e ? { ok: false, error: e } : { ok: true, state: s };
}

/** Rebuilds a deal from its rules, seed and action log; the first refused action is returned as the error. */
export function replayTarockDeal(rules: TarockDealRules, seed: string, log: readonly TarockAction[]): TarockResult<TarockDealState> {
  let s = createTarockDeal(rules, seed);
  for (const a of log) {
    const r = applyTarock(s, a);
    if (!r.ok) return r;
    s = r.state;
  }
  return { ok: true, state: s };
}
