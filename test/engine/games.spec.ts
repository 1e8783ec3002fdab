// Every registered game plays a whole match through the one interface (src/engine/core/game.ts),
// with nothing here knowing which game it is: what the service relies on.
import { GAMES, type AnyGame } from '../../src/engine/games';

function nextRandom(seed: number): () => number {
  let x = seed >>> 0 || 1;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) / 2 ** 32;
  };
}

const presets: Record<string, string> = { skat: 'standard', tarock: 'tarock' };

describe.each(GAMES.names())('the game %s through the Game interface', (name) => {
  const game: AnyGame = GAMES.named(name)!;

  it('refuses a bad option by name', () => {
    const r = game.configure({ preset: presets[name], players: 3, rules: { noSuchOption: true } });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.field).toBe('rules.noSuchOption');
    const p = game.configure({ preset: 'no-such-preset', players: 3, rules: {} });
    expect(p).toMatchObject({ ok: false, field: 'preset' });
  });

  it('plays a match to its end: legal actions apply, events redact, replay agrees, records verify', () => {
    const c = game.configure({ preset: presets[name], players: 3, rounds: 1, rules: {} });
    if (!c.ok) throw new Error(c.message);
    const config = game.withDealing(c.config, ['a', 'b', ''], null);
    expect(game.checkStoredConfig(config)).toBeNull();
    expect(GAMES.ofTagged(config)).toBe(game);
    let { state } = game.start(config, 'seed-1');
    expect(GAMES.ofState(state)).toBe(game);
    const rnd = nextRandom(7);
    const actions: unknown[] = [];
    const types = new Set<string>();
    for (let i = 0; i < 5000 && !game.isOver(state); i++) {
      const legal = game.legal(state);
      expect(legal.length).toBeGreaterThan(0);
      const a = legal[Math.floor(rnd() * legal.length)];
      const r = game.apply(state, a);
      if (!r.ok) throw new Error(`${r.code}: ${r.message}`);
      for (const e of r.events) {
        types.add(game.eventType(e));
        expect(GAMES.ofTagged(e)).toBe(game);
        if (game.isPublic(e)) expect(game.redact(e, 'spectator')).toEqual(game.redact(e, 0));
      }
      actions.push(a);
      state = r.state;
    }
    expect(game.isOver(state)).toBe(true);
    expect(game.legal(state)).toEqual([]);
    expect(game.apply(state, game.legal(state)[0] ?? { type: 'play', player: 0 }).ok).toBe(false);
    expect(types.size).toBeGreaterThan(3);
    const totals = game.totals(state);
    expect(totals).toHaveLength(3);
    expect(game.scoreRows(state).length).toBe(game.dealNumber(state));
    const again = game.replay(config, 'seed-1', actions);
    expect(again.ok && again.state).toEqual(state);
    expect(game.dealRecord(config, 'seed-1', actions, 1, state)).not.toBeNull();
    expect(game.dealRecord(config, 'seed-1', actions, game.dealNumber(state) + 1, state)).toBeNull();
    // The view a seat gets names no other seat's cards: a spectator's is a different object.
    expect(game.view(state, 'spectator')).toBeDefined();
  });
});

describe('the registry', () => {
  it('lists Skat and Tarock, and refuses a second game of a name', () => {
    expect(GAMES.names()).toEqual(expect.arrayContaining(['skat', 'tarock']));
    expect(() => GAMES.register(GAMES.named('skat')!)).toThrow(/registered already/);
  });
  it('finds a game by its stored kind, and refuses an unknown kind', () => {
    expect(GAMES.ofState({ kind: 'tarockMatch' }).name).toBe('tarock');
    expect(() => GAMES.ofState({ kind: 'chess' })).toThrow(/no game/);
  });
});
