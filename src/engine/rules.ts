// Rule options and presets (RULES.md 7-8). A preset is only a starting point: every option
// can be overridden on its own. Validation returns errors as data so the service can map
// them to its own codes; nothing here throws.
import type { MatchConfig, PresetName, RuleOptions } from './types';

export const RULE_OPTION_NAMES = [
  'kontraRe',
  'kontraRequiresBid',
  'ramsch',
  'bock',
  'bockRamschRounds',
  'tips',
  'tournamentScoring',
  'concessions',
] as const satisfies readonly (keyof RuleOptions)[];

export const PRESET_NAMES: readonly PresetName[] = ['standard', 'club', 'pub', 'tournament'];

/** The official rules (ISkO, as ISS plays them): every house rule off, concessions on. */
export const OFFICIAL_RULES: Readonly<RuleOptions> = {
  kontraRe: false,
  kontraRequiresBid: false,
  ramsch: false,
  bock: false,
  bockRamschRounds: false,
  tips: false,
  tournamentScoring: false,
  // RULES.md 6: concessions are on in every preset.
  concessions: true,
};

export interface Preset {
  name: PresetName;
  description: string;
  rules: RuleOptions;
  /** Default number of rounds (a round = one deal per player). */
  rounds: number;
  players: 3 | 4;
}

/**
 * RULES.md 8. Rounds: `standard` one round and `club` three are given there; `pub` and
 * `tournament` are silent, we use three rounds so Bock/Ramsch rounds and a tournament list
 * have room to happen.
 */
export const PRESETS: Readonly<Record<PresetName, Preset>> = {
  standard: {
    name: 'standard',
    description: 'official rules only: no Kontra/Re, no Ramsch, no Bock; passed in = redeal; one round',
    rules: { ...OFFICIAL_RULES },
    rounds: 1,
    players: 3,
  },
  club: {
    name: 'club',
    description: "the Bock page's Play button: 3 rounds, Kontra/Re, Ramsch, Bock rounds",
    rules: { ...OFFICIAL_RULES, kontraRe: true, ramsch: true, bock: true },
    rounds: 3,
    players: 3,
  },
  pub: {
    name: 'pub',
    description: 'the pub rules: Kontra/Re (only after bidding), Ramsch, Bock/Ramsch rounds, tips',
    rules: { ...OFFICIAL_RULES, kontraRe: true, kontraRequiresBid: true, ramsch: true, bockRamschRounds: true, tips: true },
    rounds: 3,
    players: 3,
  },
  tournament: {
    name: 'tournament',
    description: 'official rules with Seeger-Fabian tournament scoring, 3 or 4 players',
    rules: { ...OFFICIAL_RULES, tournamentScoring: true },
    rounds: 3,
    players: 3,
  },
};

export type RuleConfigErrorCode =
  'UNKNOWN_PRESET' | 'UNKNOWN_OPTION' | 'INVALID_OPTION' | 'BOCK_EXCLUSIVE' | 'KONTRA_REQUIRES_BID_WITHOUT_KONTRA_RE' | 'INVALID_PLAYERS' | 'INVALID_ROUNDS';

export interface RuleConfigError {
  code: RuleConfigErrorCode;
  /** The option or field at fault. */
  field: string;
  message: string;
}

export type RulesResult = { ok: true; rules: RuleOptions } | { ok: false; error: RuleConfigError; errors: RuleConfigError[] };
export type MatchConfigResult = { ok: true; config: MatchConfig } | { ok: false; error: RuleConfigError; errors: RuleConfigError[] };

export function isPresetName(name: unknown): name is PresetName {
  return typeof name === 'string' && (PRESET_NAMES as readonly string[]).includes(name);
}

/** Checks the cross-option constraints of a complete rules object. */
export function validateRules(rules: RuleOptions): RuleConfigError[] {
  const errors: RuleConfigError[] = [];
  for (const name of RULE_OPTION_NAMES) {
    if (typeof rules[name] !== 'boolean') {
      errors.push({ code: 'INVALID_OPTION', field: name, message: `option ${name} must be true or false` });
    }
  }
  if (rules.bock && rules.bockRamschRounds) {
    errors.push({
      code: 'BOCK_EXCLUSIVE',
      field: 'bockRamschRounds',
      message: 'bock and bockRamschRounds are alternatives: a table has at most one',
    });
  }
  if (rules.kontraRequiresBid && !rules.kontraRe) {
    errors.push({
      code: 'KONTRA_REQUIRES_BID_WITHOUT_KONTRA_RE',
      field: 'kontraRequiresBid',
      message: 'kontraRequiresBid needs kontraRe',
    });
  }
  return errors;
}

function fail<T extends { ok: false }>(errors: RuleConfigError[]): T {
  return { ok: false, error: errors[0], errors } as unknown as T;
}

/** A preset's options with overrides on top, validated. */
export function resolveRules(preset: PresetName, overrides: Partial<RuleOptions> = {}): RulesResult {
  if (!isPresetName(preset)) {
    return fail([{ code: 'UNKNOWN_PRESET', field: 'preset', message: `unknown preset ${String(preset)}; use one of ${PRESET_NAMES.join(', ')}` }]);
  }
  const errors: RuleConfigError[] = [];
  const rules: RuleOptions = { ...PRESETS[preset].rules };
  for (const [key, value] of Object.entries(overrides ?? {})) {
    if (value === undefined) continue;
    if (!(RULE_OPTION_NAMES as readonly string[]).includes(key)) {
      errors.push({ code: 'UNKNOWN_OPTION', field: key, message: `unknown rule option ${key}` });
      continue;
    }
    (rules as unknown as Record<string, unknown>)[key] = value;
  }
  errors.push(...validateRules(rules));
  return errors.length > 0 ? fail(errors) : { ok: true, rules };
}

export type MatchConfigInput = {
  preset: PresetName;
  players?: number;
  rounds?: number;
} & Partial<RuleOptions>;

/** `matchConfig({ preset: 'club', players: 4, rounds: 2, tips: true })`. Players and rounds default to the preset's. */
export function matchConfig(input: MatchConfigInput): MatchConfigResult {
  const { preset, players, rounds, ...overrides } = input;
  const resolved = resolveRules(preset, overrides);
  const errors: RuleConfigError[] = resolved.ok ? [] : [...resolved.errors];
  const p = players ?? (isPresetName(preset) ? PRESETS[preset].players : 3);
  const r = rounds ?? (isPresetName(preset) ? PRESETS[preset].rounds : 1);
  if (p !== 3 && p !== 4) {
    errors.push({ code: 'INVALID_PLAYERS', field: 'players', message: 'a table has 3 or 4 players' });
  }
  if (!Number.isInteger(r) || r < 1) {
    errors.push({ code: 'INVALID_ROUNDS', field: 'rounds', message: 'rounds must be a whole number of at least 1' });
  }
  if (errors.length > 0 || !resolved.ok) return fail(errors);
  return { ok: true, config: { players: p as 3 | 4, rounds: r, rules: resolved.rules } };
}

/** Validates a complete MatchConfig (e.g. one read back from storage). */
export function validateMatchConfig(config: MatchConfig): RuleConfigError[] {
  const errors = validateRules(config.rules);
  if (config.players !== 3 && config.players !== 4) {
    errors.push({ code: 'INVALID_PLAYERS', field: 'players', message: 'a table has 3 or 4 players' });
  }
  if (!Number.isInteger(config.rounds) || config.rounds < 1) {
    errors.push({ code: 'INVALID_ROUNDS', field: 'rounds', message: 'rounds must be a whole number of at least 1' });
  }
  return errors;
}
