// The games a server plays, by name. A stored state names its game by `kind`; configs and
// events by `game`, except the default game's, which were stored before there was a second one.
import type { AnyGame } from './game';

export class GameRegistry {
  private readonly byName = new Map<string, AnyGame>();
  private readonly byKind = new Map<string, AnyGame>();

  constructor(
    games: readonly AnyGame[],
    /** The game of configs and events that name none. */
    private readonly fallback: string,
  ) {
    for (const g of games) this.register(g);
  }

  /** Adds a game; a second game of the same name or state kind is refused. */
  register(game: AnyGame): void {
    if (this.byName.has(game.name) || this.byKind.has(game.stateKind))
      throw new Error(`a game named ${game.name} (or stored as ${game.stateKind}) is registered already`);
    this.byName.set(game.name, game);
    this.byKind.set(game.stateKind, game);
  }

  /** Removes a game (tests that registered one). */
  unregister(name: string): void {
    const g = this.byName.get(name);
    if (!g) return;
    this.byName.delete(name);
    this.byKind.delete(g.stateKind);
  }

  names(): string[] {
    return [...this.byName.keys()];
  }

  all(): AnyGame[] {
    return [...this.byName.values()];
  }

  named(name: string): AnyGame | undefined {
    return this.byName.get(name);
  }

  /** The game of a stored state (its `kind`). */
  ofState(state: unknown): AnyGame {
    const kind = (state as { kind?: unknown } | null)?.kind;
    const g = typeof kind === 'string' ? this.byKind.get(kind) : undefined;
    if (!g) throw new Error(`no game is stored as ${String(kind)}`);
    return g;
  }

  /**
   * The game of a config, an event or an action: the game its `game` names, or the default game
   * when it names none (the default game's own records were stored before there was a second
   * game, and its actions use `game` for a game type: Skat's C, S, H, D, G, N).
   */
  ofTagged(value: unknown): AnyGame {
    const name = (value as { game?: unknown } | null)?.game;
    const g = (typeof name === 'string' ? this.byName.get(name) : undefined) ?? this.byName.get(this.fallback);
    if (!g) throw new Error(`no default game ${this.fallback}`);
    return g;
  }

  /** The game whose record this is (a finished deal's record, unwrapped): the one that owns it, or the default game. */
  ofRecord(record: unknown): AnyGame {
    const r = record && typeof record === 'object' ? (record as Record<string, unknown>) : null;
    const fallback = this.byName.get(this.fallback)!;
    return (r && this.all().find((g) => g !== fallback && g.ownsRecord(r))) || fallback;
  }
}
