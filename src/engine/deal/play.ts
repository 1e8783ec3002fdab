// The play (RULES.md 4): cards and tricks, Kontra and Re (RULES.md 7), concessions (RULES.md 6),
// and the end of a declared game or a Ramsch with its score.
import { bit, cardName, cardsOf, parseCard, pointsOf, setNames, type Card, type CardSet } from '../cards';
import type { DealAction, Declaration, EngineError, GameEnd, GameType, Seat } from '../types';
import { e, finish, seatName, SEATS } from './common';
import type { DealEvent, DealState } from './state';
import { gameKind, legalPlayMask, trickWinner, KIND_RAMSCH, type GameKind } from './trick-rules';
import { scoreGame, scoreRamsch } from './values';

/** The kind whose trick rules apply now (Ramsch: Jacks only). */
export function playKind(s: DealState): GameKind {
  if (s.ramsch) return KIND_RAMSCH;
  return gameKind(s.declaration ? s.declaration.game : 'G');
}

/** Legal cards for the seat to play (0 when it is not that seat's turn). */
export function legalPlays(s: DealState, seat: Seat): CardSet {
  if (s.phase !== 'playing' || s.turn !== seat) return 0;
  const led = s.current.cards.length > 0 ? s.current.cards[0] : -1;
  return legalPlayMask(playKind(s), s.hands[seat], led);
}

export function play(s: DealState, seat: Seat, name: unknown, ev: DealEvent[]): EngineError | null {
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
  return s.rules.kontraRe && s.phase === 'playing' && s.kontraBy !== null && !s.re && seat === s.declarer && s.playedCount[seat] === s.declarerPlayedAtKontra;
}

export function kontraRe(s: DealState, seat: Seat, type: 'kontra' | 're', ev: DealEvent[]): EngineError | null {
  if (!s.rules.kontraRe) return e('ILLEGAL_KONTRA', 'Kontra and Re are not played at this table.');
  if (s.phase !== 'playing' || s.ramsch) return e('WRONG_PHASE', 'Kontra and Re are said during the play of a declared game.');
  if (type === 'kontra') {
    if (!mayKontra(s, seat)) {
      const why =
        seat === s.declarer
          ? 'the declarer cannot say Kontra'
          : s.kontraBy !== null
            ? 'Kontra has already been said'
            : s.playedCount[seat] > 0
              ? 'Kontra must be said before playing your first card'
              : 'only a defender who bid or held at least 18 may say Kontra';
      return e('ILLEGAL_KONTRA', `No Kontra: ${why}.`);
    }
    s.kontraBy = seat;
    s.declarerPlayedAtKontra = s.playedCount[s.declarer as Seat];
    ev.push({ type: 'kontra', seat });
    return null;
  }
  if (!mayRe(s, seat)) {
    return e(
      'ILLEGAL_KONTRA',
      seat !== s.declarer
        ? 'Only the declarer may answer Re.'
        : s.kontraBy === null
          ? 'Re answers a Kontra; none was said.'
          : s.re
            ? 'Re has already been said.'
            : 'Re must be said before the declarer plays the next card.',
    );
  }
  s.re = true;
  ev.push({ type: 're', seat });
  return null;
}

// ---------------------------------------------------------------- concessions

const partnerOf = (s: DealState, seat: Seat): Seat => (3 - (s.declarer as number) - seat) as Seat;

export function concession(
  s: DealState,
  seat: Seat,
  type: 'giveUp' | 'acceptGiveUp' | 'declineGiveUp' | 'layOpen' | 'acceptLayOpen' | 'concede',
  ev: DealEvent[],
): EngineError | null {
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
      tipMade = (s.hands[decl] & bit(tc)) !== 0 || (s.tricks.length === 9 && lastIdx >= 0 && (s.current.leader + lastIdx) % 3 === decl);
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

/** Legal actions in the play: the seat to play's cards, then Kontra, Re and concessions. */
export function legalPlayActions(s: DealState): DealAction[] {
  const out: DealAction[] = [];
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
