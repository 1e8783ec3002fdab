// Which instance does the time-driven work of a table (server bot moves, turn timeouts):
// the one holding its lease in PostgreSQL. Every LEASE_RENEW_MS the holder renews its
// leases and sweeps up tables whose lease ran out (an instance died or stopped), so a table
// moves to another instance within about LEASE_TTL_MS. Moves made under a lease are also
// fenced in the statement that writes them (ActOptions.leaseHolder), and the seq check refuses a move made twice.
import { Injectable, Logger } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { Env } from '../config/env.js';
import { TableLeasesRepository } from './table-leases.repository.js';

/** Tables picked up per sweep, so one instance does not grab every orphan at once. */
const SWEEP_LIMIT = 100;

@Injectable()
export class TableLeases {
  readonly holder = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  private readonly logger = new Logger(TableLeases.name);
  /** Held tables and, locally, until when (a safety margin below the database's expiry). */
  private readonly held = new Map<string, number>();
  /** Tables another instance held when we last asked, and until when not to ask again. */
  private readonly othersUntil = new Map<string, number>();
  private timer: NodeJS.Timeout | null = null;
  private ticking: Promise<void> | null = null;
  private onAcquired: (tableId: string) => void = () => undefined;
  private onTick: () => Promise<void> = async () => undefined;
  /** Other periodic work run after each renew-and-sweep (e.g. expiring open tables: src/tables/). */
  private readonly sweeps: (() => Promise<void>)[] = [];

  constructor(
    private readonly repo: TableLeasesRepository,
    private readonly env: Env,
  ) {}

  /** Starts renewing and sweeping. `acquired` is called for every table this instance takes over. */
  start(acquired: (tableId: string) => void, tick: () => Promise<void>): void {
    this.onAcquired = acquired;
    this.onTick = tick;
    this.timer = setInterval(() => void this.tick(), this.env.LEASE_RENEW_MS);
    this.timer.unref();
    void this.tick();
  }

  /**
   * Runs `sweep` on every tick of this instance (once started). A sweep that changes tables must
   * re-check each one under its row lock, since every instance runs it.
   */
  addSweep(sweep: () => Promise<void>): void {
    this.sweeps.push(sweep);
  }

  /** Stops renewing and gives every lease back, so other instances take the tables over at once. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.ticking;
    this.held.clear();
    await this.repo.release(this.holder).catch((err: unknown) => this.logger.warn({ err }, 'releasing leases failed'));
  }

  /** Held by this instance (by the local clock; the fence in the move's statement has the last word). */
  holds(tableId: string): boolean {
    const until = this.held.get(tableId);
    return until !== undefined && until > Date.now();
  }

  /** Another instance held it when we last asked (no need to ask again yet). */
  heldElsewhere(tableId: string): boolean {
    return (this.othersUntil.get(tableId) ?? 0) > Date.now();
  }

  /** Resolves when the running renew-and-sweep (if any) is done. */
  async settled(): Promise<void> {
    await this.ticking;
  }

  /** Holds the table now, taking its lease if nobody else has it. */
  async ensure(tableId: string): Promise<boolean> {
    if (this.holds(tableId)) return true;
    if ((this.othersUntil.get(tableId) ?? 0) > Date.now()) return false;
    const since = Date.now();
    if (await this.repo.claim(this.holder, this.env.LEASE_TTL_MS, tableId)) {
      this.hold(tableId, since);
      return true;
    }
    this.othersUntil.set(tableId, since + this.env.LEASE_RENEW_MS);
    return false;
  }

  /** Gives one table back (its match ended). */
  async release(tableId: string): Promise<void> {
    this.held.delete(tableId);
    await this.repo.release(this.holder, tableId);
  }

  private hold(tableId: string, since: number): void {
    // Renewals start before the database stamps the expiry: count from then, minus a margin.
    this.held.set(tableId, since + this.env.LEASE_TTL_MS - Math.min(1000, this.env.LEASE_TTL_MS / 4));
    this.othersUntil.delete(tableId);
  }

  private tick(): Promise<void> {
    if (this.ticking) return this.ticking;
    this.ticking = (async () => {
      try {
        const since = Date.now();
        const kept = new Set(await this.repo.renew(this.holder, this.env.LEASE_TTL_MS));
        for (const id of [...this.held.keys()]) if (!kept.has(id)) this.held.delete(id);
        for (const id of kept) this.hold(id, since);
        for (const id of await this.repo.claimOrphans(this.holder, this.env.LEASE_TTL_MS, SWEEP_LIMIT)) {
          this.logger.log({ tableId: id, holder: this.holder }, 'took over a table nobody held');
          this.hold(id, since);
          this.onAcquired(id);
        }
        for (const [id, until] of this.othersUntil) if (until <= Date.now()) this.othersUntil.delete(id);
        await this.repo.dropFinished();
        await this.onTick();
        await this.runSweeps();
      } catch (err) {
        this.logger.error({ err }, 'lease tick failed');
      } finally {
        this.ticking = null;
      }
    })();
    return this.ticking;
  }

  /** One failing sweep does not keep the others from running. */
  private async runSweeps(): Promise<void> {
    for (const sweep of this.sweeps) {
      if (!this.timer) return; // stopping
      await sweep().catch((err: unknown) => this.logger.error({ err }, 'sweep failed'));
    }
  }
}
