// Tarock's fast core: a mutable, allocation-free playout of complete random deals, for the
// engine benchmark and bot simulations. A hand is four 9-bit suit masks (bit = rank index, so
// bit order is card order), the auction is the reference engine's state machine on integers,
// and a random action is drawn without listing the legal ones: a discard is three cards drawn
// one by one from the hand. It reaches the reference engine's results (same deal, same random
// choices: test/engine/tarock/fast.spec.ts); `legalTarockActions` stays the authority.
import { randomBelow } from '../deal/rng';
import { settleDeal, type Settlement } from './settle';
import type { TarockOptions } from './options';
import type { ContractType, DealOutcome, TarockDealRules } from './types';

/** Contract codes: the index into CONTRACT_TYPES. */
export const CONTRACT_TYPES: readonly ContractType[] = ['FRAGE', 'HEART_FRAGE', 'SOLO', 'HEART_SOLO', 'BETTEL', 'PICK_UP', 'HAND'];
export const C_FRAGE = 0,
  C_HEART_FRAGE = 1,
  C_SOLO = 2,
  C_HEART_SOLO = 3,
  C_BETTEL = 4,
  C_PICK_UP = 5,
  C_HAND = 6;
/** Bid codes in `bids`: a ladder index, or one of these. */
export const BID_PASS = -1,
  BID_HOLD = -2;
const OUTCOMES: readonly DealOutcome[] = ['won', 'lost', 'draw', 'redeal'];
const HEARTS = 2;

const POP = new Uint8Array(512);
for (let m = 1; m < 512; m++) POP[m] = POP[m >> 1] + (m & 1);
const RANK_POINTS = [11, 10, 4, 3, 2, 0, 0, 0, 0];
/** Card points of a 9-bit suit mask. */
const MASK_POINTS = new Uint8Array(512);
for (let m = 1; m < 512; m++) {
  const low = 31 - Math.clz32(m & -m);
  MASK_POINTS[m] = MASK_POINTS[m & (m - 1)] + RANK_POINTS[low];
}
/** Strength inside a suit by card (higher wins): plain order and Bettel's A K O U T 9 8 7 6. */
const STRENGTH = new Int8Array(36);
const BETTEL_STRENGTH = new Int8Array(36);
const BETTEL_BY_RANK = [8, 4, 7, 6, 5, 3, 2, 1, 0];
for (let c = 0; c < 36; c++) {
  STRENGTH[c] = 8 - (c % 9);
  BETTEL_STRENGTH[c] = BETTEL_BY_RANK[c % 9];
}

/** The n-th (0-based) set bit of a mask. */
function nthBit(m: number, n: number): number {
  while (n-- > 0) m &= m - 1;
  return 31 - Math.clz32(m & -m);
}

export class FastTarock {
  /** Dealing order: 11 forehand, 11 middlehand, 11 rearhand, 3 talon. */
  readonly deck = new Int8Array(36);
  /** Suit masks by seat * 4 + suit. */
  readonly hands = new Int32Array(12);
  readonly dealt = new Int32Array(12);
  readonly talon = new Int32Array(4);
  readonly discarded = new Int32Array(4);
  /** Bid codes in order (ladder index, BID_PASS, BID_HOLD) and the seat of each. */
  readonly bids = new Int8Array(32);
  readonly bidSeats = new Int8Array(32);
  nBids = 0;
  /** Played cards in order (three per trick) and each trick's winner. */
  readonly played = new Int8Array(33);
  readonly winners = new Int8Array(11);
  nTricks = 0;
  declarer = -1;
  /** Index into the bid ladder of the highest bid; -1 before any. */
  level = -1;
  contract = -1;
  /** Trump suit, -1 for none (Bettel). */
  trump = -1;
  target = 0;
  pickedUp = false;
  declarerPoints = 0;
  schneider = false;
  durch = false;
  /** Index into OUTCOMES: 0 won, 1 lost, 2 draw, 3 redeal. */
  outcomeCode = 3;
  private readonly ladder: Int8Array;
  private readonly ladderLength: number;
  private readonly haferl: boolean;

  constructor(readonly rules: TarockDealRules) {
    for (let i = 0; i < 36; i++) this.deck[i] = i;
    this.haferl = rules.variant === 'haferl';
    // Simple: contract codes of the ladder's levels. Haferl: 13 steps (pickUp, 61 .. 116).
    const simple = [C_FRAGE, ...(rules.heartFrage ? [C_HEART_FRAGE] : []), C_SOLO, C_HEART_SOLO, ...(rules.bettel ? [C_BETTEL] : [])];
    this.ladder = Int8Array.from(this.haferl ? Array.from({ length: 13 }, (_, i) => i) : simple);
    this.ladderLength = this.ladder.length;
  }

