// What a seat knows, extracted from its DealView into bitmasks: own hand, cards played, who is
// void in what (shown by failing to follow), points taken so far, the skat/discards when the
// viewer may know them. Everything here comes from the view only; no hidden information.
import { type Card, type CardSet, type DealView, type GameType, parseCard, pointsOf, type Seat } from '../engine/index.js';
import { gameTables, type SolverGame } from './solver/rules.js';

export interface Knowledge {
  me: Seat;
  game: SolverGame | null;
  declarer: Seat | null;
  hand: CardSet;
  /** All cards already played (completed tricks and the current trick). */
  played: CardSet;
  /** Cards played by each seat. */
  playedBy: [CardSet, CardSet, CardSet];
  /** Cards each seat cannot hold (voids shown by failing to follow). */
  cannotHold: [CardSet, CardSet, CardSet];
  /** The current trick's cards in order, and its leader. */
  trick: Card[];
  leader: Seat;
  /** Card points in completed tricks per seat. */
  taken: [number, number, number];
  /** Cards known to lie in the skat / discards (declarer after pick-up), else 0. */
  knownSkat: CardSet;
  /** Cards of the declarer visible to all (Ouvert or laid open), else 0. */
  openHand: CardSet;
  handSizes: [number, number, number];
  tricksDone: number;
}

export function maskOf(names: readonly string[] | null | undefined): CardSet {
  let m = 0;
  if (names)
    for (const n of names) {
      const c = parseCard(n);
      if (c !== undefined) m |= 1 << c;
    }
  return m >>> 0;
}

export function solverGame(view: DealView): SolverGame | null {
  if (view.mode === 'ramsch' || (view.declarer === null && view.phase === 'playing')) return 'R';
  return view.declaration ? (view.declaration.game as GameType) : null;
}

export function knowledge(view: DealView): Knowledge {
  if (view.viewer === 'spectator') throw new Error('bots play a seat, not the spectator view');
  const me = view.viewer;
  const game = solverGame(view);
  const t = game ? gameTables(game) : null;
  const played: [CardSet, CardSet, CardSet] = [0, 0, 0];
  const cannot: [CardSet, CardSet, CardSet] = [0, 0, 0];
  const taken: [number, number, number] = [0, 0, 0];
  const noteTrick = (cards: { seat: Seat; card: string }[]) => {
    const led = parseCard(cards[0]?.card);
    cards.forEach(({ seat, card }, i) => {
      const c = parseCard(card);
      if (c === undefined) return;
      played[seat] |= 1 << c;
      if (i > 0 && t && led !== undefined && ((t.effSuit[led] >>> c) & 1) === 0) cannot[seat] |= t.effSuit[led];
    });
  };
  for (const tr of view.tricks) {
    noteTrick(tr.cards);
    taken[tr.winner] += tr.points;
  }
  noteTrick(view.currentTrick.cards);
  const trick: Card[] = view.currentTrick.cards.map((x) => parseCard(x.card) as Card);
  let knownSkat = 0;
  if (view.declarer === me) knownSkat = view.pickedUp ? maskOf(view.discards ?? view.skat) : 0;
  return {
    me,
    game,
    declarer: view.declarer,
    hand: maskOf(view.hand),
    played: (played[0] | played[1] | played[2]) >>> 0,
    playedBy: played,
    cannotHold: [cannot[0] >>> 0, cannot[1] >>> 0, cannot[2] >>> 0],
    trick,
    leader: view.currentTrick.leader,
    taken,
    knownSkat: knownSkat >>> 0,
    openHand: maskOf(view.openHand),
    handSizes: [...view.handSizes] as [number, number, number],
    tricksDone: view.tricks.length,
  };
}

/** Points the declarer already owns: tricks plus the discards when known (pick-up games). */
export function declarerPointsSoFar(k: Knowledge): number {
  if (k.declarer === null) return 0;
  return k.taken[k.declarer] + (k.declarer === k.me ? pointsOf(k.knownSkat) : 0);
}
