// The one place where a game action happens, for every game's mutations and for server bots:
// load the table from the storage port (TableStorage: it may be this instance's copy from its
// own last write), apply with the engine, then append the move (ONE statement that saves the
// snapshot conditionally on the seq read and appends the events and the action only if it did;
// no explicit transaction; the move that finishes the match is one transaction with what the
// match-end hooks write: match-end-hooks.ts, which ratings and statistics register, and so is a
// move some move hook writes for: move-hooks.ts, the webhooks' outbox), THEN publish.
import { BeforeApplicationShutdown, Injectable, Logger } from '@nestjs/common';
import { ConflictError, DomainError, ForbiddenError, IllegalActionError, NotFoundError } from '../common/errors/domain-errors.js';
import { eventFor } from '../events/event.mappers.js';
import type { TableEvent } from '../events/events.models.js';
import { Entry, type LogEntry, type PendingEntry } from '../events/log-entry.js';
import { TableActivity } from '../events/table-activity.js';
import { TableEventsRepository } from '../events/table-events.repository.js';
import { TablePubSub } from '../events/table-pubsub.js';
import { SERVED_GAMES } from '../game/served-game.js';
import { apply, eventType, isOver, legalActions, legalBySeat, type ActionBody, type MatchAction, type MatchState } from '../game/match-port.js';
import type { TableSeatEntity } from '../tables/table-seat.entity.js';
import type { TableEntity } from '../tables/table.entity.js';
import { TableStorage } from '../tables/table-storage.js';
import { TableViewService } from '../tables/table-view.service.js';
import { TablesRepository } from '../tables/tables.repository.js';
import type { TableViewModel } from '../tables/tables.models.js';
import type { ActionResult } from './actions.models.js';
import { inOrder, MatchEndHooks } from './match-end-hooks.js';
import { MoveHooks } from './move-hooks.js';
import { replayMatch } from './replay.js';
import { TableActionsRepository } from './table-actions.repository.js';

export interface ActionRequest {
  tableId: string;
  expectedSeq?: number;
  clientActionId?: string;
  /** The game whose mutation sent the move (a move of another game than the table's is refused). */
  game?: string;
}

/** For the server's own moves (server bots, turn timers: src/server-bots/). */
export interface ActOptions {
  /** The move is written only while this lease holder holds the table (checked in the same statement): the fence against a lease lost meanwhile. */
  leaseHolder?: string;
  /** The server acts for a silent seat: logged as 'table.turnTimedOut' and marked on the score sheet. */
  timedOut?: boolean;
}

/** Reads of a table for a move without expectedSeq that keeps losing races, before STALE. */
const STALE_RETRIES = 3;

/** A move as written: the table after it, its log entries, and who made it. */
interface Written {
  after: TableEntity & { state: MatchState };
  entries: LogEntry[];
  seat: number;
  seats: TableSeatEntity[];
}

@Injectable()
export class ActionService implements BeforeApplicationShutdown {
  private readonly logger = new Logger(ActionService.name);
  /** In-flight actions, awaited on shutdown so none is cut off between commit and publish. */
  private readonly inFlight = new Set<Promise<unknown>>();
  constructor(
    private readonly tables: TablesRepository,
    private readonly log: TableEventsRepository,
    private readonly actions: TableActionsRepository,
    /** Load and append: hides this instance's copies of its tables, the snapshots and the group commit. */
    private readonly storage: TableStorage,
    private readonly pubSub: TablePubSub,
    private readonly activity: TableActivity,
    private readonly views: TableViewService,
    private readonly matchEnd: MatchEndHooks,
    private readonly moveHooks: MoveHooks,
  ) {}

  act(playerId: string, req: ActionRequest, body: ActionBody, opts: ActOptions = {}): Promise<ActionResult> {
    const p = this.run(playerId, req, body, opts);
    this.inFlight.add(p);
    void p.finally(() => this.inFlight.delete(p)).catch(() => undefined);
    return p;
  }

