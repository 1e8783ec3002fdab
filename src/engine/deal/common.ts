// Helpers the phase modules (bidding, declaring, play) share: the error value, seat names, and
// the end of a deal (the result written, the deal closed, the dealEnded event).
import { setNames } from '../cards';
import type { DealResult, EngineError, EngineErrorCode, Seat } from '../types';
import type { DealEvent, DealState } from './state';

export const SEATS: readonly Seat[] = [0, 1, 2];

const SEAT_NAMES = ['forehand', 'middlehand', 'rearhand'];
export const seatName = (s: Seat): string => `${SEAT_NAMES[s]} (seat ${s})`;

export const e = (code: EngineErrorCode, message: string): EngineError => ({ code, message });

export function finish(s: DealState, result: DealResult, ev: DealEvent[]): void {
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
