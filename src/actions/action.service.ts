// The one place where a game action happens, for every mutation of bidding/ and play/ and
// for server bots: load the locked table, apply with the engine, append the events and the
// action, save the snapshot conditionally on the seq read, commit, THEN publish.
import { BeforeApplicationShutdown, Injectable, Logger } from '@nestjs/common';
import { QueryFailedError, type EntityManager } from 'typeorm';
import { ConflictError, ForbiddenError, IllegalActionError, NotFoundError } from '../common/errors/domain-errors.js';
import { redactEntry, type LogEntry } from '../events/log-entry.js';
import { TableActivity } from '../events/table-activity.js';
import { TableEventsRepository } from '../events/table-events.repository.js';
import { TablePubSub } from '../events/table-pubsub.js';
import { apply, eventType, isOver, legalActions, type ActionBody, type MatchAction, type MatchConfig, type MatchState } from '../game/engine.js';
import type { TableSeatEntity } from '../tables/table-seat.entity.js';
import type { TableEntity } from '../tables/table.entity.js';
import { TableViewService } from '../tables/table-view.service.js';
import { TablesRepository } from '../tables/tables.repository.js';
import type { ActionResult } from './actions.models.js';
import { replayMatch } from './replay.js';
import { TableActionsRepository } from './table-actions.repository.js';

export interface ActionRequest {
  tableId: string;
  expectedSeq?: number;
  clientActionId?: string;
}

/** For the server's own moves (server bots, turn timers: src/server-bots/). */
export interface ActOptions {
  /** Checked in the transaction once the table row is locked: false refuses the move (this instance lost the table's lease). */
  fence?: (em: EntityManager) => Promise<boolean>;
  /** The server acts for a silent seat: logged as 'table.turnTimedOut' and marked on the score sheet. */
  timedOut?: boolean;
}

export const TURN_TIMED_OUT = 'table.turnTimedOut';

@Injectable()
export class ActionService implements BeforeApplicationShutdown {
  private readonly logger = new Logger(ActionService.name);
  /** In-flight actions, awaited on shutdown so none is cut off between commit and publish. */
  private readonly inFlight = new Set<Promise<unknown>>();