  get outcome(): DealOutcome {
    return OUTCOMES[this.outcomeCode];
  }

  /** Shuffles (Fisher-Yates, as seededShuffle) and deals. */
  deal(next: () => number): void {
    const d = this.deck;
    for (let i = 0; i < 36; i++) d[i] = i;
    for (let i = 35; i > 0; i--) {
      const j = randomBelow(next, i + 1);
      const t = d[i];
      d[i] = d[j];
      d[j] = t;
    }
    this.dealDeck();
  }

  /** Deals `deck` as it stands. */
  dealDeck(): void {
    const d = this.deck,
      h = this.hands;
    h.fill(0);
    this.talon.fill(0);
    this.discarded.fill(0);
    for (let i = 0; i < 33; i++) {
      const c = d[i],
        seat = (i / 11) | 0;
      h[seat * 4 + ((c / 9) | 0)] |= 1 << (c % 9);
    }
    for (let i = 33; i < 36; i++) this.talon[(d[i] / 9) | 0] |= 1 << (d[i] % 9);
    this.dealt.set(h);
    this.nBids = 0;
    this.nTricks = 0;
    this.declarer = -1;
    this.level = -1;
    this.contract = -1;
    this.trump = -1;
    this.target = 0;
    this.pickedUp = false;
    this.declarerPoints = 0;
    this.schneider = false;
    this.durch = false;
    this.outcomeCode = 3;
  }

  private pushBid(seat: number, code: number): void {
    this.bidSeats[this.nBids] = seat;
    this.bids[this.nBids++] = code;
  }

  /**
   * The auction with uniformly random legal speeches (in legalTarockActions' order: hold, pass
   * when answering; else pass, then the raises). Returns the declarer, or -1 for a redeal.
   */
  bidRandom(next: () => number): number {
    // mode 0 enter, 1 answer, 2 raise
    let high = -1,
      holder = -1,
      challenger = -1,
      nextSeat = 0,
      mode = 0,
      turn = 0;
    const ladderLength = this.ladderLength;
    for (;;) {
      if (mode === 1) {
        if (next() % 2 === 0) {
          this.pushBid(turn, BID_HOLD);
          mode = 2;
          turn = challenger;
          continue;
        }
        this.pushBid(turn, BID_PASS);
        holder = challenger;
      } else {
        const raises = this.haferl ? (high + 1 < ladderLength ? 1 : 0) : ladderLength - high - 1;
        const k = next() % (1 + raises);
        if (k > 0) {
          high += k;
          this.pushBid(turn, high);
          if (mode === 0 && holder < 0) holder = turn;
          else {
            if (mode === 0) challenger = turn;
            mode = 1;
            turn = holder;
            continue;
          }
        } else this.pushBid(turn, BID_PASS);
      }
      // The seat in turn has entered: the next seat speaks, or the auction ends.
      mode = 0;
      challenger = -1;
      if (++nextSeat >= 3) break;
      turn = nextSeat;
    }
    this.level = high;
    this.declarer = holder;
    return holder;
  }

  /**
   * A uniformly random contract among those the declarer may announce (legalTarockActions'
   * order), then for a Frage or Pick-Up three random discards drawn card by card and, when the
   * contract names them then, random trumps.
   */
  declareRandom(next: () => number): void {
    const r = this.rules;
    let type: number,
      trump = -1;
    if (this.haferl) {
      const n = this.level === 0 ? 5 : 4;
      const k = next() % n;
      if (this.level === 0 && k === 0) type = C_PICK_UP;
      else {
        type = C_HAND;
        trump = this.level === 0 ? k - 1 : k;
      }
    } else {
      let total = 0;
      for (let i = this.level; i < this.ladderLength; i++) total += this.ladder[i] === C_SOLO ? 3 : 1;
      let k = next() % total;
      type = -1;
      for (let i = this.level; i < this.ladderLength; i++) {
        const c = this.ladder[i];
        const n = c === C_SOLO ? 3 : 1;
        if (k < n) {
          type = c;
          if (c === C_SOLO)
            trump = k === 2 ? 3 : k; // E G S
          else if (c === C_HEART_SOLO || c === C_HEART_FRAGE) trump = HEARTS;
          break;
        }
        k -= n;
      }
    }
    this.contract = type;
    this.target = type === C_BETTEL ? 0 : type === C_HAND && this.level > 0 ? 61 + 5 * (this.level - 1) : 61;
    this.trump = trump;
    if (type === C_FRAGE || type === C_HEART_FRAGE || type === C_PICK_UP) {
      this.pickedUp = true;
      const base = this.declarer * 4,
        h = this.hands;
      for (let s = 0; s < 4; s++) h[base + s] |= this.talon[s];
      for (let left = 14; left > 11; left--) {
        let k = next() % left,
          s = 0;
        while (k >= POP[h[base + s]]) k -= POP[h[base + s++]];
        const bit = 1 << nthBit(h[base + s], k);
        h[base + s] &= ~bit;
        this.discarded[s] |= bit;
      }
      if (type === C_FRAGE) {
        if (r.heartFrage) {
          const k = next() % 3;
          this.trump = k === 2 ? 3 : k;
        } else this.trump = next() % 4;
      } else if (type === C_PICK_UP) {
        // A draw among the allowed suits, one of them (Hearts) when pickUpHeartsOnly binds.
        const k = next() % (r.pickUpHeartsOnly ? 1 : 4);
        this.trump = r.pickUpHeartsOnly ? HEARTS : k;
      }
    }
  }

