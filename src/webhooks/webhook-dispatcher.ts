// The delivery worker of every instance: takes due deliveries from the outbox under a lease
// (webhooks.repository.ts: claimDue), signs and sends each attempt (signing.ts, webhook-http.ts),
// and records its outcome and the next attempt (retry-schedule.ts) only while it still holds the
// lease. Woken when a commit wrote deliveries (in this process, and on the other instances through
// the PubSub's Redis when there is one), and every WEBHOOK_POLL_MS besides, which also picks up
// retries that came due and the deliveries of an instance that died.
import { BeforeApplicationShutdown, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { Env } from '../config/env.js';
import { TableActivity } from '../events/table-activity.js';
import { TablePubSub } from '../events/table-pubsub.js';
import { parseRetrySchedule, retryDelayMs } from './retry-schedule.js';
import { signedHeaders } from './signing.js';
import { postWebhook, type WebhookHttpOptions } from './webhook-http.js';
import { WebhooksRepository, type ClaimedAttempt } from './webhooks.repository.js';

const WAKE_CHANNEL = 'webhooks.wake';
/** A lease outlives the request it covers by this much, so it never runs out under a request still in flight. */
const LEASE_MARGIN_MS = 30_000;

@Injectable()
export class WebhookDispatcher implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(WebhookDispatcher.name);
  /** This instance as a lease owner. */
  private readonly owner = `${process.pid}-${randomUUID()}`;
  private readonly schedule: number[];
  private readonly http: WebhookHttpOptions;
  private readonly leaseMs: number;
  private readonly inFlight = new Set<Promise<void>>();
  /** Tables whose change wrote deliveries that are not known to be committed yet: their commit's activity notice wakes the worker. */
  private readonly awaitingCommit = new Set<string>();
  private timer: NodeJS.Timeout | undefined;
  /** The pass under way, if any. */
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  private unsubscribe: Array<() => void> = [];

  constructor(
    private readonly repo: WebhooksRepository,
    private readonly env: Env,
    private readonly pubSub: TablePubSub,
    private readonly activity: TableActivity,
  ) {
    this.schedule = parseRetrySchedule(env.WEBHOOK_RETRY_SCHEDULE);
    this.http = {
      allowPrivate: env.WEBHOOK_ALLOW_PRIVATE === 'true',
      connectTimeoutMs: env.WEBHOOK_CONNECT_TIMEOUT_MS,
      timeoutMs: env.WEBHOOK_TIMEOUT_MS,
      maxResponseBytes: env.WEBHOOK_MAX_RESPONSE_BYTES,
    };
    this.leaseMs = env.WEBHOOK_TIMEOUT_MS + LEASE_MARGIN_MS;
  }

  onApplicationBootstrap(): void {
    this.unsubscribe.push(
      this.activity.onChanged((tableId) => {
        if (this.awaitingCommit.delete(tableId)) this.committed();
      }),
    );
    if (this.env.REDIS_URL) {
      // Not awaited: without Redis yet, the poll still delivers.
      this.pubSub
        .on(WAKE_CHANNEL, () => this.wake())
        .then((stop) => (this.stopped ? stop() : this.unsubscribe.push(stop)))
        .catch((err: unknown) => this.logger.error({ err }, 'webhook wake subscription failed'));
    }
    this.schedulePoll();
    this.wake();
  }

  /** Before the pool closes: no new pass; the pass and the attempts under way end (each within WEBHOOK_TIMEOUT_MS) and are recorded. */
  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    for (const stop of this.unsubscribe.splice(0)) stop();
    await this.running;
    await Promise.allSettled([...this.inFlight]);
  }

  /** A change of table `tableId` wrote deliveries in a transaction not yet committed: wake when the table's change is announced. */
  afterCommitOf(tableId: string): void {
    this.awaitingCommit.add(tableId);
  }

  /** Deliveries were committed: wake this instance and the others. */
  committed(): void {
    this.wake();
    if (this.env.REDIS_URL) this.pubSub.send(WAKE_CHANNEL, {});
  }

  /** Looks for due deliveries now (once more after the current pass, if one is running). */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.pass()
      .catch((err: unknown) => this.logger.error({ err }, 'webhook pass failed'))
      .finally(() => {
        this.running = null;
        if (this.again) {
          this.again = false;
          this.wake();
        }
      });
  }

  private schedulePoll(): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      // A notice may be lost (a rolled-back change, a table that never announced): the poll covers it.
      this.awaitingCommit.clear();
      this.wake();
      this.schedulePoll();
    }, this.env.WEBHOOK_POLL_MS);
    this.timer.unref();
  }

  /** Claims as many due attempts as there are free slots, and sends them; repeats while it finds work. */
  private async pass(): Promise<void> {
    for (;;) {
      const free = this.env.WEBHOOK_CONCURRENCY - this.inFlight.size;
      if (free <= 0 || this.stopped) return;
      const claimed = await this.repo.claimDue(this.owner, this.leaseMs, free);
      if (!claimed.length) return;
      for (const c of claimed) {
        const p = this.send(c).finally(() => {
          this.inFlight.delete(p);
          // A slot came free: there may be more due.
          if (!this.stopped) this.wake();
        });
        this.inFlight.add(p);
      }
    }
  }

  private async send(c: ClaimedAttempt): Promise<void> {
    const body = JSON.stringify(c.payload);
    const headers = signedHeaders(c.secret, c.id, body, new Date());
    const result = await postWebhook(c.url, headers, body, this.http);
    const ok = result.error === null && result.statusCode !== null && result.statusCode >= 200 && result.statusCode < 300;
    const error = ok ? null : (result.error ?? `HTTP ${result.statusCode}`);
    // After the schedule's last delay (attempt maxAttempts), no retry: failed.
    const delay = ok ? null : retryDelayMs(this.schedule, c.attempt);
    const next = ok ? 'delivered' : delay === null ? 'failed' : { retryInMs: delay };
    try {
      const recorded = await this.repo.finishAttempt(this.owner, c.id, c.attempt, { ...result, error }, next);
      if (!recorded) this.logger.warn({ deliveryId: c.id, attempt: c.attempt }, 'webhook attempt outlived its lease: not recorded');
      else if (next === 'failed') this.logger.warn({ deliveryId: c.id, attempts: c.attempt, error }, 'webhook delivery failed for good');
    } catch (err) {
      this.logger.error({ err, deliveryId: c.id }, 'webhook attempt not recorded');
    }
  }
}
