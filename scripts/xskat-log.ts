// The XSkat arena's `--log` files (../shared/xskat-arena): one JSON line per deal, read by the
// xskat-log-* scripts.
import { readFileSync } from 'node:fs';

export interface LogDeal {
  deck: number;
  /** Per seat: A (our bot) or B (XSkat). */
  seating: string;
  /** "H decl=1 bid=20 won pts=85 score=20", or "passed". */
  summary: string;
  /** Seeger-Fabian points per seat. */
  scores: number[];
}

/** The deals of one log file, in its order. */
export function readLog(file: string): LogDeal[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as LogDeal);
}

/** The A seats' SF minus the B seats'. */
export const margin = (d: LogDeal) => d.scores.reduce((sum, s, seat) => sum + (d.seating[seat] === 'A' ? s : -s), 0);
