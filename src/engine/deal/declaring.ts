// After the bidding: the declarer picks up the skat and discards two cards, or plays Hand, and
// declares the game (RULES.md 3). The declaration is validated and normalised here.
import { bit, cardName, cardsOf, parseCard, setNames } from '../cards';
import type { DealAction, Declaration, EngineError, GameType, Seat } from '../types';
import { e } from './common';
import type { DealEvent, DealState } from './state';
import { nullValue } from './values';

const GAME_TYPES: readonly GameType[] = ['C', 'S', 'H', 'D', 'G', 'N'];

export function pickUp(s: DealState, seat: Seat, ev: DealEvent[]): EngineError | null {
  if (s.phase !== 'skatDecision') return e('WRONG_PHASE', 'The skat can only be picked up right after the bidding, before declaring.');
  if (seat !== s.declarer) return e('NOT_YOUR_TURN', 'Only the declarer may pick up the skat.');
  s.hands[seat] = (s.hands[seat] | s.skat) >>> 0;
  s.pickedUp = true;
  s.phase = 'discarding';
  ev.push({ type: 'skatPickedUp', seat, cards: setNames(s.skat) });
  return null;
}

export function discard(s: DealState, seat: Seat, cards: unknown, ev: DealEvent[]): EngineError | null {
  if (s.phase !== 'discarding') return e('WRONG_PHASE', 'Discarding comes after picking up the skat.');
  if (seat !== s.declarer) return e('NOT_YOUR_TURN', 'Only the declarer discards.');
  if (!Array.isArray(cards) || cards.length !== 2) return e('ILLEGAL_DISCARD', 'Exactly two cards must be put away.');
  const c0 = parseCard(cards[0]);
  const c1 = parseCard(cards[1]);
  if (c0 === undefined || c1 === undefined)
    return e('UNKNOWN_CARD', `Unknown card ${String(c0 === undefined ? cards[0] : cards[1])}; use ISS names like CJ or HT.`);
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

export function declare(s: DealState, a: DeclareAction, ev: DealEvent[]): EngineError | null {
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

export function startGame(s: DealState, d: Declaration, ev: DealEvent[]): void {
  s.declaration = d;
  s.phase = 'playing';
  s.turn = 0;
  s.current = { leader: 0, cards: [] };
  const seat = s.declarer as Seat;
  ev.push({ type: 'declared', seat, declaration: { ...d }, ouvertHand: d.ouvert ? setNames(s.hands[seat]) : null });
}

/** Every legal declaration for the declarer now (normalised; explicit booleans). */
export function legalDeclarations(s: DealState): DealAction[] {
  const out: DealAction[] = [];
  if ((s.phase !== 'skatDecision' && s.phase !== 'declaring') || s.declarer === null) return out;
  const seat = s.declarer;
  const hand = s.phase === 'skatDecision';
  const tips = s.rules.tips ? [false, true] : [false];
  for (const game of ['C', 'S', 'H', 'D', 'G'] as const) {
    const ann: [boolean, boolean, boolean][] = hand
      ? [
          [false, false, false],
          [true, false, false],
          [true, true, false],
          [true, true, true],
        ]
      : [[false, false, false]];
    for (const [sa, za, ouvert] of ann)
      for (const tip of tips) out.push({ type: 'declare', seat, game, ouvert, schneiderAnnounced: sa, schwarzAnnounced: za, tip });
  }
  for (const ouvert of [false, true]) {
    if (nullValue(hand, ouvert) >= s.bid)
      out.push({ type: 'declare', seat, game: 'N', ouvert, schneiderAnnounced: false, schwarzAnnounced: false, tip: false });
  }
  return out;
}

/** Legal actions from the end of the bidding to the declaration. */
export function legalDeclaringActions(s: DealState): DealAction[] {
  const out: DealAction[] = [];
  switch (s.phase) {
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
    default:
      return legalDeclarations(s);
  }
}