  /** Shutdown: actions already running commit and publish before the pool closes. */
  async beforeApplicationShutdown(): Promise<void> {
    await Promise.allSettled([...this.inFlight]);
  }

  private async run(playerId: string, req: ActionRequest, body: ActionBody, opts: ActOptions): Promise<ActionResult> {
    try {
      return await this.attempt(playerId, req, body, opts);
    } catch (e) {
      // A retry of a move already made (same clientActionId) is refused by the table as it is
      // now (STALE, not your turn, ...), or, when it would be legal again, loses on the
      // idempotency key until attempt() gives up: its stored result answers it. The one place
      // it is looked up, and only on a refusal, so a fresh move costs no extra query.
      if (req.clientActionId && e instanceof DomainError) {
        const done = await this.actions.findByClientId(req.tableId, playerId, req.clientActionId);
        if (done) return this.replayed(req.tableId, playerId, done.seqFrom, done.seqTo);
      }
      throw e;
    }
  }

  private async attempt(playerId: string, req: ActionRequest, body: ActionBody, opts: ActOptions): Promise<ActionResult> {
    // Optimistic: read, apply, then one conditional statement. Without an expectedSeq the move
    // is meant for the table as it is, so a lost race reads again (a few times) before giving up.
    for (let lostRaces = 0, fresh = false; ; fresh = true) {
      const loaded = await this.storage.load(req.tableId, { expectedSeq: req.expectedSeq, fresh });
      if (!loaded) throw new NotFoundError('No table with that id.');
      let written: Written | null;
      try {
        written = await this.write(loaded.table, playerId, req, body, opts);
      } catch (e) {
        // A refusal read off this instance's copy may be out of date (another instance moved the table): load again.
        if (!(loaded.guess && e instanceof DomainError)) throw e;
        continue;
      }
      if (written) {
        // Committed (autocommit): now publish. The caller's view is built from what was written, not read back.
        const { after, entries, seat, seats } = written;
        this.logger.debug({ tableId: req.tableId, seq: after.seq, action: body.type, seat }, 'action applied');
        this.pubSub.publish({ tableId: req.tableId, entries, legal: after.status === 'playing' ? legalBySeat(after.state) : {} });
        this.activity.changed(req.tableId);
        const views = this.views;
        let view: Promise<TableViewModel> | undefined;
        let events: TableEvent[] | undefined;
        return {
          seq: after.seq,
          get events() {
            return (events ??= entries.map((e) => eventFor(e, seat)));
          },
          get view() {
            return (view ??= views.tableView(after, seats, playerId));
          },
          replayed: false,
        };
      }
      // Nothing was written: another move came first (or this instance lost the table's lease,
      // or this very move was made already: run() answers that from its clientActionId).
      if (req.expectedSeq !== undefined || opts.leaseHolder !== undefined || ++lostRaces >= STALE_RETRIES) {
        const now = await this.tables.find(req.tableId);
        throw new ConflictError('Another action was applied first; reload and retry.', 'STALE', now?.seq);
      }
    }
  }

