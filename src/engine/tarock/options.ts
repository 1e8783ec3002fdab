// Tarock table options and presets (RULES.md 10.2-10.4). Every option has the default of
// §10; a preset is only a starting point, and `tarockConfig` checks a combination.
export type TarockVariant = 'simple' | 'haferl';
export type TarockSettlement = 'pot' | 'fixed' | 'haferl';
export type TarockPresetName = 'tarock' | 'tarock-bettel' | 'haferl';

export interface TarockOptions {
  variant: TarockVariant;
  players: 3 | 4;
  /** Simple: Heart Frage is a contract of its own, and Frage names any suit but Hearts. */
  heartFrage: boolean;
  /** Simple: Bettel is the highest contract. */
  bettel: boolean;
  /** Haferl: a Pick-Up must name Hearts. */
  pickUpHeartsOnly: boolean;
  settlement: TarockSettlement;
  /** Each player's pay-in to the pot. */
  potStake: number;
  /** Fixed tariff for Solos [61-90, 91+ or Durch]; Frages pay half, rounded up to whole units. */
  fixedStakes: [number, number];
  /** A round is one deal per player. */
  rounds: number;
}

export const TAROCK_DEFAULTS: TarockOptions = {
  variant: 'simple',
  players: 3,
  heartFrage: true,
  bettel: false,
  pickUpHeartsOnly: false,
  settlement: 'pot',
  potStake: 50,
  fixedStakes: [50, 60],
  rounds: 3,
};

export const TAROCK_PRESETS: Record<TarockPresetName, Partial<TarockOptions>> = {
  tarock: { variant: 'simple', settlement: 'pot', heartFrage: true, bettel: false },
  'tarock-bettel': { variant: 'simple', settlement: 'fixed', heartFrage: true, bettel: true },
  haferl: { variant: 'haferl', settlement: 'haferl', heartFrage: false, bettel: false },
};
export const TAROCK_PRESET_NAMES = Object.keys(TAROCK_PRESETS) as TarockPresetName[];

export type TarockConfigResult = { ok: true; options: TarockOptions } | { ok: false; errors: string[] };

/** Defaults, then the preset, then the overrides; the result checked for consistency. */
export function tarockConfig(input: Partial<TarockOptions> & { preset?: TarockPresetName }): TarockConfigResult {
  const { preset, ...rest } = input;
  const defined = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined)) as Partial<TarockOptions>;
  const o: TarockOptions = { ...TAROCK_DEFAULTS, ...(preset ? TAROCK_PRESETS[preset] : {}), ...defined };
  const errors: string[] = [];
  if (preset !== undefined && !TAROCK_PRESETS[preset]) errors.push(`unknown preset ${String(preset)}`);
  if (o.variant !== 'simple' && o.variant !== 'haferl') errors.push(`variant must be simple or haferl`);
  if (o.players !== 3 && o.players !== 4) errors.push('players must be 3 or 4');
  if (o.variant === 'simple' && o.settlement === 'haferl') errors.push('settlement haferl belongs to the haferl variant');
  if (o.variant === 'haferl' && o.settlement !== 'haferl') errors.push('the haferl variant settles by settlement haferl');
  if (o.settlement !== 'pot' && o.settlement !== 'fixed' && o.settlement !== 'haferl') errors.push('settlement must be pot, fixed or haferl');
  if (!Number.isInteger(o.potStake) || o.potStake < 1) errors.push('potStake must be a positive whole number');
  if (!Array.isArray(o.fixedStakes) || o.fixedStakes.length !== 2 || !o.fixedStakes.every((x) => Number.isInteger(x) && x >= 1)) {
    errors.push('fixedStakes must be two positive whole numbers');
  }
  if (!Number.isInteger(o.rounds) || o.rounds < 1) errors.push('rounds must be a positive whole number');
  return errors.length ? { ok: false, errors } : { ok: true, options: o };
}

/** Whether the table keeps a pot. */
export const hasPot = (o: TarockOptions): boolean => o.settlement !== 'fixed';
