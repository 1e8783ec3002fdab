// A game as the service serves it: the engine's game (src/engine/core/game.ts) plus what the
// API and the server's bots need of it (its GraphQL shapes, records, bots). Each game is one
// module under src/games/ that implements this and registers itself (SERVED_GAMES.register);
// the generic core (tables, actions, the log, the feed, scoring, ratings, server bots) finds a
// table's game here by its stored state or config and knows no game by name.
import type { FairBotScheduler } from '../bots/fair-scheduler.js';
import { registerCardNotation, type CardNotation } from '../common/graphql/card.scalar.js';
import type { BotPoolStats } from '../bots/server-adapter.js';
import { GAMES, type AnyGame, type PlayerAction, type TableOptionsInput } from '../engine/games.js';

/** An action as a client sends it: the game's action without the player. */
export type ActionBodyOf = { type: string } & Record<string, unknown>;

/** The table options of createTable, as the API took them (preset in the engine's spelling). */
export interface TableOptionsArgs {
  preset: string;
  players: number;
  rounds?: number;
  variant?: string | null;
  rules: Record<string, unknown>;
}

/** What a server bot needs from the pool: the fair scheduler's entry and its stats. */
export interface SeatBot {
  readonly strategy: string;
  /** The bot's choice among `legal` (bodies of the seat's legal actions) for the seat's view. */
  choose(view: unknown, legal: ActionBodyOf[]): Promise<ActionBodyOf>;
}

/** A finished deal as the API serves it: the typed record, the JSON record and the ISS line (null when the game has none). */
export interface ServedRecord {
  record: object;
  json: unknown;
  iss: string | null;
}

export interface ServedGame {
  readonly engine: AnyGame;
  /** For messages: "Skat". */
  readonly title: string;
  /** The presets a table of this game takes (engine spelling), its default first. */
  readonly presets: readonly string[];
  /** The rule options (createTable's `rules`) this game takes. */
  readonly ruleNames: readonly string[];
  /** True when the game takes createTable's `variant`. */
  readonly takesVariant: boolean;
  /** Its NestJS module (its mutations, named <game><Move>) when it is not one of src/games/index.ts's: the app adds it. */
  readonly module?: Function;
  /** Its card letters for the Card scalar (a game with its own deck). */
  readonly cardNotation?: CardNotation;
  /** The GraphQL object type of its table rules: a member of the TableRules union (tableFields' and the match view's `rules` carry its name as `typename`). */
  readonly rulesType: Function;

  /** createTable's options for the engine's `configure` (the game may fill in what one option implies). */
  options(args: TableOptionsArgs): TableOptionsInput;
  /** The variant game_tables keeps beside the config (null when the game has none). */
  variantOf(config: unknown): string | null;
  /** The game's own fields of a table (TableModel: its rules, with their `typename`, and variant). */
  tableFields(config: unknown): Record<string, unknown>;
  /** The typed match view (MatchView) for one caller's view. */
  matchView(view: unknown): object;
  /** The GraphQL type name and fields of a (redacted) log event of this game. */
  event(event: unknown): { typename: string; fields: Record<string, unknown> };
  /** A seat's legal actions as the API lists them (LegalAction). */
  legalActions(list: readonly PlayerAction[]): object[];
  /** The score sheet's game part for one caller's view (ScoreSheet: totals, over, pot, deals). */
  scoreSheet(view: unknown, timeouts: readonly { deal: number; player: number }[]): { totals: number[]; over: boolean; pot: number | null; deals: object[] };
  /** A finished deal's records; null when the log does not finish it. */
  dealRecord(ctx: {
    tableId: string;
    config: unknown;
    seed: string;
    actions: readonly PlayerAction[];
    dealNumber: number;
    state: unknown;
    names: readonly string[];
  }): ServedRecord | null;
  /** The server bot for a seat. */
  bot(strategy: string, ctx: BotContext): SeatBot;
  /** The file of its bot module, which the bot worker threads load (it registers the game's strategies: src/bots/registry.ts); none: its bots think on the event loop. */
  readonly botModule?: string;
  /** A silent seat's move when its turn's time is up, if the game has a fixed one (passing in the bidding); else a bot chooses. */
  timeoutMove(legal: readonly ActionBodyOf[]): ActionBodyOf | undefined;
  /** Player `player`'s counters of a finished match for per-player statistics (docs/ratings.md), beyond matches and matchesWon. */
  counters?(state: unknown, player: number): Record<string, number>;
  /** Its part of a player's statistics, from the summed counters (its module resolves its own field of PlayerStatistics). */
  readonly statistics?: GameStatistics;
}

/** A game's part of a player's statistics (docs/ratings.md) and of their CSV export. */
export interface GameStatistics {
  /** From the summed counters (`n(key)`: 0 when absent) over `matches` matches. */
  of(n: (key: string) => number, matches: number): object;
  /** Its CSV columns after the shared ones, and a row of them. */
  readonly csvHeader: readonly string[];
  csvRow(stats: object): (string | number | null)[];
}

/** A count, how many of them were won, and the rate (null when the count is 0). */
export const rateOf = (count: number, won: number) => ({ count, won, rate: count ? won / count : null });

/** What the server's bot pool offers a game's bots. */
export interface BotContext {
  tableId: string;
  /** Whose table: the key of fair scheduling. */
  owner: string;
  /** The worker threads' fair scheduler (started on first use). */
  readonly scheduler: FairBotScheduler;
  /** Counts a worker failure and logs it; the bot then plays a random legal move. */
  onFallback(err: unknown): void;
  stats: BotPoolStats;
}

/** The games this server serves, by name. */
export class ServedGames {
  private readonly games = new Map<string, ServedGame>();

  /** Adds a game (and its engine game to the engine's registry, unless it is there). */
  register(game: ServedGame): void {
    const name = game.engine.name;
    if (this.games.has(name)) throw new Error(`a game named ${name} is served already`);
    if (!GAMES.named(name)) GAMES.register(game.engine);
    if (game.cardNotation) registerCardNotation(game.cardNotation);
    this.games.set(name, game);
  }

  /** Removes a game (tests that registered one). */
  unregister(name: string): void {
    if (this.games.delete(name)) GAMES.unregister(name);
  }

  all(): ServedGame[] {
    return [...this.games.values()];
  }

  named(name: string): ServedGame | undefined {
    return this.games.get(name);
  }

  private get(name: string): ServedGame {
    const g = this.games.get(name);
    if (!g) throw new Error(`the game ${name} is not served`);
    return g;
  }

  ofState(state: unknown): ServedGame {
    return this.get(GAMES.ofState(state).name);
  }

  /** The game of a config, an event or a legal action (their `game` tag; none: the default game). */
  ofTagged(value: unknown): ServedGame {
    return this.get(GAMES.ofTagged(value).name);
  }
}

export const SERVED_GAMES = new ServedGames();
