// What a Tarock seat knows (from its view alone) and worlds consistent with it, for the strong
// player's Perfect-Information Monte Carlo: the unseen cards are dealt to the other two seats
// and the hidden pile (the untouched talon or the discards) so that hand sizes and the voids
// shown by not following suit (and then not trumping) hold, and, softly, so that a declarer
// holds the trump length he would have named trumps with.
import { parseTCard, T_SUITS, tPoints, type TarockDealView, type TCard } from '../../../engine/tarock/index.js';

export interface TarockKnowledge {
  me: number;
  hand: TCard[];
  declarer: number | null;
  /** Trump suit index, -1 for none or not yet named. */
  trump: number;
  bettel: boolean;
  target: number;
  /** The current trick: leader and cards so far. */
  leader: number;
  trick: TCard[];
  tricksDone: number;
  /** Card points the declarer took in finished tricks, and whether he took a trick. */
  declarerTaken: number;
  declarerTookTrick: boolean;
  /** Cards nobody can see from here. */
  unknown: TCard[];
  /** The hidden pile as far as it is known to this seat (discards or talon), else null. */
  pile: TCard[] | null;
  /** How many unknown cards each seat holds (0 for me), and the hidden pile's share. */
  need: [number, number, number, number];
  /** Suits (bit per suit) each seat has shown it cannot hold. */
  voids: [number, number, number];
  /** Trumps the declarer has played so far (for the soft check on his trump length). */
  declarerTrumpsPlayed: number;
}

/** The fewest trumps (played and held) a world gives a declarer who is not me: he chose them. */
export const DECLARER_MIN_TRUMPS = 5;

const names = (xs: readonly string[]): TCard[] => xs.map((n) => parseTCard(n)!);
const suit = (c: TCard): number => (c / 9) | 0;

export function tarockKnowledge(view: TarockDealView): TarockKnowledge {
  const me = view.viewer as number;
  const hand = names(view.hand ?? []);
  const c = view.contract;
  const bettel = c?.type === 'BETTEL';
  const trump = c?.trump && !bettel ? T_SUITS.indexOf(c.trump) : -1;
  const seen = new Set<TCard>(hand);
  const voids: [number, number, number] = [0, 0, 0];
  let declarerTaken = 0,
    declarerTookTrick = false,
    declarerTrumpsPlayed = 0;
  const note = (leader: number, cards: TCard[]) => {
    cards.forEach((x, i) => {
      seen.add(x);
      if ((leader + i) % 3 === view.declarer && trump >= 0 && suit(x) === trump) declarerTrumpsPlayed++;
      if (i === 0) return;
      const seat = (leader + i) % 3,
        led = suit(cards[0]);
      if (suit(x) !== led) {
        voids[seat] |= 1 << led;
        if (trump >= 0 && suit(x) !== trump) voids[seat] |= 1 << trump;
      }
    });
  };
  for (const t of view.tricks) {
    const cards = names(t.cards);
    note(t.leader, cards);
    if (t.winner === view.declarer) {
      declarerTookTrick = true;
      for (const x of cards) declarerTaken += tPoints(x);
    }
  }
  const last = view.tricks[view.tricks.length - 1];
  const leader = view.current?.leader ?? (last ? last.winner : 0);
  const trick = names(view.current?.cards ?? []);
  note(leader, trick);
  // The hidden pile: known to the declarer who picked up (his discards); else unseen.
  let pile: TCard[] | null = null;
  if (view.discarded) pile = names(view.discarded);
  if (pile) for (const x of pile) seen.add(x);
  // A declarer who took up the talon but has not put away yet holds it in `hand` already.
  const unknown: TCard[] = [];
  for (let x = 0; x < 36; x++) if (!seen.has(x)) unknown.push(x);
  const need: [number, number, number, number] = [0, 0, 0, pile ? 0 : 3];
  for (let s = 0; s < 3; s++) if (s !== me) need[s] = view.handSizes[s];
  // Before the discards a picking-up declarer holds 14 cards and the pile is empty.
  if (view.phase === 'discarding' && view.declarer === me) need[3] = 0;
  return {
    me,
    hand,
    declarer: view.declarer,
    trump,
    bettel,
    target: c?.target ?? 61,
    leader,
    trick,
    tricksDone: view.tricks.length,
    declarerTaken,
    declarerTookTrick,
    unknown,
    pile,
    need,
    voids,
    declarerTrumpsPlayed,
  };
}

export interface TarockWorld {
  hands: TCard[][];
  pile: TCard[];
}

/**
 * A world of the unknown cards. Softly, the declarer (when it is another seat and trumps are
 * named) holds at least DECLARER_MIN_TRUMPS trumps with those he played: up to 20 worlds are
 * drawn for one that does, else the last is taken.
 */
export function sampleTarockWorld(k: TarockKnowledge, rng: () => number): TarockWorld {
  const d = k.declarer;
  if (d === null || d === k.me || k.trump < 0) return drawWorld(k, rng);
  let w = drawWorld(k, rng);
  for (let i = 0; i < 20; i++) {
    const held = w.hands[d].filter((c) => suit(c) === k.trump).length;
    if (held + k.declarerTrumpsPlayed >= DECLARER_MIN_TRUMPS) return w;
    w = drawWorld(k, rng);
  }
  return w;
}

/**
 * Deals the unknown cards: seats first, most constrained cards first, each card to a place that
 * may hold it and has room. A dead end is redrawn; after 30 tries the voids are ignored.
 */
function drawWorld(k: TarockKnowledge, rng: () => number): TarockWorld {
  for (let attempt = 0; attempt < 31; attempt++) {
    const strict = attempt < 30;
    const cards = [...k.unknown];
    for (let i = cards.length - 1; i > 0; i--) {
      const j = Math.floor(rng() * (i + 1));
      const t = cards[i];
      cards[i] = cards[j];
      cards[j] = t;
    }
    const can = (place: number, c: TCard): boolean => place === 3 || !strict || ((k.voids[place] >> suit(c)) & 1) === 0;
    // Cards fewer places may take go first.
    const places = (c: TCard): number => [0, 1, 2, 3].filter((p) => k.need[p] > 0 && can(p, c)).length;
    cards.sort((a, b) => places(a) - places(b));
    const room = [...k.need];
    const hands: TCard[][] = [[], [], []];
    const pile: TCard[] = [];
    let ok = true;
    for (const c of cards) {
      let total = 0;
      for (let p = 0; p < 4; p++) if (room[p] > 0 && can(p, c)) total += room[p];
      if (total === 0) {
        ok = false;
        break;
      }
      let r = Math.floor(rng() * total);
      let p = 0;
      for (; p < 4; p++) {
        if (room[p] > 0 && can(p, c)) {
          if (r < room[p]) break;
          r -= room[p];
        }
      }
      room[p]--;
      (p === 3 ? pile : hands[p]).push(c);
    }
    if (!ok) continue;
    hands[k.me] = [...k.hand];
    return { hands, pile: k.pile ? [...k.pile] : pile };
  }
  throw new Error('no world fits the view');
}