  /** Plays the tricks with uniformly random legal cards and scores the deal. Returns the tricks played. */
  playRandom(next: () => number): number {
    const h = this.hands,
      played = this.played,
      winners = this.winners;
    const bettel = this.contract === C_BETTEL;
    const trump = bettel ? -1 : this.trump;
    const str = bettel ? BETTEL_STRENGTH : STRENGTH;
    const d = this.declarer;
    let leader = 0,
      taken = 0,
      points = 0,
      n = 0;
    for (let t = 0; t < 11; t++) {
      let led = -1,
        best = -1,
        bestSeat = leader,
        bestSuit = -1;
      for (let i = 0; i < 3; i++) {
        const seat = (leader + i) % 3,
          base = seat * 4;
        let s: number, m: number;
        if (led >= 0 && h[base + led] !== 0) s = led;
        else if (led >= 0 && trump >= 0 && h[base + trump] !== 0) s = trump;
        else s = -1;
        if (s >= 0) {
          m = h[base + s];
          const bit = nthBit(m, next() % POP[m]);
          h[base + s] = m & ~(1 << bit);
          const c = s * 9 + bit;
          played[n++] = c;
          if (s === bestSuit ? str[c] > str[best] : s === trump) {
            best = c;
            bestSuit = s;
            bestSeat = seat;
          }
        } else {
          let k = next() % (POP[h[base]] + POP[h[base + 1]] + POP[h[base + 2]] + POP[h[base + 3]]);
          s = 0;
          while (k >= POP[h[base + s]]) k -= POP[h[base + s++]];
          m = h[base + s];
          const bit = nthBit(m, k);
          h[base + s] = m & ~(1 << bit);
          const c = s * 9 + bit;
          played[n++] = c;
          if (i === 0) {
            led = s;
            best = c;
            bestSuit = s;
            bestSeat = seat;
          } else if (s === bestSuit ? str[c] > str[best] : s === trump) {
            best = c;
            bestSuit = s;
            bestSeat = seat;
          }
        }
      }
      winners[t] = bestSeat;
      this.nTricks = t + 1;
      if (bestSeat === d) {
        taken++;
        points += RANK_POINTS[played[n - 1] % 9] + RANK_POINTS[played[n - 2] % 9] + RANK_POINTS[played[n - 3] % 9];
        if (bettel) break;
      }
      leader = bestSeat;
    }
    if (bettel) {
      this.outcomeCode = taken > 0 ? 1 : 0;
      return this.nTricks;
    }
    const rest = this.pickedUp ? this.discarded : this.talon;
    points += MASK_POINTS[rest[0]] + MASK_POINTS[rest[1]] + MASK_POINTS[rest[2]] + MASK_POINTS[rest[3]];
    this.declarerPoints = points;
    this.durch = taken === 11;
    this.schneider = points >= 91 || points <= 29;
    this.outcomeCode = points >= this.target ? 0 : !this.haferl && points === 60 ? 2 : 1;
    return 11;
  }

  /** One complete random deal: deal, auction, contract, discards, play. Returns the tricks played (0 for a redeal). */
  runRandom(next: () => number): number {
    this.deal(next);
    return this.playDealt(next);
  }

  /** The rest of runRandom for the deal as dealt. */
  playDealt(next: () => number): number {
    if (this.bidRandom(next) < 0) {
      this.outcomeCode = 3;
      return 0;
    }
    this.declareRandom(next);
    return this.playRandom(next);
  }

  /** The settlement of the finished deal, by seat, with the pot holding `pot`. */
  settle(options: TarockOptions, pot: number): Settlement {
    const redeal = this.outcomeCode === 3;
    return settleDeal(
      {
        outcome: OUTCOMES[this.outcomeCode],
        declarer: redeal ? null : (this.declarer as 0 | 1 | 2),
        contract: redeal ? null : { type: CONTRACT_TYPES[this.contract], target: this.contract === C_BETTEL ? null : this.target },
        declarerPoints: redeal || this.contract === C_BETTEL ? null : this.declarerPoints,
        durch: this.durch,
      },
      options,
      pot,
    );
  }
}
