// Settlement of one finished deal (RULES.md 10.4, 10.6), by seat: what each seat's balance
// changes by, and what the pot changes by. Payments out of the pot are capped at what it holds;
// the declarer's own payments never are. A redeal or a draw pays nothing.
import type { TarockOptions } from './options';
import type { ContractType, TSeat, TarockDealState } from './types';

export interface Settlement {
  /** Balance change by seat (forehand, middlehand, rearhand). */
  seats: [number, number, number];
  /** The pot's change; 0 at a table without a pot too (the record writes null there). */
  pot: number;
}

export const ceil5 = (x: number): number => Math.ceil(x / 5) * 5;

/** Haferl amount won with p points at a target: 5 for target..target+4, 1 more per point above. */
export const haferlWin = (target: number, p: number): number => 5 + Math.max(0, p - target - 4);
/** Haferl amount lost: 5 + the points below target − 5. */
export const haferlLoss = (target: number, p: number): number => 5 + Math.max(0, target - 5 - p);

/** The fixed tariff's base payment of a contract: Solos pay the stakes, Frages half (rounded up). */
function fixedPay(o: TarockOptions, solo: boolean, high: boolean): number {
  const stake = o.fixedStakes[high ? 1 : 0];
  return solo ? stake : Math.ceil(stake / 2);
}

/** What a finished deal's settlement depends on (the fast core passes these without a state). */
export interface DealEnd {
  outcome: TarockDealState['outcome'];
  declarer: TSeat | null;
  contract: { type: ContractType; target: number | null } | null;
  declarerPoints: number | null;
  durch: boolean;
}

export function settleDeal(s: DealEnd, o: TarockOptions, pot: number): Settlement {
  const seats: [number, number, number] = [0, 0, 0];
  const out: Settlement = { seats, pot: 0 };
  if (s.outcome === 'redeal' || s.outcome === 'draw' || s.outcome === null) return out;
  const d = s.declarer!;
  const after = ((d + 1) % 3) as TSeat;
  const other = ((d + 2) % 3) as TSeat;
  const won = s.outcome === 'won';
  const c = s.contract!;
  const p = s.declarerPoints ?? 0;
  const fromPot = (amount: number): number => {
    const paid = Math.min(amount, pot + out.pot);
    out.pot -= paid;
    return paid;
  };
  // Both ways between the declarer and each defender.
  const direct = (each: number): void => {
    const sign = won ? 1 : -1;
    seats[d] += 2 * sign * each;
    seats[after] -= sign * each;
    seats[other] -= sign * each;
  };
  if (c.type === 'BETTEL') {
    direct(4 * fixedPay(o, false, false));
    return out;
  }
  const solo = c.type === 'SOLO' || c.type === 'HEART_SOLO';
  switch (o.settlement) {
    case 'fixed':
      direct(fixedPay(o, solo, won ? s.durch || p >= 91 : p <= 29));
      return out;
    case 'pot': {
      const rate = solo ? 1 : 0.5;
      if (won) {
        seats[d] += fromPot(ceil5((p - 60) * rate) * (s.durch ? 2 : 1));
      } else {
        const t = ceil5((60 - p) * rate);
        const half = ceil5(t / 2);
        seats[d] -= t;
        seats[after] += half;
        seats[other] += t - half + fromPot(half - (t - half));
      }
      return out;
    }
    default: {
      const target = c.target!;
      if (c.type === 'HAND') direct(won ? haferlWin(target, p) : haferlLoss(target, p));
      else if (won) seats[d] += fromPot(haferlWin(target, p));
      else {
        const x = haferlLoss(target, p);
        seats[d] -= x;
        seats[after] += x;
        seats[other] += fromPot(x);
      }
      return out;
    }
  }
}
