// Orchestrates tournaments: create, register, unregister, server bots, start; and the step from
// one series to the next. Every change is one transaction on the locked tournament row; a
// series' tables are created, seated and started in the same transaction that draws it, and the
// step "series over -> next draw (or the end)" runs from table activity and from the
// scheduler's sweep on every instance, re-checked under the lock: a crash between steps loses
// nothing (the sweep redoes it) and doubles nothing (the lock and the unique keys).
import { AddressLimits } from '../limits/address-limits.js';
import { Env } from '../config/env.js';
import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { randomBytes, randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { TableActionsRepository } from '../actions/table-actions.repository.js';
import type { Caller } from '../common/auth/auth.js';
import { BadUserInputError, ConflictError, ForbiddenError, IllegalActionError, NotFoundError } from '../common/errors/domain-errors.js';
import { TableActivity } from '../events/table-activity.js';
import { TablePubSub } from '../events/table-pubsub.js';
import type { LogEntry } from '../events/log-entry.js';
import type { SkatMatchState } from '../game/match-port.js';
import { PlayersRepository } from '../players/players.repository.js';
import { TableLeases } from '../scheduler/table-leases.service.js';
import type { TableStatusGql } from '../tables/tables.models.js';
import { TablesRepository } from '../tables/tables.repository.js';
import { TablesService } from '../tables/tables.service.js';
import { drawSeries, pairsOf, tableSizes, tournamentRandom } from './draw.js';
import { seriesSeed, tableSeed, tournamentCommitment } from './seeds.js';
import { standings, standingsCsv, type TableSheet } from './standings.js';
import { tournamentTableInput } from './tournament-tables.js';
import type { AddTournamentBotsInput, CreateTournamentInput } from './tournaments.inputs.js';
import { SeriesStatusGql, TournamentStatusGql, type Tournament, type TournamentStanding } from './tournaments.models.js';
import { TournamentsRepository, type TournamentRow } from './tournaments.repository.js';
import { WebhookOutbox } from '../webhooks/webhook-outbox.js';

/** Registered players at most (people, remote bots and server bots together). */
export const MAX_TOURNAMENT_PLAYERS = 128;
/** Table activity is folded into one update per tournament per this many ms. */
const UPDATE_DEBOUNCE_MS = 250;

export const tournamentTopic = (id: string) => `tournament.${id}`;

@Injectable()
export class TournamentsService implements OnModuleInit, OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(TournamentsService.name);
  /** Tables of running series -> their tournament (refreshed on every sweep). */
  private readonly live = new Map<string, string>();
  private readonly debounced = new Map<string, NodeJS.Timeout>();
  private stopListening: () => void = () => undefined;

  constructor(
    private readonly repo: TournamentsRepository,
    private readonly tablesService: TablesService,
    private readonly tables: TablesRepository,
    private readonly players: PlayersRepository,
    private readonly actions: TableActionsRepository,
    private readonly leases: TableLeases,
    private readonly activity: TableActivity,
    private readonly pubSub: TablePubSub,
    private readonly addressLimits: AddressLimits,
    private readonly env: Env,
    private readonly webhooks: WebhookOutbox,
  ) {}

  onModuleInit(): void {
    this.leases.addSweep(() => this.sweep());
  }

  onApplicationBootstrap(): void {
    this.stopListening = this.activity.onChanged((tableId) => this.onTable(tableId));
  }

  onApplicationShutdown(): void {
    this.stopListening();
    for (const t of this.debounced.values()) clearTimeout(t);
    this.debounced.clear();
  }

  async create(caller: Caller, input: CreateTournamentInput): Promise<Tournament> {
    const id = randomUUID();
    // Drawn now and committed before anyone registers: it decides the draws, the deals and the lot.
    const seed = randomBytes(16).toString('hex');
    await this.addressLimits.recentTournamentRefusal(caller.playerId);
    await this.repo.transaction(async (em) => {
      // Capped per player and per address (puppets), counted under a lock on the address.
      await this.addressLimits.tournamentRoom(em, caller.playerId);
      await this.repo.insert(em, {
        id,
        name: input.name,
        createdBy: caller.playerId,
        seriesCount: input.series,
        gamesPerPlayer: input.gamesPerPlayer,
        turnSeconds: input.turnSeconds,
        duplicate: input.duplicate,
        seed,
        platformId: caller.platformId ?? null,
      });
    });
    return this.tournament(id);
  }

  /**
   * A tournament a platform creates with its API key (docs/platforms.md): `players(em)` names its
   * players in the same transaction; they are registered at once and the first is its creator.
   * With `start`, registration closes and the first series starts, still in that transaction, so
   * a refusal writes nothing.
   */
  async createFor(platformId: string, input: CreateTournamentInput, players: (em: EntityManager) => Promise<string[]>, start: boolean): Promise<Tournament> {
    const id = randomUUID();
    const seed = randomBytes(16).toString('hex');
    const started = await this.repo.transaction(async (em) => {
      const ids = await players(em);
      if (!ids.length) throw new BadUserInputError("Register at least one of the platform's players.", { field: 'players' });
      if (ids.length > MAX_TOURNAMENT_PLAYERS)
        throw new BadUserInputError(`A tournament takes at most ${MAX_TOURNAMENT_PLAYERS} players.`, { field: 'players' });
      await this.repo.insert(em, {
        id,
        name: input.name,
        createdBy: ids[0],
        seriesCount: input.series,
        gamesPerPlayer: input.gamesPerPlayer,
        turnSeconds: input.turnSeconds,
        duplicate: input.duplicate,
        seed,
        platformId,
      });
      for (const p of ids) await this.repo.register(em, id, p);
      if (!start) return [];
      if (!tableSizes(ids.length))
        throw new IllegalActionError(`${ids.length} players cannot be seated at tables of 3 and 4: at least 3, and not exactly 5.`, 'NOT_ENOUGH_PLAYERS');
      return this.openSeries(em, (await this.repo.lock(em, id))!, 1);
    });
    if (started.length) this.publishStarted(id, started);
    return this.tournament(id);
  }

  async register(caller: Caller, id: string): Promise<Tournament> {
    await this.registering(id, async (em, t) => {
      await this.checkRoom(em, t, 1);
      if (!(await this.repo.register(em, id, caller.playerId)))
        throw new ConflictError('You are registered for this tournament already.', 'ALREADY_REGISTERED');
    });
    return this.tournament(id);
  }

  async unregister(caller: Caller, id: string): Promise<Tournament> {
    await this.registering(id, async (em) => {
      if (!(await this.repo.unregister(em, id, caller.playerId))) throw new ForbiddenError('You are not registered for this tournament.');
    });
    return this.tournament(id);
  }

  /** Registers `count` new server bots (the creator only). */
  async addBots(caller: Caller, input: AddTournamentBotsInput): Promise<Tournament> {
    await this.registering(input.tournamentId, async (em, t) => {
      this.assertCreator(caller, t);
      const have = await this.checkRoom(em, t, input.count);
      for (let i = 1; i <= input.count; i++) {
        const bot = await this.players.createServerBot(em, `Bot ${have + i} (bot)`, input.strategy);
        await this.repo.register(em, t.id, bot.id);
      }
    });
    return this.tournament(input.tournamentId);
  }

  /** Ends registration and draws, creates and starts the first series (the creator only). */
  async start(caller: Caller, id: string): Promise<Tournament> {
    const started = await this.registering(id, async (em, t) => {
      this.assertCreator(caller, t);
      const n = (await this.repo.players(id, em)).length;
      if (!tableSizes(n))
        throw new IllegalActionError(
          `${n} registered players cannot be seated at tables of 3 and 4: register at least 3, and not exactly 5.`,
          'NOT_ENOUGH_PLAYERS',
        );
      return this.openSeries(em, t, 1);
    });
    this.publishStarted(id, started);
    return this.tournament(id);
  }

  /**
   * The step after a series: when no table of the current series is in play any more, ends it,
   * and draws the next one or finishes the tournament. Idempotent; safe on every instance at once.
   */
  async advance(id: string): Promise<boolean> {
    let finishedFor = false;
    const started = await this.repo.transaction(async (em) => {
      const t = await this.repo.lock(em, id);
      if (!t || t.status !== 'running') return null;
      const current = (await this.repo.tables(id, em)).filter((x) => x.series === t.currentSeries);
      if (current.some((x) => x.status === 'open' || x.status === 'playing')) return null;
      await this.repo.endSeries(em, id, t.currentSeries);
      if (t.currentSeries >= t.seriesCount) {
        await this.repo.update(em, id, { status: 'finished' });
        // A platform's tournament: its tournament.finished event, committed with the finish.
        if (t.platformId) finishedFor = await this.webhooks.tournamentFinished(em, id, await this.list_(t, null, em));
        return [];
      }
      return this.openSeries(em, t, t.currentSeries + 1);
    });
    if (finishedFor) this.webhooks.committed();
    if (started === null) return false;
    this.publishStarted(id, started);
    return true;
  }

  /** The scheduler's tick: due steps of any tournament (after a crash, or missed activity), and the live tables refreshed. */
  async sweep(): Promise<void> {
    // Tournaments nobody registered for within EMPTY_TOURNAMENT_EXPIRY_SECONDS go: they only fill the list.
    const expired = this.env.EMPTY_TOURNAMENT_EXPIRY_SECONDS > 0 ? await this.repo.removeEmpty(this.env.EMPTY_TOURNAMENT_EXPIRY_SECONDS) : 0;
    if (expired) this.logger.log({ expired }, 'empty tournaments removed');
    for (const id of await this.repo.due(20)) {
      if (await this.advance(id)) this.logger.log({ tournamentId: id }, 'tournament moved on');
    }
    const live = await this.repo.liveTables();
    this.live.clear();
    for (const r of live) this.live.set(r.tableId, r.tournamentId);
  }

  async tournament(id: string): Promise<Tournament> {
    const t = await this.repo.find(id);
    if (!t) throw new NotFoundError('No tournament with that id.');
    return this.model(t);
  }

  /** `platformId`: a platform's own tournaments; null: those of no platform. */
  async list(limit: number, platformId: string | null = null): Promise<Tournament[]> {
    return Promise.all((await this.repo.list(limit, platformId)).map((t) => this.model(t)));
  }

  /** The list after every finished deal so far, or of one series alone. */
  async standings(id: string, series?: number | null): Promise<TournamentStanding[]> {
    const t = await this.repo.find(id);
    if (!t) throw new NotFoundError('No tournament with that id.');
    if (series != null && (series < 1 || series > t.seriesCount)) throw new BadUserInputError(`series must be between 1 and ${t.seriesCount}.`);
    return this.list_(t, series ?? null);
  }

  /** The list as CSV: one line per player, rank order. */
  async csv(id: string): Promise<string> {
    const t = await this.repo.find(id);
    if (!t) throw new NotFoundError('No tournament with that id.');
    const list = await this.list_(t, null);
    return standingsCsv(
      list.map((s) => ({ ...s, lot: '', duplicateDelta: s.duplicateDelta })),
      new Map(list.map((s) => [s.playerId, s.name])),
      t.seriesCount,
    );
  }

  /**
   * The tournament now, then again after every change of it or of its tables' play (changes
   * that come while one is read are folded into the next); done after the finished tournament.
   * `return` (the client went away) unsubscribes at once, even while waiting.
   */
  async updates(id: string): Promise<AsyncIterableIterator<Tournament>> {
    if (!(await this.repo.find(id))) throw new NotFoundError('No tournament with that id.');
    let dirty = true;
    let done = false;
    let wake: (() => void) | null = null;
    const stop = await this.pubSub.on(tournamentTopic(id), () => {
      dirty = true;
      wake?.();
    });
    const finish = (): IteratorResult<Tournament> => {
      if (!done) stop();
      done = true;
      wake?.();
      return { done: true, value: undefined };
    };
    const iterator: AsyncIterableIterator<Tournament> = {
      next: async () => {
        if (done) return { done: true, value: undefined };
        if (!dirty) await new Promise<void>((r) => (wake = r));
        wake = null;
        if (done) return { done: true, value: undefined };
        dirty = false;
        const t = await this.tournament(id);
        // The finished tournament is the last update: the next call ends the stream.
        if (t.status === TournamentStatusGql.FINISHED && !done) {
          stop();
          done = true;
        }
        return { done: false, value: t };
      },
      return: async () => finish(),
      throw: async (err: unknown) => {
        finish();
        throw err;
      },
      [Symbol.asyncIterator]() {
        return iterator;
      },
    };
    return iterator;
  }

  private onTable(tableId: string): void {
    const id = this.live.get(tableId);
    if (!id || this.debounced.has(id)) return;
    const timer = setTimeout(() => {
      this.debounced.delete(id);
      this.notify(id);
      void this.advance(id).catch((err: unknown) => this.logger.error({ err, tournamentId: id }, 'advancing the tournament failed'));
    }, UPDATE_DEBOUNCE_MS);
    timer.unref();
    this.debounced.set(id, timer);
  }

  private notify(id: string): void {
    this.pubSub.send(tournamentTopic(id), { id });
  }

  private publishStarted(id: string, started: { tableId: string; entries: LogEntry[] }[]): void {
    for (const s of started) {
      this.live.set(s.tableId, id);
      this.tablesService.publishStarted(s.tableId, s.entries);
    }
    this.notify(id);
  }

  /** A change of a tournament still taking registrations, under its lock; bumps its version. */
  private async registering<T>(id: string, work: (em: EntityManager, t: TournamentRow) => Promise<T>): Promise<T> {
    const out = await this.repo.transaction(async (em) => {
      const t = await this.repo.lock(em, id);
      if (!t) throw new NotFoundError('No tournament with that id.');
      if (t.status !== 'registering') throw new IllegalActionError('The tournament has started: registrations are closed.', 'WRONG_PHASE');
      const r = await work(em, t);
      await this.repo.update(em, id, {});
      return r;
    });
    this.notify(id);
    return out;
  }

  private assertCreator(caller: Caller, t: TournamentRow): void {
    if (t.createdBy !== caller.playerId) throw new ForbiddenError('Only the creator of the tournament may do this.');
  }

  private async checkRoom(em: EntityManager, t: TournamentRow, adding: number): Promise<number> {
    const have = (await this.repo.players(t.id, em)).length;
    if (have + adding > MAX_TOURNAMENT_PLAYERS)
      throw new BadUserInputError(`A tournament takes at most ${MAX_TOURNAMENT_PLAYERS} players (${have} registered).`);
    return have;
  }

  /** Draws series `n`, creates and starts its tables (in the caller's transaction, on the locked row). */
  private async openSeries(em: EntityManager, t: TournamentRow, n: number): Promise<{ tableId: string; entries: LogEntry[] }[]> {
    const players = (await this.repo.players(t.id, em)).map((p) => p.playerId);
    const met = pairsOf(await this.repo.seatings(t.id, em));
    const draw = drawSeries(players, met, tournamentRandom(t.seed, `draw:${n}`));
    await this.repo.insertSeries(em, t.id, n);
    const seed = seriesSeed(t.seed, n);
    const started: { tableId: string; entries: LogEntry[] }[] = [];
    for (let k = 0; k < draw.length; k++) {
      const table = await this.tablesService.createStarted(
        em,
        t.createdBy,
        tournamentTableInput(t, draw[k].length as 3 | 4),
        tableSeed(seed, k + 1, t.duplicate),
        draw[k],
        t.platformId,
      );
      await this.repo.insertTable(em, t.id, n, k + 1, table.tableId);
      started.push(table);
    }
    await this.repo.update(em, t.id, { status: 'running', currentSeries: n });
    return started;
  }

  private async model(read: TournamentRow): Promise<Tournament> {
    const [fresh, players, tables] = await Promise.all([this.repo.findWithSeries(read.id), this.repo.players(read.id), this.repo.tables(read.id)]);
    // Status, seeds and series from the one snapshot (see findWithSeries).
    const { row: t, series } = fresh ?? { row: read, series: [] };
    const seats = await this.tables.seatsOfTables(tables.map((x) => x.tableId));
    const names = new Map(players.map((p) => [p.playerId, p.name]));
    return {
      id: t.id,
      name: t.name,
      status: t.status as TournamentStatusGql,
      createdBy: t.createdBy,
      seriesCount: t.seriesCount,
      gamesPerPlayer: t.gamesPerPlayer,
      turnSeconds: t.turnSeconds,
      duplicate: t.duplicate,
      commitment: tournamentCommitment(t.seed),
      seed: t.status === 'finished' ? t.seed : null,
      currentSeries: t.currentSeries,
      version: t.version,
      players,
      series: series.map((s) => ({
        number: s.number,
        status: s.status as SeriesStatusGql,
        seed: s.status === 'done' ? seriesSeed(t.seed, s.number) : null,
        tables: tables
          .filter((x) => x.series === s.number)
          .map((x) => ({
            tableNo: x.tableNo,
            tableId: x.tableId,
            status: x.status as TableStatusGql,
            players: seats.filter((st) => st.tableId === x.tableId).map((st) => ({ seat: st.seat, playerId: st.playerId, name: names.get(st.playerId) ?? '' })),
          })),
      })),
    };
  }

  /** Standings from the score sheets of the tournament's tables (of one series, when given). */
  /** With `em`, read on that transaction (the one finishing the tournament: other connections would wait on its locks). */
  private async list_(t: TournamentRow, series: number | null, em?: EntityManager): Promise<TournamentStanding[]> {
    const [players, tables] = em
      ? [await this.repo.players(t.id, em), await this.repo.tables(t.id, em)]
      : await Promise.all([this.repo.players(t.id), this.repo.tables(t.id)]);
    const sheets: TableSheet[] = [];
    for (const x of tables) {
      if (series !== null && x.series !== series) continue;
      const table = await this.tables.find(x.tableId, em);
      if (!table?.state) continue;
      const seats = await this.tables.seats(x.tableId, em);
      const byIndex = seats.map((s) => s.playerId);
      const timeouts = new Array<number>(byIndex.length).fill(0);
      for (const o of await this.actions.timeouts(x.tableId, em)) timeouts[o.player]++;
      const state = table.state as SkatMatchState;
      sheets.push({
        series: x.series,
        players: byIndex,
        timeouts,
        lines: state.sheet.map((r) => ({ kind: r.kind, declarer: r.declarer, won: r.game ? r.game.won : null, scores: r.scores, seats: r.seats })),
      });
    }
    const names = new Map(players.map((p) => [p.playerId, p.name]));
    return standings(
      players.map((p) => p.playerId),
      sheets,
      t.seriesCount,
      t.seed,
      t.duplicate,
    ).map((s) => ({
      rank: s.rank,
      playerId: s.playerId,
      name: names.get(s.playerId) ?? '',
      points: s.points,
      won: s.won,
      lost: s.lost,
      games: s.games,
      timeouts: s.timeouts,
      seriesPoints: s.seriesPoints,
      duplicateDelta: s.duplicateDelta,
    }));
  }
}
