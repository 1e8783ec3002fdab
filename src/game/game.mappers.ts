// Engine values -> the shared GraphQL types of game.models.ts. Pure copies of what the caller's
// view, event or sheet already holds: nothing is read from a raw state here.
import type { SkatMatchView as MatchView } from './match-port.js';
import type {
  GameTypeGql,
  BockMarkModel,
  CurrentTrickModel,
  MultiplierModel,
  RamschResultModel,
  RamschRoundMarkModel,
  SkatContractModel,
  SkatDealResultModel,
  SkatGameResultModel,
  SkatScoreRowModel,
  TrickModel,
} from './game.models.js';

type EngineRow = MatchView['sheet'][number];
type EngineGame = NonNullable<EngineRow['game']>;
export type EngineDeclaration = EngineGame['declaration'];
export type EngineDealResult = NonNullable<MatchView['deal']['result']>;
type EngineBock = NonNullable<EngineRow['bock']>;
type EngineRamschRound = NonNullable<EngineRow['ramschRound']>;
type EngineTrick = MatchView['deal']['tricks'][number];
type EngineCurrent = MatchView['deal']['currentTrick'];

const GAME_NAMES: Record<EngineDeclaration['game'], string> = { C: 'Clubs', S: 'Spades', H: 'Hearts', D: 'Diamonds', G: 'Grand', N: 'Null' };

export function toContract(d: EngineDeclaration): SkatContractModel {
  const parts = [GAME_NAMES[d.game] + (d.hand ? ' Hand' : '') + (d.ouvert ? ' Ouvert' : '')];
  if (d.schneiderAnnounced) parts.push('Schneider announced');
  if (d.schwarzAnnounced) parts.push('Schwarz announced');
  if (d.tip) parts.push('tip');
  return {
    label: parts.join(', '),
    game: d.game as GameTypeGql,
    hand: d.hand,
    ouvert: d.ouvert,
    schneiderAnnounced: d.schneiderAnnounced,
    schwarzAnnounced: d.schwarzAnnounced,
    tip: d.tip,
  };
}

export const toTrick = (t: EngineTrick): TrickModel => ({
  leader: t.leader,
  cards: t.cards.map((c) => ({ seat: c.seat, card: c.card })),
  winner: t.winner,
  points: t.points,
});

export const toCurrentTrick = (t: EngineCurrent): CurrentTrickModel => ({ leader: t.leader, cards: t.cards.map((c) => ({ seat: c.seat, card: c.card })) });

export function toGameResult(g: EngineGame): SkatGameResultModel {
  const { declaration, levels, ...rest } = g;
  return { ...rest, contract: toContract(declaration), levels: levels.map((l) => ({ name: l.name, count: l.count })) };
}

export function toDealResult(r: EngineDealResult): SkatDealResultModel {
  if (r.kind === 'game') return { kind: r.kind, game: toGameResult(r.game), ramsch: null };
  if (r.kind === 'ramsch') {
    const m = r.ramsch;
    const ramsch: RamschResultModel = {
      cardPoints: [...m.cardPoints],
      tricks: [...m.tricks],
      losers: [...m.losers],
      jungfrau: m.jungfrau,
      durchmarsch: m.durchmarsch,
      scores: [...m.scores],
    };
    return { kind: r.kind, game: null, ramsch };
  }
  return { kind: r.kind, game: null, ramsch: null };
}

export const toBockMark = (b: EngineBock): BockMarkModel => ({
  round: b.round,
  triggerDeal: b.triggerDeal,
  triggers: [...b.triggers],
  index: b.index,
  of: b.of,
});

export const toRamschRoundMark = (r: EngineRamschRound): RamschRoundMarkModel => ({ ...toBockMark(r), forced: r.forced });

function toMultiplier(m: EngineRow['multipliers'][number]): MultiplierModel {
  return { kind: m.kind, factor: m.factor, by: 'by' in m ? m.by : null, reason: m.kind === 'bock' ? toBockMark(m.reason) : null };
}

/**
 * A score-sheet row. The Seeger-Fabian columns come from the row itself: under tournament
 * scoring the declarer's score is the value part plus exactly 50 won or minus 50 lost, under
 * standard scoring exactly the value part (engine match/scoring.ts scoreDeal).
 */
export function toScoreRow(r: EngineRow): SkatScoreRowModel {
  const g = r.game;
  const valueScore = g ? g.score * (r.bock ? 2 : 1) : 0;
  const declarer = r.declarer;
  const seegerFabian = g && declarer !== null && r.scores[declarer] !== valueScore;
  const others = g && declarer !== null ? r.scores.filter((_, p) => p !== declarer) : [];
  return {
    deal: r.deal,
    dealer: r.dealer,
    seats: [...r.seats],
    sittingOut: r.sittingOut,
    scores: [...r.scores],
    totals: [...r.totals],
    seed: r.seed,
    mode: r.mode,
    kind: r.kind,
    // A deal seat, as everywhere else in the API (the engine's row keeps the player).
    declarer: declarer === null ? null : r.seats.indexOf(declarer),
    game: g ? toGameResult(g) : null,
    ramsch: r.ramsch
      ? {
          cardPoints: [...r.ramsch.cardPoints],
          tricks: [...r.ramsch.tricks],
          losers: [...r.ramsch.losers],
          jungfrau: r.ramsch.jungfrau,
          durchmarsch: r.ramsch.durchmarsch,
        }
      : null,
    bock: r.bock ? toBockMark(r.bock) : null,
    ramschRound: r.ramschRound ? toRamschRoundMark(r.ramschRound) : null,
    multipliers: r.multipliers.map(toMultiplier),
    triggers: [...r.triggers],
    seegerFabian: seegerFabian ? { valueScore, declarerBonus: r.scores[declarer] - valueScore, othersBonus: Math.max(0, ...others) } : null,
  };
}
