// Skat as the service serves it (src/game/served-game.ts): its table options, typed views,
// events, legal actions, score sheet, records and server bots. Registers itself on import.
import type { DealRecordJson, DealState } from '../../engine/index.js';
import { PRESET_NAMES, RULE_OPTION_NAMES, skatGame } from '../../engine/index.js';
import { writeIssRecord } from '../../engine/iss/index.js';
import { RandomStrategy } from '../../bots/random.js';
import type { StrategyName } from '../../bots/strategy.js';
import { LocalBotPlayer, PooledBotPlayer } from '../../bots/server-adapter.js';
import { sourceFile } from '../../common/source-file.js';
import { toScoreRow } from '../../game/game.mappers.js';
import { RulesModel } from '../../game/game.models.js';
import type { SkatActionBody, SkatMatchConfig, SkatMatchState, SkatMatchView } from '../../game/match-port.js';
import { skatCounters, skatStatistics } from './skat-statistics.js';
import { SERVED_GAMES, type ActionBodyOf, type ServedGame } from '../../game/served-game.js';
import { toLegalAction } from './skat-actions.mappers.js';
import { skatEventFields } from './skat-events.mappers.js';
import { toDealRecord } from './skat-record.mappers.js';
import { toSkatMatchView } from './skat-view.mappers.js';

export const skatServed: ServedGame = {
  engine: skatGame,
  title: 'Skat',
  presets: ['standard', ...PRESET_NAMES.filter((p) => p !== 'standard')],
  ruleNames: RULE_OPTION_NAMES,
  takesVariant: false,
  rulesType: RulesModel,
  // French suits: clubs, spades, hearts, diamonds; ace, ten, king, queen, jack, 9, 8, 7.
  cardNotation: {
    pattern: /^[CSHD][ATKQJ987]$/,
    description:
      'Skat: suits C (clubs), S (spades), H (hearts), D (diamonds); ranks A, T (ten), K, Q, J, 9, 8, 7. E.g. CJ, HT, D7. The same notation the card inputs take and ISS records use.',
    expected: 'a suit C/S/H/D and a rank A/T/K/Q/J/9/8/7, e.g. CJ',
  },
  options: (a) => ({ preset: a.preset, players: a.players, ...(a.rounds === undefined ? {} : { rounds: a.rounds }), rules: a.rules }),
  variantOf: () => null,
  tableFields: (config) => ({ rules: { typename: 'SkatRules', ...(config as SkatMatchConfig).rules }, game: 'skat', variant: null }),
  matchView: (v) => toSkatMatchView(v as SkatMatchView),
  event: (e) => skatEventFields(e as never),
  legalActions: (list) => list.map((a) => toLegalAction(a as never)),
  scoreSheet(view, timeouts) {
    const v = view as SkatMatchView;
    return {
      pot: null,
      totals: [...v.totals],
      over: v.over,
      deals: v.sheet.map((r) => ({
        deal: r.deal,
        dealer: r.dealer,
        seats: [...r.seats],
        sittingOut: r.sittingOut,
        kind: r.kind,
        declarer: r.declarer === null ? null : r.seats.indexOf(r.declarer),
        won: r.game ? r.game.won : null,
        value: r.game ? r.game.value : null,
        scores: [...r.scores],
        totals: [...r.totals],
        timedOut: timeouts.filter((t) => t.deal === r.deal).map((t) => t.player),
        breakdown: toScoreRow(r),
      })),
    };
  },
  dealRecord({ tableId, config, seed, actions, dealNumber, state, names }) {
    const made = skatGame.dealRecord(config as SkatMatchConfig, seed, actions as never, dealNumber, state as SkatMatchState) as {
      deal: DealState;
      json: DealRecordJson;
    } | null;
    // A finished deal has its row on the sheet: deal seats -> table players (the dealer rotates).
    const row = (state as SkatMatchState | null)?.sheet.find((r) => r.deal === dealNumber);
    if (!made || !row) return null;
    const dealNames = row.seats.map((p) => names[p]) as [string, string, string];
    const players = row.seats.map((p, seat) => ({ seat, player: p, name: names[p] }));
    // Published before anyone sat down; with the match seed (revealed at the match's end) it checks this deal's seed.
    const matchCommitment = (config as SkatMatchConfig).dealing?.matchCommitment ?? null;
    return {
      record: toDealRecord(tableId, dealNumber, players, made.json, matchCommitment),
      json: { tableId, deal: dealNumber, players, matchCommitment, ...made.json },
      iss: writeIssRecord(made.deal, { id: `${tableId}-${dealNumber}`, players: dealNames }),
    };
  },
  botModule: sourceFile('games/skat/bots'),
  bot(strategy, ctx) {
    const player =
      strategy === 'random'
        ? new LocalBotPlayer(new RandomStrategy())
        : new PooledBotPlayer({ choose: (name, input) => ctx.scheduler.choose(ctx.owner, 'skat', name, input, ctx.tableId) }, strategy as StrategyName, {
            stats: ctx.stats,
            onFallback: ctx.onFallback,
          });
    return { strategy, choose: (view, legal) => player.choose(view as SkatMatchView, legal as SkatActionBody[]) as Promise<ActionBodyOf> };
  },
  statistics: skatStatistics,
  counters: (state, p) => skatCounters(state as SkatMatchState, p),
  // A silent seat passes in the bidding; elsewhere a bot plays for it.
  timeoutMove: (legal) => legal.find((a) => a.type === 'pass'),
};

SERVED_GAMES.register(skatServed);
