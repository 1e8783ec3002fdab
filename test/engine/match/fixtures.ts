// Hand-built deal results for the match-level tests (scoring and Bock bookkeeping work on
// DealResult values, independent of how the deal was played).
import type { DealResult, GameResult, GameType, RamschResult, Seat } from '../../../src/engine/types';

export function game(over: Partial<GameResult> & { game?: GameType; hand?: boolean } = {}): DealResult {
  const { game: type = 'C', hand = false, ...rest } = over;
  const value = rest.value ?? 24;
  const won = rest.won ?? true;
  const kontra = rest.kontra ?? false;
  const re = rest.re ?? false;
  const g: GameResult = {
    declarer: 0,
    declaration: { game: type, hand, ouvert: false, schneiderAnnounced: false, schwarzAnnounced: false, tip: false },
    bid: 18,
    won,
    end: 'played',
    matadors: 1,
    base: 12,
    levels: [],
    gameValue: value,
    overbid: false,
    value,
    declarerPoints: won ? 70 : 50,
    defenderPoints: won ? 50 : 70,
    declarerTricks: 5,
    schneider: false,
    schwarz: false,
    tipMade: null,
    kontra,
    re,
    kontraBy: kontra ? 1 : null,
    score: (won ? value : -2 * value) * (kontra ? 2 : 1) * (re ? 2 : 1),
    ...rest,
  };
  if (rest.score === undefined) g.score = (g.won ? g.value : -2 * g.value) * (g.kontra ? 2 : 1) * (g.re ? 2 : 1);
  return { kind: 'game', game: g };
}

export function ramsch(cardPoints: [number, number, number], over: Partial<RamschResult> = {}): DealResult {
  const max = Math.max(...cardPoints);
  const durchmarsch = over.durchmarsch ?? null;
  const losers = over.losers ?? (durchmarsch !== null ? [] : ([0, 1, 2] as Seat[]).filter((s) => cardPoints[s] === max));
  const jungfrau = over.jungfrau ?? false;
  const scores =
    over.scores ??
    ([0, 1, 2].map((s) => (durchmarsch !== null ? (s === durchmarsch ? 120 : 0) : losers.includes(s as Seat) ? -cardPoints[s] * (jungfrau ? 2 : 1) : 0)) as [
      number,
      number,
      number,
    ]);
  return {
    kind: 'ramsch',
    ramsch: { cardPoints, tricks: over.tricks ?? [4, 3, 3], losers, jungfrau, durchmarsch, scores },
  };
}

export const passed: DealResult = { kind: 'passed' };
