// Skat's counters of one finished match for per-player statistics (docs/ratings.md), its part of
// a player's statistics (PlayerStatistics.skat, resolved here) and of their CSV export.
import { Field, Float, Int, ObjectType, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { GameTypeGql } from '../../game/game.models.js';
import type { SkatMatchState } from '../../game/match-port.js';
import { rateOf, type GameStatistics } from '../../game/served-game.js';
import { PlayerStatisticsModel, SuccessCountModel } from '../../ratings/ratings.models.js';

type Counters = Record<string, number>;
const add = (c: Counters, key: string, n = 1): void => {
  if (n) c[key] = (c[key] ?? 0) + n;
};

/** Player `p`'s counters over a finished Skat match (beside matches and matchesWon). */
export function skatCounters(state: SkatMatchState, p: number): Counters {
  const c: Counters = {};
  const players = state.config.players;
  for (const r of state.sheet) {
    // Seeger-Fabian points of the deal, whatever the table scored by: the game's score (Kontra
    // and Re included, no Bock) +50 won / -50 lost for the declarer, and on a loss 40 (3 players)
    // or 30 (4 players) to every other player at the table, the one sitting out included.
    const g = r.game;
    if (r.kind === 'game' && g && r.declarer !== null) {
      if (r.declarer === p) add(c, 'sf', g.score + (g.won ? 50 : -50));
      else if (!g.won) add(c, 'sf', players === 3 ? 40 : 30);
    }
    if (r.sittingOut === p) continue;
    add(c, 'deals');
    if (r.kind === 'passed') {
      add(c, 'passed');
    } else if (r.kind === 'ramsch' && r.ramsch) {
      add(c, 'ramsch');
      if (r.ramsch.losers.includes(p)) add(c, 'ramschLost');
      if (r.ramsch.durchmarsch === p) add(c, 'durchmarsch');
    } else if (g && r.declarer !== null) {
      const type = g.declaration.game;
      if (r.declarer === p) {
        add(c, 'declarer');
        add(c, `declared.${type}`);
        if (g.won) add(c, `won.${type}`);
        if (g.won) add(c, 'declarerWon');
        if (g.overbid) add(c, 'overbid');
        if (g.re) add(c, 're');
        if (g.re && g.won) add(c, 'reWon');
        if (g.schneider) add(c, g.won ? 'schneiderWon' : 'schneiderLost');
        if (g.schwarz) add(c, g.won ? 'schwarzWon' : 'schwarzLost');
      } else {
        add(c, 'defender');
        if (!g.won) add(c, 'defenderWon');
        if (g.kontra && g.kontraBy !== null && r.seats[g.kontraBy] === p) {
          add(c, 'kontra');
          if (!g.won) add(c, 'kontraWon');
        }
      }
    }
  }
  return c;
}

@ObjectType('GameTypeStatistics')
export class GameTypeStatisticsModel {
  @Field(() => GameTypeGql) gameType: string;
  @Field(() => Int, { description: 'Games declared.' }) count: number;
  @Field(() => Int, { description: 'Of them won.' }) won: number;
  @Field(() => Float, { nullable: true }) rate: number | null;
}

@ObjectType('SkatStatistics')
export class SkatStatisticsModel {
  @Field(() => [GameTypeStatisticsModel], { description: 'Declarer results per game type (all six, zeros included).' }) byGameType: GameTypeStatisticsModel[];
  @Field(() => Int, { description: 'Seeger-Fabian points over all counted matches (docs/ratings.md), whatever the tables scored by.' })
  seegerFabianPoints: number;
  @Field(() => Float, { nullable: true, description: 'seegerFabianPoints per match (a match is one series); null without matches.' })
  averageSeegerFabianPerSeries: number | null;
  @Field(() => SuccessCountModel, { description: 'Kontra said by this player as a defender; won: the declarer lost.' }) kontra: SuccessCountModel;
  @Field(() => SuccessCountModel, { description: 'Re said by this player as declarer; won: the declarer won.' }) re: SuccessCountModel;
  @Field(() => Int, { description: 'Games lost as declarer because the game value did not reach the bid.' }) overbids: number;
  @Field(() => Int, { description: 'Games won as declarer with the defenders Schneider.' }) schneiderWon: number;
  @Field(() => Int, { description: 'Games won as declarer with the defenders Schwarz.' }) schwarzWon: number;
  @Field(() => Int, { description: 'Games lost as declarer Schneider.' }) schneiderLost: number;
  @Field(() => Int, { description: 'Games lost as declarer Schwarz.' }) schwarzLost: number;
  @Field(() => Int, { description: 'Ramsch deals played.' }) ramschDeals: number;
  @Field(() => Int, { description: 'Ramsch deals this player lost (the most card points; every tied player loses).' }) ramschLosses: number;
  @Field(() => Int, { description: 'Ramsch deals this player won with a Durchmarsch (every trick).' }) durchmaersche: number;
  @Field(() => Int, { description: 'Deals passed in (nobody bid).' }) passedDeals: number;
}

const SKAT_GAME_TYPES = ['C', 'S', 'H', 'D', 'G', 'N'] as const;
const SKAT_TYPE_NAMES: Record<string, string> = { C: 'clubs', S: 'spades', H: 'hearts', D: 'diamonds', G: 'grand', N: 'null' };

export const skatStatistics: GameStatistics = {
  of: (n, matches): SkatStatisticsModel => ({
    byGameType: SKAT_GAME_TYPES.map((t) => ({ gameType: t, ...rateOf(n(`declared.${t}`), n(`won.${t}`)) })),
    seegerFabianPoints: n('sf'),
    averageSeegerFabianPerSeries: matches ? n('sf') / matches : null,
    kontra: rateOf(n('kontra'), n('kontraWon')),
    re: rateOf(n('re'), n('reWon')),
    overbids: n('overbid'),
    schneiderWon: n('schneiderWon'),
    schwarzWon: n('schwarzWon'),
    schneiderLost: n('schneiderLost'),
    schwarzLost: n('schwarzLost'),
    ramschDeals: n('ramsch'),
    ramschLosses: n('ramschLost'),
    durchmaersche: n('durchmarsch'),
    passedDeals: n('passed'),
  }),
  csvHeader: [
    ...SKAT_GAME_TYPES.flatMap((t) => [`${SKAT_TYPE_NAMES[t]}_declared`, `${SKAT_TYPE_NAMES[t]}_won`]),
    'seeger_fabian_points',
    'average_seeger_fabian_per_series',
    'kontra',
    'kontra_won',
    're',
    're_won',
    'overbids',
    'schneider_won',
    'schwarz_won',
    'schneider_lost',
    'schwarz_lost',
    'ramsch_deals',
    'ramsch_losses',
    'durchmaersche',
    'passed_deals',
  ],
  csvRow: (stats) => {
    const k = stats as SkatStatisticsModel;
    return [
      ...k.byGameType.flatMap((x) => [x.count, x.won]),
      k.seegerFabianPoints,
      k.averageSeegerFabianPerSeries,
      k.kontra.count,
      k.kontra.won,
      k.re.count,
      k.re.won,
      k.overbids,
      k.schneiderWon,
      k.schwarzWon,
      k.schneiderLost,
      k.schwarzLost,
      k.ramschDeals,
      k.ramschLosses,
      k.durchmaersche,
      k.passedDeals,
    ];
  },
};

@Resolver(() => PlayerStatisticsModel)
export class SkatStatisticsResolver {
  @ResolveField('skat', () => SkatStatisticsModel, { nullable: true, description: 'Skat only.' })
  skat(@Parent() s: PlayerStatisticsModel): SkatStatisticsModel | null {
    return s.game === 'skat' ? (s.gameStatistics as SkatStatisticsModel) : null;
  }
}
