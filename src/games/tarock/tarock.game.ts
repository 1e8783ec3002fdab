// Bavarian Tarock as the service serves it (src/game/served-game.ts): its table options, typed
// views, events, legal actions, ledger, records and server bots. Registers itself on import.
import {
  TAROCK_PRESET_NAMES,
  tarockGame,
  type TarockFinishedDeal,
  type TarockTableConfig,
  type TarockTableState,
  type TarockTableView,
} from '../../engine/tarock/index.js';
import type { ActionTypeGql } from '../../game/schema-vocabulary.js';
import type { TarockAction } from '../../engine/tarock/index.js';
import type { StrategyName } from '../../bots/strategy.js';
import { sourceFile } from '../../common/source-file.js';
import { localTarockThinker, TarockBotPlayer, type TarockBotView, type TarockOffer } from './bots/player.js';
import { randomTarock } from './bots/strategies.js';
import { TarockRulesModel } from '../../game/schema-vocabulary.js';
import { tarockCounters, tarockStatistics } from './tarock-statistics.js';
import { SERVED_GAMES, type ServedGame } from '../../game/served-game.js';
import { tarockEventFields, tarockTableRules, toTarockDealRecord, toTarockLegalActions, toTarockMatchView, toTarockScoreRow } from './tarock.mappers.js';
import './tarock-events.models.js';
import './tarock.models.js';

/** The rule options of createTable a Tarock table takes. */
export const TAROCK_RULE_NAMES = ['heartFrage', 'bettel', 'pickUpHeartsOnly', 'settlement', 'potStake', 'fixedStakes'] as const;

export const tarockServed: ServedGame = {
  engine: tarockGame,
  title: 'Tarock',
  presets: TAROCK_PRESET_NAMES,
  ruleNames: TAROCK_RULE_NAMES,
  takesVariant: true,
  rulesType: TarockRulesModel,
  // German suits: Eichel, Gras, Herz, Schellen; ace, ten, king, Ober, Unter, 9, 8, 7, 6.
  cardNotation: {
    pattern: /^[EGHS][ATKOU9876]$/,
    description:
      'Bavarian Tarock: suits E (Eichel, acorns), G (Gras, leaves), H (Herz, hearts), S (Schellen, bells); ranks A, T (ten), K, O (Ober), U (Unter), 9, 8, 7, 6. E.g. EU, GA, S6.',
    expected: 'Tarock: a suit E/G/H/S and a rank A/T/K/O/U/9/8/7/6, e.g. EU',
  },
  options(a) {
    const rules: Record<string, unknown> = { ...a.rules };
    if (a.variant) rules.variant = a.variant;
    // Switching the variant takes its settlement along unless one is given.
    if (a.variant === 'haferl' && rules.settlement === undefined) rules.settlement = 'haferl';
    if (a.variant === 'simple' && rules.settlement === undefined && a.preset === 'haferl') rules.settlement = 'pot';
    return { preset: a.preset, players: a.players, ...(a.rounds === undefined ? {} : { rounds: a.rounds }), rules };
  },
  variantOf: (config) => (config as TarockTableConfig).options.variant,
  tableFields(config) {
    const c = config as TarockTableConfig;
    return { rules: tarockTableRules(c.options), game: 'tarock', variant: c.options.variant };
  },
  matchView: (v) => toTarockMatchView(v as TarockTableView),
  event: (e) => tarockEventFields(e as never),
  legalActions: (list) => toTarockLegalActions(list as never, null),
  scoreSheet(view, timeouts) {
    // Tarock's sheet is the ledger: payments per deal, running balances, and the pot.
    const v = view as TarockTableView;
    return {
      totals: [...v.totals],
      over: v.over,
      pot: v.pot,
      deals: v.sheet.map((r) => ({
        deal: r.deal,
        dealer: r.dealer,
        seats: [...r.seats],
        sittingOut: r.sittingOut,
        kind: r.result === 'redeal' ? 'passed' : 'game',
        declarer: r.declarer,
        won: r.result === 'redeal' ? null : r.result === 'won',
        value: null,
        scores: [...r.payments],
        totals: [...r.balances],
        timedOut: timeouts.filter((t) => t.deal === r.deal).map((t) => t.player),
        breakdown: toTarockScoreRow(r),
      })),
    };
  },
  // Its record of RULES.md 10.5/10.6 from the ledger, and its moves from the log (no ISS format for Tarock).
  dealRecord({ tableId, config, seed, actions, dealNumber, state, names }) {
    const c = config as TarockTableConfig;
    const made = tarockGame.dealRecord(c, seed, actions as never, dealNumber, state as TarockTableState) as TarockFinishedDeal | null;
    if (!made) return null;
    const { record, moves } = made;
    const players = record.seats.map((p, seat) => ({ seat, player: p, name: names[p] }));
    const matchCommitment = c.dealing?.matchCommitment ?? null;
    const typed = toTarockDealRecord(record, moves, { tableId, players, entropy: c.dealing?.entropy ?? [], matchCommitment, rules: c.options });
    return {
      record: typed,
      json: { tableId, players, matchCommitment, scheme: typed.scheme, commitment: typed.commitment, entropy: typed.entropy, ...record, moves },
      iss: null,
    };
  },
  botModule: sourceFile('games/tarock/bots/index'),
  bot(strategy, ctx) {
    const player =
      strategy === 'random'
        ? new TarockBotPlayer(strategy, localTarockThinker(randomTarock))
        : new TarockBotPlayer(strategy, (view, legal) => ctx.scheduler.choose(ctx.owner, 'tarock', strategy as StrategyName, { view, legal }, ctx.tableId), {
            stats: ctx.stats,
            onFallback: ctx.onFallback,
          });
    return { strategy, choose: (view, legal) => player.choose(view as TarockBotView, legal as TarockOffer[]) };
  },
  statistics: tarockStatistics,
  counters: (state, p) => tarockCounters(state as TarockTableState, p),
  // A silent seat passes in the bidding; elsewhere a bot plays for it.
  timeoutMove: (legal) => legal.find((a) => a.type === 'bid' && a.bid === 'pass'),
};

// Every Tarock action type is one of the API's action types.
true satisfies TarockAction['type'] extends `${ActionTypeGql}` ? true : false;

SERVED_GAMES.register(tarockServed);
