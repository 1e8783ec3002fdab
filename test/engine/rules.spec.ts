import { matchConfig, PRESETS, resolveRules, validateMatchConfig } from '../../src/engine/rules';

describe('presets (RULES.md 8)', () => {
  it('standard: official rules only, one round', () => {
    expect(PRESETS.standard.rules).toEqual({
      kontraRe: false,
      kontraRequiresBid: false,
      ramsch: false,
      bock: false,
      bockRamschRounds: false,
      tips: false,
      tournamentScoring: false,
      concessions: true,
    });
    expect(PRESETS.standard.rounds).toBe(1);
  });
  it('club: 3 rounds, kontraRe, ramsch, bock', () => {
    expect(PRESETS.club.rules).toMatchObject({
      kontraRe: true,
      ramsch: true,
      bock: true,
      bockRamschRounds: false,
      tips: false,
      tournamentScoring: false,
      kontraRequiresBid: false,
    });
    expect(PRESETS.club.rounds).toBe(3);
  });
  it('pub: kontraRe + kontraRequiresBid, ramsch, bockRamschRounds, tips', () => {
    expect(PRESETS.pub.rules).toMatchObject({
      kontraRe: true,
      kontraRequiresBid: true,
      ramsch: true,
      bockRamschRounds: true,
      tips: true,
      bock: false,
      tournamentScoring: false,
    });
  });
  it('tournament: official rules with Seeger-Fabian', () => {
    expect(PRESETS.tournament.rules).toMatchObject({
      tournamentScoring: true,
      kontraRe: false,
      ramsch: false,
      bock: false,
      bockRamschRounds: false,
      tips: false,
    });
  });
  it('every preset has concessions on', () => {
    for (const p of Object.values(PRESETS)) expect(p.rules.concessions).toBe(true);
  });
});

describe('resolveRules / matchConfig', () => {
  it('applies overrides on top of a preset', () => {
    const r = resolveRules('standard', { kontraRe: true, tips: true });
    expect(r.ok && r.rules).toMatchObject({ kontraRe: true, tips: true, ramsch: false });
    const c = matchConfig({ preset: 'club', players: 4, rounds: 2, bock: false, bockRamschRounds: true });
    expect(c).toEqual({ ok: true, config: { players: 4, rounds: 2, rules: { ...PRESETS.club.rules, bock: false, bockRamschRounds: true } } });
  });
  it('defaults players and rounds from the preset', () => {
    const c = matchConfig({ preset: 'club' });
    expect(c.ok && c.config).toMatchObject({ players: 3, rounds: 3 });
  });
  it('refuses bock together with bockRamschRounds', () => {
    const r = resolveRules('club', { bockRamschRounds: true });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('BOCK_EXCLUSIVE');
  });
  it('refuses kontraRequiresBid without kontraRe', () => {
    const r = resolveRules('pub', { kontraRe: false });
    expect(!r.ok && r.error.code).toBe('KONTRA_REQUIRES_BID_WITHOUT_KONTRA_RE');
  });
  it('refuses bad players, rounds, presets and option names, as data', () => {
    expect(matchConfig({ preset: 'club', players: 5 })).toMatchObject({ ok: false, error: { code: 'INVALID_PLAYERS' } });
    expect(matchConfig({ preset: 'club', rounds: 0 })).toMatchObject({ ok: false, error: { code: 'INVALID_ROUNDS' } });
    expect(matchConfig({ preset: 'club', rounds: 1.5 })).toMatchObject({ ok: false, error: { code: 'INVALID_ROUNDS' } });
    expect(matchConfig({ preset: 'nope' as never })).toMatchObject({ ok: false, error: { code: 'UNKNOWN_PRESET' } });
    expect(resolveRules('club', { foo: true } as never)).toMatchObject({ ok: false, error: { code: 'UNKNOWN_OPTION', field: 'foo' } });
    const both = matchConfig({ preset: 'pub', kontraRe: false, bock: true, players: 2 });
    expect(!both.ok && both.errors.map((e) => e.code).sort()).toEqual(['BOCK_EXCLUSIVE', 'INVALID_PLAYERS', 'KONTRA_REQUIRES_BID_WITHOUT_KONTRA_RE']);
  });
  it('validates a stored config', () => {
    expect(validateMatchConfig({ players: 3, rounds: 1, rules: PRESETS.pub.rules })).toEqual([]);
    expect(validateMatchConfig({ players: 3, rounds: 1, rules: { ...PRESETS.pub.rules, bock: true } })[0].code).toBe('BOCK_EXCLUSIVE');
  });
});