  /** Checks and applies a move to the table as read, and writes it: what was written, or null when the table had moved on. */
  private async write(table: TableEntity, playerId: string, req: ActionRequest, body: ActionBody, opts: ActOptions): Promise<Written | null> {
    const seats = await this.tables.seatsOf(table);
    const seat = this.views.seatOf(seats, playerId);
    if (seat === null) throw new ForbiddenError('You are not seated at this table; you can only act for your own seat.');
    if (table.status === 'open' || !table.state) throw new IllegalActionError('The match has not started yet: seats are still free.', 'WRONG_PHASE', table.seq);
    if (table.status === 'closed') throw new IllegalActionError('This table was closed: all its people had left it.', 'WRONG_PHASE', table.seq);
    if (req.expectedSeq !== undefined && req.expectedSeq !== table.seq) {
      throw new ConflictError(`The table moved on: it is at seq ${table.seq}, not ${req.expectedSeq}.`, 'STALE', table.seq);
    }
    const game = SERVED_GAMES.ofState(table.state);
    if (req.game !== undefined && req.game !== game.engine.name) {
      throw new IllegalActionError(`This table plays ${game.title}: use its ${game.engine.name}* mutations.`, 'UNKNOWN_ACTION', table.seq);
    }
    const action = { ...body, player: seat } as MatchAction;
    const result = apply(table.state, action);
    if (!result.ok) throw new IllegalActionError(result.message, result.code, table.seq);
    const pending: PendingEntry[] = result.events.map((e) => Entry.game(eventType(e), e));
    const timeoutDeal = opts.timedOut ? table.state.dealNumber : null;
    if (timeoutDeal !== null) pending.unshift(Entry.turnTimedOut({ player: seat, deal: timeoutDeal, action: body.type }));
    // Every accepted action owns at least one seq (its table_actions key).
    if (!pending.length) pending.push(Entry.acted({ player: seat, action: body.type }));
    const entries = pending.map((e, i) => ({ ...e, seq: table.seq + 1 + i }) as LogEntry);
    const seqTo = table.seq + entries.length;
    const status = isOver(result.state) ? ('finished' as const) : ('playing' as const);
    const row = { tableId: table.id, seqFrom: table.seq + 1, seqTo, playerId, action, clientActionId: req.clientActionId ?? null, timeoutDeal };
    // What the move hooks want written with this move (the webhooks' outbox), then, for the move that finishes the match, what
    // the match-end hooks want (statistics, ratings): in the move's own transaction. Most moves have neither.
    const finish = inOrder([
      this.moveHooks.writesFor({ table, seats, entries, before: table.state, after: result.state }),
      status === 'finished' && table.status === 'playing' ? this.matchEnd.writesFor(table, seats, result.state) : undefined,
    ]);
    // A lost race (or a taken unique key: (table_id, seq), the idempotency key) writes nothing.
    const after = { ...table, seq: seqTo, state: result.state, status };
    const move = { fromSeq: table.seq, entries, row, state: result.state, previousState: table.state, status, leaseHolder: opts.leaseHolder, finish };
    if (!(await this.storage.append(move, after))) return null;
    return { after, entries, seat, seats };
  }

  /** The caller's legal actions (empty for spectators and when it is not their move). */
  async legalFor(playerId: string | undefined, tableId: string): Promise<{ seq: number; actions: MatchAction[] }> {
    const table = await this.tables.find(tableId);
    if (!table) throw new NotFoundError('No table with that id.');
    const seat = this.views.seatOf(await this.tables.seatsOf(table), playerId);
    if (seat === null || !table.state || table.status !== 'playing') return { seq: table.seq, actions: [] };
    return { seq: table.seq, actions: legalActions(table.state, seat) };
  }

  /** Rebuilds a table's match from its log alone (config + seed + accepted actions). */
  async rebuild(tableId: string): Promise<{ state: MatchState | null; seq: number }> {
    const table = await this.tables.find(tableId);
    if (!table) throw new NotFoundError('No table with that id.');
    // An open table already holds its (committed) seed, but no match yet.
    if (!table.seed || table.status === 'open') return { state: null, seq: table.seq };
    const actions = await this.actions.listForTable(tableId);
    return {
      state: replayMatch(
        table.config,
        table.seed,
        actions.map((a) => a.action),
      ),
      seq: table.seq,
    };
  }

  private async replayed(tableId: string, playerId: string, seqFrom: number, seqTo: number): Promise<ActionResult> {
    const view = await this.viewFor(tableId, playerId);
    const entries = await this.log.listAfter(tableId, seqFrom - 1, seqTo);
    return { seq: seqTo, events: entries.map((e) => eventFor(e, view.yourSeat ?? 'spectator')), view, replayed: true };
  }

  private async viewFor(tableId: string, playerId: string) {
    const table = await this.tables.find(tableId);
    if (!table) throw new NotFoundError('No table with that id.');
    return this.views.tableView(table, await this.tables.seatsOf(table), playerId);
  }
}
