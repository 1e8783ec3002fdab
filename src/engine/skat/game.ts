// Skat as a Game of the engine's one interface (core/game.ts). Skat's rules live in deal/ (one
// deal), match/ (a match: dealer rotation, Bock, Ramsch, the score sheet) and iss/ (ISS records);
// this file fits them to the interface.
import type { Game } from '../core/game';
import { dealRecordJson, type DealRecordJson } from '../deal/record';
import type { DealState } from '../deal/state';
import { DEAL_SCHEME_V2 } from '../deal/fair';
import { verifyDealRecord } from '../deal/verify';
import {
  applyMatch,
  createMatch,
  isMatchOver,
  isPublicMatchEvent,
  legalMatchActions,
  matchStartEvents,
  matchTotals,
  redactMatchEvent,
  viewMatch,
} from '../match/match';
import { finishedDeal, replayMatch } from '../match/replay';
import type { MatchEvent, MatchState, MatchView } from '../match/types';
import { matchConfig, PRESET_NAMES } from '../rules';
import type { GameType, MatchAction, MatchConfig, PresetName } from '../types';

/** A finished Skat deal: its final state (for the ISS writer) and its record for people and tools. */
export interface SkatFinishedDeal {
  deal: DealState;
  json: DealRecordJson;
}

/** The log's name of a Skat event: a deal's events under `deal.`. */
export function skatEventType(event: MatchEvent): string {
  return event.type === 'deal' ? `deal.${(event.event as { type?: string }).type ?? 'event'}` : event.type;
}

const SKAT_GAME_TYPES: readonly string[] = ['C', 'S', 'H', 'D', 'G', 'N'] satisfies GameType[];

export const skatGame: Game<MatchConfig, MatchState, MatchAction, MatchEvent, MatchView, SkatFinishedDeal> = {
  name: 'skat',
  stateKind: 'skatMatch',
  playerCounts: [3, 4],
  dealScheme: DEAL_SCHEME_V2,
  configure(input) {
    if (!(PRESET_NAMES as readonly string[]).includes(input.preset))
      return { ok: false, message: `preset ${input.preset} is not a Skat preset`, field: 'preset' };
    const res = matchConfig({
      preset: input.preset as PresetName,
      players: input.players as 3 | 4,
      ...(input.rounds === undefined ? {} : { rounds: input.rounds }),
      ...input.rules,
    });
    if (res.ok) return { ok: true, config: res.config };
    const field = res.error.field;
    return {
      ok: false,
      message: res.errors.map((e) => e.message).join('; '),
      field: field === 'players' || field === 'rounds' ? field : field ? `rules.${field}` : 'rules',
    };
  },
  checkStoredConfig(config) {
    const c = config as Partial<MatchConfig> | null;
    if (!c || (c.players !== 3 && c.players !== 4) || typeof c.rounds !== 'number' || typeof c.rules !== 'object' || !c.rules) {
      return 'the stored match config is not one this server reads.';
    }
    // No `dealing`: a match stored before deal schemes, dealt by skat-deal-v1 (docs/fair-deals.md).
    const d = c.dealing;
    if (
      d !== undefined &&
      (d?.scheme !== DEAL_SCHEME_V2 ||
        !Array.isArray(d.entropy) ||
        d.entropy.length !== c.players ||
        d.entropy.some((x) => typeof x !== 'string') ||
        !['string', 'undefined'].includes(typeof d.matchCommitment))
    ) {
      return 'the stored match config names a deal scheme this server does not read.';
    }
    return null;
  },
  withDealing(config, entropy, commitment) {
    const dealing = { scheme: DEAL_SCHEME_V2, entropy: Array.from({ length: config.players }, (_, i) => entropy[i] ?? '') };
    return { ...config, dealing: commitment ? { ...dealing, matchCommitment: commitment } : dealing };
  },
  start(config, seed) {
    const state = createMatch(config, seed);
    // Deal 1 opens as every later deal does: DealStarted (the commitment) and each seat's hand.
    return { state, events: matchStartEvents(state) };
  },
  legal(state, player) {
    const all = legalMatchActions(state);
    return player === undefined ? all : all.filter((a) => a.player === player);
  },
  apply(state, action) {
    // A Skat action's `game` is its game type (C, S, H, D, G, N); any other names another game.
    const tag = (action as { game?: unknown }).game;
    if (tag !== undefined && !SKAT_GAME_TYPES.includes(tag as string))
      return { ok: false, code: 'UNKNOWN_ACTION', message: `a ${String(tag)} action at a Skat table` };
    const r = applyMatch(state, action);
    return r.ok ? { ok: true, state: r.state, events: r.events } : { ok: false, code: r.error.code, message: r.error.message };
  },
  view: viewMatch,
  redact: redactMatchEvent,
  isPublic: isPublicMatchEvent,
  eventType: skatEventType,
  dealNumber: (s) => s.dealNumber,
  isOver: isMatchOver,
  totals: matchTotals,
  scoreRows: (s) => s.sheet,
  replay(config, seed, actions) {
    const r = replayMatch(config, seed, actions);
    return r.ok ? r : { ok: false, index: r.index, code: r.error.code, message: r.error.message };
  },
  dealRecord(config, seed, actions, dealNumber) {
    const deal = finishedDeal(config, seed, [...actions], dealNumber);
    return deal ? { deal, json: dealRecordJson(deal) } : null;
  },
  ownsRecord: (r) => r.scheme === undefined || r.scheme === null || String(r.scheme).startsWith('skat-deal'),
  verify: (record, matchSeed) => verifyDealRecord(record, matchSeed === undefined ? {} : { matchSeed }),
};
