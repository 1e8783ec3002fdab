// Tarock's counters of one finished match for per-player statistics (docs/ratings.md), its part of
// a player's statistics (PlayerStatistics.tarock, resolved here) and of their CSV export.
import { Field, Float, Int, ObjectType, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import type { TarockTableState } from '../../engine/tarock/index.js';
import { TarockContractTypeGql } from '../../game/schema-vocabulary.js';
import { rateOf, type GameStatistics } from '../../game/served-game.js';
import { PlayerStatisticsModel } from '../../ratings/ratings.models.js';

type Counters = Record<string, number>;
const add = (c: Counters, key: string, n = 1): void => {
  if (n) c[key] = (c[key] ?? 0) + n;
};

/** Player `p`'s counters over a finished Tarock match (beside matches and matchesWon). */
export function tarockCounters(state: TarockTableState, p: number): Counters {
  const c: Counters = {};
  for (const r of state.sheet) {
    if (r.sittingOut === p) continue;
    add(c, 'deals');
    if (r.result === 'redeal' || r.declarer === null || !r.contract) {
      add(c, 'redeals');
      continue;
    }
    const won = r.result === 'won';
    if (r.seats[r.declarer] === p) {
      add(c, 'declarer');
      add(c, `contract.${r.contract.type}`);
      if (won) add(c, `contractWon.${r.contract.type}`);
      if (won) add(c, 'declarerWon');
      if (won && r.durch) add(c, 'durch');
    } else {
      add(c, 'defender');
      if (r.result === 'lost') add(c, 'defenderWon');
    }
  }
  add(c, 'ledger', state.balances[p] ?? 0);
  return c;
}

@ObjectType('TarockContractStatistics')
export class TarockContractStatisticsModel {
  @Field(() => TarockContractTypeGql) contract: string;
  @Field(() => Int, { description: 'Played as declarer.' }) count: number;
  @Field(() => Int, { description: 'Of them won.' }) won: number;
  @Field(() => Float, { nullable: true }) rate: number | null;
}

@ObjectType('TarockStatistics')
export class TarockStatisticsModel {
  @Field(() => [TarockContractStatisticsModel], { description: 'Declarer results per contract (all seven, zeros included: simple and Haferl).' })
  contracts: TarockContractStatisticsModel[];
  @Field(() => Int, { description: 'Declared games won with Durch (every trick).' }) durch: number;
  @Field(() => Int, { description: 'Deals redealt (everyone passed).' }) redeals: number;
  @Field(() => Int, { description: 'The sum of the final ledger balances of the counted matches.' }) ledgerTotal: number;
  @Field(() => Float, { nullable: true, description: 'ledgerTotal per match; null without matches.' }) averageLedgerPerMatch: number | null;
}

const TAROCK_CONTRACTS = ['FRAGE', 'HEART_FRAGE', 'SOLO', 'HEART_SOLO', 'BETTEL', 'PICK_UP', 'HAND'] as const;

export const tarockStatistics: GameStatistics = {
  of: (n, matches): TarockStatisticsModel => ({
    contracts: TAROCK_CONTRACTS.map((t) => ({ contract: t, ...rateOf(n(`contract.${t}`), n(`contractWon.${t}`)) })),
    durch: n('durch'),
    redeals: n('redeals'),
    ledgerTotal: n('ledger'),
    averageLedgerPerMatch: matches ? n('ledger') / matches : null,
  }),
  csvHeader: [
    ...TAROCK_CONTRACTS.flatMap((t) => [`${t.toLowerCase()}_played`, `${t.toLowerCase()}_won`]),
    'durch',
    'redeals',
    'ledger_total',
    'average_ledger_per_match',
  ],
  csvRow: (stats) => {
    const t = stats as TarockStatisticsModel;
    return [...t.contracts.flatMap((x) => [x.count, x.won]), t.durch, t.redeals, t.ledgerTotal, t.averageLedgerPerMatch];
  },
};

@Resolver(() => PlayerStatisticsModel)
export class TarockStatisticsResolver {
  @ResolveField('tarock', () => TarockStatisticsModel, { nullable: true, description: 'Tarock only.' })
  tarock(@Parent() s: PlayerStatisticsModel): TarockStatisticsModel | null {
    return s.game === 'tarock' ? (s.gameStatistics as TarockStatisticsModel) : null;
  }
}
