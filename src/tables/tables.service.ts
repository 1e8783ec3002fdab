// Orchestrates the life of a table before and around the match: create, join, leave, fill
// with server bots, start the match when the last seat is taken, close an abandoned table or
// an open one that never started (expired); the lobby, newest first, in pages. Each change is
// one transaction on the locked table row, written through TableStore; log entries are
// published after the commit.
import { AddressLimits } from '../limits/address-limits.js';
import { Injectable } from '@nestjs/common';
import { randomBytes, randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import type { Caller } from '../common/auth/auth.js';
import { BadUserInputError, ConflictError, ForbiddenError, IllegalActionError, LimitExceededError, NotFoundError } from '../common/errors/domain-errors.js';
import { Env } from '../config/env.js';
import { Entry, MATCH_STARTED, type LogEntry, type MatchStartedPayload, type PendingEntry } from '../events/log-entry.js';
import { TableActivity } from '../events/table-activity.js';
import { TablePubSub } from '../events/table-pubsub.js';
import { GAMES } from '../engine/games.js';
import { legalBySeat, matchCommitment, type MatchConfig } from '../game/match-port.js';
import { SERVED_GAMES, type ServedGame } from '../game/served-game.js';
import { isUuid, PlayersRepository } from '../players/players.repository.js';
import { RecentTables } from './recent-tables.js';
import type { TableEntity } from './table.entity.js';
import { TableStore } from './table-store.js';
import { TableViewService } from './table-view.service.js';
import { TablesRepository } from './tables.repository.js';
import { type AddBotsInput, type CreateTableInput, type JoinTableInput, type LobbyPageArgs } from './tables.inputs.js';
import type { Preset, TableConnectionModel, TableModel, TableViewModel } from './tables.models.js';

const BOT_NAMES = ['Anna', 'Bernd', 'Carla', 'Dieter'];

/** A lobby cursor: opaque to clients, the id of the last table of a page inside. */
const CURSOR_PREFIX = 'lobby:';
const cursorOf = (tableId: string) => Buffer.from(CURSOR_PREFIX + tableId).toString('base64url');

@Injectable()
export class TablesService {
  constructor(
    private readonly tables: TablesRepository,
    private readonly store: TableStore,
    private readonly pubSub: TablePubSub,
    private readonly activity: TableActivity,
    private readonly players: PlayersRepository,
    private readonly views: TableViewService,
    private readonly env: Env,
    private readonly recent: RecentTables,
    private readonly addressLimits: AddressLimits,
  ) {}

  /** When this instance last marked a table watched by its creator's query (bounds the writes). */
  private readonly creatorWatched = new Map<string, number>();

  async create(caller: Caller, input: CreateTableInput): Promise<TableViewModel> {
    const cfg = tableConfig(input);
    const id = randomUUID();
    const inviteCode = input.visibility === 'private' ? randomBytes(6).toString('hex') : null;
    // The match seed is drawn now and its commitment published (matchCommitment) before anyone
    // sits down, so the players' entropy cannot be known when it is chosen (docs/fair-deals.md).
    const seed = randomBytes(16).toString('hex');
    let address: string | null = null;
    const entries = await this.store
      .transaction(async (em) => {
        // Counted under a lock on the creator's address: puppets of one person share a cap.
        address = await this.addressLimits.lock(em, 'tables', caller.playerId);
        // So one player cannot flood the server and the lobby with tables nobody starts.
        const max = this.env.MAX_OPEN_TABLES_PER_PLAYER;
        const open = await this.tables.openTablesCreatedBy(em, caller.playerId);
        if (open >= max) {
          throw new LimitExceededError(
            `Too many open tables: you created ${open} whose match has not started (at most ${max}). Start one (addBots fills its empty seats) or wait: an open table closes ${this.env.OPEN_TABLE_EXPIRY_SECONDS} s after its creation.`,
            'OPEN_TABLES',
            max,
          );
        }
        // And per address.
        await this.addressLimits.openTableRoom(em, address);
        await this.store.insert(em, {
          id,
          createdBy: caller.playerId,
          // A platform user's table belongs to the platform (docs/platforms.md).
          platformId: caller.platformId ?? null,
          preset: cfg.preset,
          game: cfg.game.engine.name,
          variant: cfg.game.variantOf(cfg.config),
          config: cfg.config,
          rated: input.rated ?? false,
          visibility: input.visibility,
          inviteCode,
          status: 'open',
          seed,
          state: null,
          seq: 0,
          turnSeconds: input.turnSeconds ?? null,
        });
        await this.addressLimits.markTable(em, id, address);
        if (!input.takeSeat) return [];
        const table = (await this.store.lock(em, id))!;
        return this.seat(em, table, caller.playerId, caller.name, 0, input.entropy);
      })
      .catch(async (e: unknown) => {
        // Counted in the database each time (never stale), then held as the tournaments' are.
        if (e instanceof LimitExceededError && e.details.limit === 'OPEN_TABLES') await this.addressLimits.holdRefusal(caller.playerId, address);
        throw e;
      });
    this.published(id, entries);
    return this.view(id, caller.playerId);
  }

  async join(caller: Caller, input: JoinTableInput): Promise<TableViewModel> {
    const entries = await this.store.transaction(async (em) => {
      const table = await this.store.lock(em, input.tableId);
      if (!table) throw new NotFoundError('No table with that id.');
      if (table.visibility === 'private' && input.inviteCode !== table.inviteCode) {
        throw new ForbiddenError('This table is private: join it with its invite code.');
      }
      assertOpen(table);
      return this.seat(em, table, caller.playerId, caller.name, input.seat, input.entropy);
    });
    this.published(input.tableId, entries);
    return this.view(input.tableId, caller.playerId);
  }

  async leave(caller: Caller, tableId: string): Promise<TableViewModel> {
    const entries = await this.store.transaction(async (em) => {
      const table = await this.store.lock(em, tableId);
      if (!table) throw new NotFoundError('No table with that id.');
      if (table.status !== 'open') throw new IllegalActionError('The match has started; seats can only be left before the start.', 'WRONG_PHASE', table.seq);
      const seat = await this.store.removeSeat(em, tableId, caller.playerId);
      if (seat === null) throw new ForbiddenError('You are not seated at this table.');
      return this.store.appendEntries(em, table, [Entry.playerLeft({ seat, playerId: caller.playerId })]);
    });
    this.published(tableId, entries);
    return this.view(tableId, caller.playerId);
  }

  /** Fills every empty seat with a server bot; only a seated player or the creator may. */
  async addBots(caller: Caller, input: AddBotsInput): Promise<TableViewModel> {
    const entries = await this.store.transaction(async (em) => {
      let table = await this.store.lock(em, input.tableId);
      if (!table) throw new NotFoundError('No table with that id.');
      const seats = await this.tables.seats(table.id, em);
      if (table.createdBy !== caller.playerId && !seats.some((s) => s.playerId === caller.playerId)) {
        throw new ForbiddenError('Only the creator or a seated player may add bots.');
      }
      assertOpen(table);
      const size = table.config.players;
      await this.checkBotShare(em, caller.playerId, size - seats.length, input.strategy === 'strong');
      const out: LogEntry[] = [];
      for (let seat = 0; seat < size; seat++) {
        if (seats.some((s) => s.seat === seat)) continue;
        const name = `${BOT_NAMES[seat]} (bot)`;
        const bot = await this.players.createServerBot(em, name, input.strategy);
        out.push(...(await this.seat(em, table, bot.id, name, seat)));
        table = (await this.store.lock(em, table.id))!;
      }
      return out;
    });
    this.published(input.tableId, entries);
    return this.view(input.tableId, caller.playerId);
  }

  /**
   * Server bots are shared by everyone: a player's bot seats and strong-bot tables are capped
   * (MAX_BOT_SEATS_PER_PLAYER, MAX_STRONG_BOT_TABLES_PER_PLAYER). One player's addBots calls are
   * serialised by a transaction-scoped advisory lock, so parallel calls cannot overshoot.
   */
  private async checkBotShare(em: EntityManager, playerId: string, adding: number, strong: boolean): Promise<void> {
    const maxSeats = this.env.MAX_BOT_SEATS_PER_PLAYER;
    const maxStrong = this.env.MAX_STRONG_BOT_TABLES_PER_PLAYER;
    if (!adding || (!maxSeats && !(strong && maxStrong))) return;
    await em.query(`SELECT pg_advisory_xact_lock(hashtext('bot-share:' || $1))`, [playerId]);
    const used = await this.tables.botUsage(playerId, em);
    if (maxSeats && used.seats + adding > maxSeats) {
      throw new LimitExceededError(
        `Too many server bots: you have ${used.seats} at open or playing tables, at most ${maxSeats}. Finish or leave a table first.`,
        'BOT_SEATS',
        maxSeats,
      );
    }
    if (strong && maxStrong && used.strongTables + 1 > maxStrong) {
      throw new LimitExceededError(
        `Too many tables with strong bots: you have ${used.strongTables} open or playing, at most ${maxStrong}. Finish one first or choose another strategy.`,
        'STRONG_BOT_TABLES',
        maxStrong,
      );
    }
    // And per address: puppets of one person share a cap.
    if (strong) await this.addressLimits.strongBotRoom(em, playerId);
  }

  /**
   * A table seated and started at once inside the caller's transaction (tournaments): `players`
   * take seats 0, 1, ... in order, the match starts with `seed` (its commitment is the table's
   * match commitment) and no seat's entropy; `platformId`: the platform it belongs to (a platform's
   * tournament, or a table a platform created with its key). Returns the log entries to publish (publishStarted)
   * once the caller's transaction has committed.
   */
  async createStarted(
    em: EntityManager,
    createdBy: string,
    input: CreateTableInput,
    seed: string,
    players: readonly string[],
    platformId: string | null = null,
  ): Promise<{ tableId: string; entries: LogEntry[] }> {
    const cfg = tableConfig(input);
    if (players.length !== cfg.config.players)
      throw new BadUserInputError(`A table of ${cfg.config.players} needs ${cfg.config.players} players, not ${players.length}.`);
    const id = randomUUID();
    await this.store.insert(em, {
      id,
      createdBy,
      platformId,
      preset: input.preset,
      game: cfg.game.engine.name,
      variant: cfg.game.variantOf(cfg.config),
      config: cfg.config,
      visibility: input.visibility,
      inviteCode: null,
      status: 'open',
      seed,
      state: null,
      seq: 0,
      turnSeconds: input.turnSeconds ?? null,
      rated: input.rated ?? false,
    });
    const names = new Map((await this.players.findByIds([...players], em)).map((p) => [p.id, p.name]));
    const entries: LogEntry[] = [];
    for (let seat = 0; seat < players.length; seat++) {
      const table = (await this.store.lock(em, id))!;
      entries.push(...(await this.seat(em, table, players[seat], names.get(players[seat]) ?? '', seat)));
    }
    return { tableId: id, entries };
  }

  /**
   * A table a platform creates with its API key (docs/platforms.md): `seats(em)` names, in the
   * same transaction, every seat's player in order (a player id, or a server bot's strategy), so
   * the match starts at once; the first player who is not a bot is the table's creator. Nothing is
   * written when the input is refused.
   */
  async createSeatedFor(
    platformId: string,
    input: CreateTableInput,
    seats: (em: EntityManager) => Promise<({ playerId: string } | { bot: string })[]>,
  ): Promise<TableViewModel> {
    const seed = randomBytes(16).toString('hex');
    const { tableId, entries } = await this.store.transaction(async (em) => {
      const wanted = await seats(em);
      const creator = wanted.find((s): s is { playerId: string } => 'playerId' in s);
      if (!creator) throw new BadUserInputError("Seat at least one of the platform's players.", { field: 'seats' });
      const players: string[] = [];
      for (let i = 0; i < wanted.length; i++) {
        const s = wanted[i];
        players.push('playerId' in s ? s.playerId : (await this.players.createServerBot(em, `${BOT_NAMES[i]} (bot)`, s.bot)).id);
      }
      return this.createStarted(em, creator.playerId, input, seed, players, platformId);
    });
    this.published(tableId, entries);
    return this.view(tableId, undefined);
  }

  /** A platform's tables, newest first, optionally of one status; `after`: the id of the last table of the previous page. */
  async ofPlatform(platformId: string, first: number, status?: string, after?: string): Promise<TableModel[]> {
    return this.models(await this.tables.ofPlatform(platformId, first, status, after), undefined);
  }

  /** Publishes what createStarted logged, after the transaction committed (wakes the server bots and timers). */
  publishStarted(tableId: string, entries: LogEntry[]): void {
    this.published(tableId, entries);
  }

  /** The first `limit` tables of the lobby (the list form of lobbyPage, without filters). `platformId`: a platform's own lobby (null: the public one). */
  async lobby(callerId: string | undefined, limit: number, platformId: string | null = null): Promise<TableModel[]> {
    const page = await this.tables.lobby({
      first: limit,
      platformId,
      perPlayer: this.env.LOBBY_TABLES_PER_PLAYER,
      perAddress: this.env.LOBBY_TABLES_PER_ADDRESS,
    });
    return this.models(page.tables, callerId);
  }

  /** One page of the lobby, newest first; `after` is a cursor from the previous page. */
  async lobbyPage(callerId: string | undefined, args: LobbyPageArgs, platformId: string | null = null): Promise<TableConnectionModel> {
    const after = args.after === undefined || args.after === null ? undefined : await this.cursorTable(args.after);
    const page = await this.tables.lobby({
      first: args.first,
      platformId,
      after,
      preset: args.preset ?? undefined,
      game: args.game ?? undefined,
      variant: args.variant ?? undefined,
      players: args.players ?? undefined,
      minFreeSeats: args.minFreeSeats ?? undefined,
      perPlayer: this.env.LOBBY_TABLES_PER_PLAYER,
      perAddress: this.env.LOBBY_TABLES_PER_ADDRESS,
    });
    const nodes = await this.models(page.tables, callerId);
    const edges = nodes.map((node) => ({ cursor: cursorOf(node.id), node }));
    return { nodes, edges, pageInfo: { endCursor: edges.at(-1)?.cursor ?? null, hasNextPage: page.more } };
  }

  /** The table a cursor points after; a cursor that names no table is refused. */
  private async cursorTable(cursor: string): Promise<string> {
    const text = Buffer.from(cursor, 'base64url').toString();
    const id = text.startsWith(CURSOR_PREFIX) ? text.slice(CURSOR_PREFIX.length) : '';
    if (!isUuid(id) || cursorOf(id) !== cursor || !(await this.tables.exists(id))) {
      throw new BadUserInputError('after: not a lobby cursor (use pageInfo.endCursor or an edge cursor of the previous page).');
    }
    return id;
  }

  async seatedAt(playerId: string, limit: number, filter: { game?: string; variant?: string } = {}): Promise<TableModel[]> {
    return this.models(await this.tables.seatedAt(playerId, limit, filter), playerId);
  }

  /** Table models with their seats (one query for all of them). */
  private async models(tables: TableEntity[], callerId: string | undefined): Promise<TableModel[]> {
    return this.views.tables(tables, await this.tables.seatsOfTables(tables.map((t) => t.id)), callerId);
  }

  async view(tableId: string, callerId: string | undefined): Promise<TableViewModel> {
    const table = await this.tables.find(tableId);
    if (!table) throw new NotFoundError('No table with that id.');
    await this.tables.assertNotSealed(table, callerId);
    if (table.status === 'playing') {
      if (callerId && callerId === table.createdBy) await this.creatorWatches(tableId);
      // Every read of a table in play is offered to the move path's cache; the one that matters is
      // the answer to the join (or addBots) that starts the match: its first move need not read it again.
      this.recent.offer(table);
    }
    return this.views.tableView(table, await this.tables.seatsOf(table), callerId);
  }

  /** Seats a player on the locked table and starts the match when that fills it. */
  private async seat(em: EntityManager, table: TableEntity, playerId: string, name: string, wanted: number | undefined, entropy?: string): Promise<LogEntry[]> {
    const config = table.config;
    const seats = await this.tables.seats(table.id, em);
    if (seats.some((s) => s.playerId === playerId)) throw new ConflictError('You are already seated at this table.', 'ALREADY_SEATED', table.seq);
    if (wanted !== undefined && wanted >= config.players) throw new BadUserInputError(`seat must be between 0 and ${config.players - 1}.`);
    let seat = wanted;
    if (seat === undefined) {
      seat = Array.from({ length: config.players }, (_, i) => i).find((i) => !seats.some((s) => s.seat === i));
      if (seat === undefined) throw new ConflictError('The table is full.', 'TABLE_FULL', table.seq);
    } else if (seats.some((s) => s.seat === seat)) {
      throw new ConflictError(`Seat ${seat} is taken.`, 'SEAT_TAKEN', table.seq);
    }
    await this.store.addSeat(em, table.id, seat, playerId, entropy ?? null);
    const pending: PendingEntry[] = [Entry.playerJoined({ seat, playerId, name })];
    const full = seats.length + 1 === config.players;
    if (!full) return this.store.appendEntries(em, table, pending);
    // The last seat: deal the first deal. The seed stays server-side until the match is over
    // (each deal's own seed until that deal is over); the deals mix in every seat's entropy.
    // Tables created before match commitments have no seed yet: one is drawn now, uncommitted.
    const seed = table.seed ?? randomBytes(16).toString('hex');
    const entropies: (string | null | undefined)[] = [];
    for (const s of seats) entropies[s.seat] = s.entropy;
    entropies[seat] = entropy;
    const commitment = table.seed ? matchCommitment(table.seed) : null;
    const game = GAMES.ofTagged(config);
    const started = game.withDealing(config, entropies, commitment);
    const { state, events } = game.start(started, seed);
    const all = [...seats.map((s) => ({ seat: s.seat, playerId: s.playerId })), { seat, playerId }].sort((a, b) => a.seat - b.seat);
    const names = new Map(
      (
        await this.players.findByIds(
          all.map((a) => a.playerId),
          em,
        )
      ).map((p) => [p.id, p.name]),
    );
    const payload: MatchStartedPayload = { players: all.map((a) => ({ ...a, name: names.get(a.playerId) ?? name })), initialState: state };
    pending.push(Entry.matchStarted(payload));
    // The events that open the first deal, where the game has any beside the start's view.
    for (const e of events) pending.push(Entry.game(game.eventType(e), e));
    return this.store.appendEntries(em, table, pending, { status: 'playing', start: { state, seed, config: started } });
  }

  /** Marks a table watched by its creator, at most once per quarter of UNWATCHED_BOT_TABLE_SECONDS per instance. */
  private async creatorWatches(tableId: string): Promise<void> {
    const now = Date.now();
    if (now - (this.creatorWatched.get(tableId) ?? 0) < (this.env.UNWATCHED_BOT_TABLE_SECONDS * 1000) / 4) return;
    if (this.creatorWatched.size >= 10_000) this.creatorWatched.clear();
    this.creatorWatched.set(tableId, now);
    await this.tables.watched([tableId]);
  }

  /**
   * Closes a table of server bots only that nobody has watched for `seconds` (the scheduler finds
   * them: TablesRepository.unwatched), re-checked under the row lock. Returns whether it closed.
   */
  closeUnwatched(tableId: string, seconds: number): Promise<boolean> {
    return this.closeIfStill(tableId, 'playing', 'unwatched', seconds, (em) => this.tables.unwatched(seconds, 1, tableId, em));
  }

  /**
   * Closes a table abandoned by all its people (the scheduler finds them: TablesRepository.abandoned).
   * Re-checked under the row lock, so a move that just came in keeps the table open. Returns whether it closed.
   */
  closeAbandoned(tableId: string, seconds: number): Promise<boolean> {
    return this.closeIfStill(tableId, 'playing', 'abandoned', seconds, (em) => this.tables.abandoned(seconds, 1, tableId, em));
  }

  /**
   * Closes an open table whose match has not started `seconds` after its creation (the sweep
   * finds them: TablesRepository.expiredOpen). Its seats stay as they were, as a record of who
   * waited; the table leaves the lobby and the seated players' myTables. Re-checked under the row
   * lock (every instance sweeps; the first to lock closes it, and a table that just started stays).
   */
  closeExpired(tableId: string, seconds: number): Promise<boolean> {
    return this.closeIfStill(tableId, 'open', 'expired', seconds, (em) => this.tables.expiredOpen(seconds, 1, tableId, em));
  }

  /** Closes the table (`table.closed` with `reason`) if, under its row lock, it still has `status` and `due` still finds it. */
  private async closeIfStill(
    tableId: string,
    status: 'open' | 'playing',
    reason: string,
    seconds: number,
    due: (em: EntityManager) => Promise<string[]>,
  ): Promise<boolean> {
    const entries = await this.store.transaction(async (em) => {
      const table = await this.store.lock(em, tableId);
      if (!table || table.status !== status) return [];
      if (!(await due(em)).length) return [];
      return this.store.appendEntries(em, table, [Entry.closed({ reason, silentSeconds: seconds })], { status: 'closed' });
    });
    if (!entries.length) return false;
    this.published(tableId, entries);
    return true;
  }

  private published(tableId: string, entries: LogEntry[]): void {
    // A match that just started: its first players to act learn their options with the event.
    const started = entries.find((e) => e.type === MATCH_STARTED)?.payload as MatchStartedPayload | undefined;
    this.pubSub.publish({ tableId, entries, ...(started ? { legal: legalBySeat(started.initialState) } : {}) });
    this.activity.changed(tableId);
  }
}

const upper = (preset: string): string => preset.toUpperCase().replace(/-/g, '_');

/**
 * The table's config from createTable's input: the game (given, or the one whose preset it is),
 * the preset (STANDARD, the API's default, is the game's own default preset) and the rule options
 * of that game, checked by the game; an option of another game, or a bad combination, is
 * BAD_USER_INPUT naming it.
 */
function tableConfig(input: CreateTableInput): { game: ServedGame; config: MatchConfig; preset: Preset } {
  const games = SERVED_GAMES.all();
  const bad = (message: string, field: string): never => {
    throw new BadUserInputError(`Invalid table options: ${message}`, { field });
  };
  const owner = games.find((g) => g.presets.includes(input.preset));
  const game = input.game ? SERVED_GAMES.named(input.game) : owner;
  if (!game) return bad(`preset ${upper(input.preset)} belongs to no game this server plays`, 'preset');
  const title = game.title;
  let preset: string = input.preset;
  if (!game.presets.includes(preset)) {
    if (preset !== 'standard')
      bad(`preset ${upper(preset)} is a ${owner?.title ?? 'other'} preset; a ${title} table takes ${game.presets.map(upper).join(', ')}`, 'preset');
    preset = game.presets[0];
  }
  if (input.variant && !game.takesVariant)
    bad(
      `variant is not an option of ${title} (it is ${games
        .filter((g) => g.takesVariant)
        .map((g) => `${g.title}'s, game: ${g.engine.name.toUpperCase()}`)
        .join('; ')})`,
      'variant',
    );
  const given = Object.entries(input.rules ?? {}).filter(([, v]) => v !== undefined && v !== null);
  const foreign = given.find(([k]) => !game.ruleNames.includes(k));
  if (foreign) {
    const of = games.find((g) => g.ruleNames.includes(foreign[0]));
    bad(
      `rules.${foreign[0]} is ${of ? `a ${of.title} option (game: ${of.engine.name.toUpperCase()})` : 'no option'}; a ${title} table takes ${game.ruleNames.join(', ')}`,
      `rules.${foreign[0]}`,
    );
  }
  const cfg = game.engine.configure(
    game.options({ preset, players: input.players, rounds: input.rounds, variant: input.variant, rules: Object.fromEntries(given) }),
  );
  if (!cfg.ok) bad(cfg.message, cfg.field ?? 'rules');
  return { game, config: (cfg as { config: MatchConfig }).config, preset: preset as Preset };
}

/** Seating needs an open table: a started match has every seat taken, a closed table takes nobody. */
function assertOpen(table: TableEntity): void {
  if (table.status === 'closed') throw new ConflictError('This table is closed: it can no longer be joined.', 'TABLE_CLOSED', table.seq);
  if (table.status !== 'open') throw new ConflictError('The match at this table has started: every seat is taken.', 'TABLE_FULL', table.seq);
}