  constructor(
    private readonly tables: TablesRepository,
    private readonly log: TableEventsRepository,
    private readonly actions: TableActionsRepository,
    private readonly pubSub: TablePubSub,
    private readonly activity: TableActivity,
    private readonly views: TableViewService,
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
    if (req.clientActionId) {
      const done = await this.actions.findByClientId(req.tableId, playerId, req.clientActionId);
      if (done) return this.replayed(req.tableId, playerId, done.seqFrom, done.seqTo);
    }
    let outcome: { entries: LogEntry[]; seat: number; table: TableEntity; seats: TableSeatEntity[] } | { replay: { seqFrom: number; seqTo: number } };
    try {
      outcome = await this.tables.transaction(async (em) => {
        const table = await this.tables.lock(em, req.tableId);
        if (!table) throw new NotFoundError('No table with that id.');
        if (req.clientActionId) {
          // Checked again under the lock: a concurrent retry may have just committed.
          const done = await this.actions.findByClientId(req.tableId, playerId, req.clientActionId, em);
          if (done) return { replay: { seqFrom: done.seqFrom, seqTo: done.seqTo } };
        }
        const seats = await this.tables.seatsOf(table, em);
        const seat = this.views.seatOf(seats, playerId);
        if (seat === null) throw new ForbiddenError('You are not seated at this table; you can only act for your own seat.');
        if (table.status === 'open') throw new IllegalActionError('The match has not started yet: seats are still free.', 'WRONG_PHASE', table.seq);
        if (table.status === 'closed') throw new IllegalActionError('This table was closed: all its people had left it.', 'WRONG_PHASE', table.seq);
        if (opts.fence && !(await opts.fence(em))) throw new ConflictError('This instance no longer holds the table.', 'STALE', table.seq);
        if (req.expectedSeq !== undefined && req.expectedSeq !== table.seq) {
          throw new ConflictError(`The table moved on: it is at seq ${table.seq}, not ${req.expectedSeq}.`, 'STALE', table.seq);
        }
        const action = { ...body, player: seat } as MatchAction;
        const result = apply(table.state as MatchState, action);
        if (!result.ok) throw new IllegalActionError(result.message, result.code, table.seq);
        const pending: { type: string; payload: unknown }[] = result.events.map((e) => ({ type: eventType(e), payload: e }));
        const timeoutDeal = opts.timedOut ? (table.state as MatchState).dealNumber : null;
        if (timeoutDeal !== null) pending.unshift({ type: TURN_TIMED_OUT, payload: { player: seat, deal: timeoutDeal, action: body.type } });
        // Every accepted action owns at least one seq (its table_actions key).
        if (!pending.length) pending.push({ type: 'table.acted', payload: { player: seat, action: body.type } });
        const entries: LogEntry[] = pending.map((e, i) => ({ seq: table.seq + 1 + i, type: e.type, payload: e.payload }));
        const seqTo = table.seq + entries.length;
        const status = isOver(result.state) ? 'finished' : 'playing';
        // Log entries, action row and conditional snapshot in one statement.
        const row = { tableId: table.id, seqFrom: table.seq + 1, seqTo, playerId, action, clientActionId: req.clientActionId ?? null, timeoutDeal };
        const saved = await this.actions.record(em, { fromSeq: table.seq, entries, row, state: result.state, status });
        if (!saved) throw new ConflictError('The table moved on meanwhile; reload and retry.', 'STALE', table.seq);
        // The caller's new view is built from what was just committed, not read back.
        return { entries, seat, seats, table: { ...table, seq: seqTo, state: result.state, status } };
      });
    } catch (e) {
      // The unique keys are the last line of defence: (table_id, seq) and the idempotency key.
      if (e instanceof QueryFailedError && (e as unknown as { code?: string }).code === '23505') {
        if (req.clientActionId) {
          const done = await this.actions.findByClientId(req.tableId, playerId, req.clientActionId);
          if (done) return this.replayed(req.tableId, playerId, done.seqFrom, done.seqTo);
        }
        const now = await this.tables.find(req.tableId);
        throw new ConflictError('Another action was applied first; reload and retry.', 'STALE', now?.seq);
      }
      throw e;
    }
    if ('replay' in outcome) return this.replayed(req.tableId, playerId, outcome.replay.seqFrom, outcome.replay.seqTo);
    this.logger.debug({ tableId: req.tableId, seq: outcome.entries[outcome.entries.length - 1].seq, action: body.type, seat: outcome.seat }, 'action applied');
    await this.pubSub.publish({ tableId: req.tableId, entries: outcome.entries });
    this.activity.changed(req.tableId);
    const view = await this.views.tableView(outcome.table, outcome.seats, playerId);
    return {
      seq: outcome.entries[outcome.entries.length - 1].seq,
      events: outcome.entries.map((e) => redactEntry(e, outcome.seat)),
      view,
      replayed: false,
    };
  }

  /** The caller's legal actions (empty for spectators and when it is not their move). */
  async legalFor(playerId: string | undefined, tableId: string): Promise<{ seq: number; actions: MatchAction[] }> {
    const table = await this.tables.find(tableId);
    if (!table) throw new NotFoundError('No table with that id.');
    const seat = this.views.seatOf(await this.tables.seatsOf(table), playerId);
    if (seat === null || !table.state || table.status !== 'playing') return { seq: table.seq, actions: [] };
    return { seq: table.seq, actions: legalActions(table.state as MatchState, seat) };
  }

  /** Rebuilds a table's match from its log alone (config + seed + accepted actions). */
  async rebuild(tableId: string): Promise<{ state: MatchState | null; seq: number }> {
    const table = await this.tables.find(tableId);
    if (!table) throw new NotFoundError('No table with that id.');
    if (!table.seed) return { state: null, seq: table.seq };
    const actions = await this.actions.listForTable(tableId);
    return { state: replayMatch(table.config as MatchConfig, table.seed, actions.map((a) => a.action as MatchAction)), seq: table.seq };
  }

  private async replayed(tableId: string, playerId: string, seqFrom: number, seqTo: number): Promise<ActionResult> {
    const view = await this.viewFor(tableId, playerId);
    const entries = await this.log.listAfter(tableId, seqFrom - 1, seqTo);
    return { seq: seqTo, events: entries.map((e) => redactEntry(e, view.yourSeat ?? 'spectator')), view, replayed: true };
  }

  private async viewFor(tableId: string, playerId: string) {
    const table = await this.tables.find(tableId);
    if (!table) throw new NotFoundError('No table with that id.');
    return this.views.tableView(table, await this.tables.seatsOf(table), playerId);
  }
}
