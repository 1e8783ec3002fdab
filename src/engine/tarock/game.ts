// Bavarian Tarock as a Game of the engine's one interface (core/game.ts): table.ts does the work.
import type { Game } from '../core/game';
import { unwrapDealRecord } from '../deal/verify';
import { TAROCK_DEAL_SCHEME } from './fair';
import type { TarockDealRecord } from './record';
import type { TarockAction } from './types';
import { TAROCK_DEFAULTS, TAROCK_PRESET_NAMES, TAROCK_PRESETS, type TarockPresetName, type TarockVariant } from './options';
import {
  applyTarockAction,
  buildTarockConfig,
  fairTarockConfig,
  isPublicTarockEvent,
  legalTarock,
  newTarockMatch,
  redactTarockEvent,
  replayTarock,
  tarockDealMoves,
  tarockDealOpening,
  TAROCK_LOG_TYPES,
  verifyTarockRecord,
  viewTarock,
  type TarockEvent,
  type TarockMatchAction,
  type TarockTableConfig,
  type TarockTableState,
  type TarockTableView,
} from './table';

/** A finished Tarock deal: its ledger record (RULES.md §10.5) and its moves (deal seats). */
export interface TarockFinishedDeal {
  record: TarockDealRecord;
  moves: TarockAction[];
}

/** The rule options a Tarock table takes (beside its variant). */
const TAROCK_RULE_OPTIONS: readonly string[] = Object.keys(TAROCK_DEFAULTS).filter((k) => k !== 'players' && k !== 'rounds' && k !== 'variant');

/** The options each variant takes (RULES.md 10.2-10.4): Heart Frage and Bettel are simple Tarock's contracts, pickUpHeartsOnly binds Haferl's Pick-Up, and Haferl pays no fixed tariff. */
export const TAROCK_VARIANT_OPTIONS: Readonly<Record<TarockVariant, readonly string[]>> = {
  simple: ['heartFrage', 'bettel', 'settlement', 'potStake', 'fixedStakes'],
  haferl: ['pickUpHeartsOnly', 'settlement', 'potStake'],
};

export const tarockGame: Game<TarockTableConfig, TarockTableState, TarockMatchAction, TarockEvent, TarockTableView, TarockFinishedDeal> = {
  name: 'tarock',
  stateKind: 'tarockMatch',
  playerCounts: [3, 4],
  dealScheme: TAROCK_DEAL_SCHEME,
  configure(input) {
    const { variant, ...rules } = input.rules;
    const unknown = Object.keys(rules).find((k) => !TAROCK_RULE_OPTIONS.includes(k));
    if (unknown !== undefined)
      return { ok: false, message: `rules.${unknown} is not a Tarock option (${TAROCK_RULE_OPTIONS.join(', ')})`, field: `rules.${unknown}` };
    if (!(TAROCK_PRESET_NAMES as readonly string[]).includes(input.preset))
      return { ok: false, message: `preset ${input.preset} is not a Tarock preset`, field: 'preset' };
    // An option of the other variant is refused, not stored unused (docs/tarock.md has the table).
    const chosen = (variant ?? TAROCK_PRESETS[input.preset as TarockPresetName].variant) as TarockVariant;
    const allowed: readonly string[] | undefined = TAROCK_VARIANT_OPTIONS[chosen];
    const foreign = allowed && Object.keys(rules).find((k) => !allowed.includes(k));
    if (allowed && foreign !== undefined)
      return {
        ok: false,
        message: `rules.${foreign} is not an option of the ${chosen} variant (it takes ${allowed.join(', ')})`,
        field: `rules.${foreign}`,
      };
    const r = buildTarockConfig(input.preset as TarockPresetName, input.players as 3 | 4, input.rounds, {
      ...rules,
      ...(variant === undefined ? {} : { variant }),
    } as never);
    if (r.ok) return r;
    return { ok: false, message: r.message, field: r.field === 'variant' ? 'variant' : r.field ? `rules.${r.field}` : 'rules' };
  },
  checkStoredConfig(config) {
    const t = config as Partial<TarockTableConfig> | null;
    const d = t?.dealing;
    if (
      !t ||
      (t.players !== 3 && t.players !== 4) ||
      typeof t.rounds !== 'number' ||
      typeof t.options !== 'object' ||
      !t.options ||
      (d !== undefined && (d?.scheme !== TAROCK_DEAL_SCHEME || !Array.isArray(d.entropy) || d.entropy.length !== t.players))
    ) {
      return 'the stored Tarock config is not one this server reads.';
    }
    return null;
  },
  withDealing: fairTarockConfig,
  start(config, seed) {
    const state = newTarockMatch(config, seed);
    // The first deal's commitment and each seat's hand as log entries of their own, as every later deal has.
    return { state, events: tarockDealOpening(state) };
  },
  legal: legalTarock,
  apply(state, action) {
    // pass and hold are both games' words; every other Tarock move carries the game's tag (the
    // tarock* mutations and legal actions set it), so a Skat move is unknown here in every phase.
    const { type, game } = action as { type: string; game?: unknown };
    if (type !== 'pass' && type !== 'hold' && game !== 'tarock')
      return { ok: false, code: 'UNKNOWN_ACTION', message: `${type} is not a Tarock move here (use the tarock* mutations, pass and hold)` };
    return applyTarockAction(state, action as never);
  },
  view: viewTarock,
  redact: redactTarockEvent,
  isPublic: isPublicTarockEvent,
  eventType: (e) => TAROCK_LOG_TYPES[e.type],
  dealNumber: (s) => s.dealNumber,
  isOver: (s) => s.over,
  totals: (s) => [...s.balances],
  scoreRows: (s) => s.sheet,
  replay: replayTarock,
  dealRecord(config, seed, actions, dealNumber, state) {
    const record = state?.sheet.find((r) => r.deal === dealNumber);
    if (!record) return null;
    const moves = tarockDealMoves(config, seed, actions, dealNumber);
    return moves ? { record, moves } : null;
  },
  ownsRecord: (r) => r.scheme === TAROCK_DEAL_SCHEME,
  verify(input, matchSeed) {
    const r = unwrapDealRecord(input);
    if (!r || typeof r !== 'object')
      return {
        valid: false,
        scheme: TAROCK_DEAL_SCHEME,
        commitmentMatches: null,
        dealMatches: false,
        resultMatches: false,
        matchSeedMatches: null,
        reason: 'not a deal record',
      };
    return verifyTarockRecord(r as Record<string, unknown>, matchSeed);
  },
};
