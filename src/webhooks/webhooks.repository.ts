// SQL of the webhooks: endpoints (always scoped by their platform), the outbox of deliveries
// and the attempts log. Writes into the outbox take the caller's connection or transaction (a
// Queryable), so an event is committed with the change that caused it. Claiming and finishing
// an attempt are single conditional statements (RETURNING says what really happened), so two
// instances never send the same attempt of a delivery.
import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { returnedRows } from '../database/returned-rows.js';
import type { WebhookBody, WebhookEventType } from './webhook-events.js';

/** What a write in someone else's transaction needs: a pg client's or a TypeORM manager's `query`. */
export interface Queryable {
  query(text: string, values?: unknown[]): Promise<unknown>;
}

export type DeliveryStatus = 'pending' | 'delivered' | 'failed';

export interface EndpointRow {
  id: string;
  platformId: string;
  url: string;
  eventTypes: string[];
  secret: string;
  enabled: boolean;
  createdAt: Date;
}

export interface DeliveryRow {
  id: string;
  n: string;
  endpointId: string;
  eventType: string;
  payload: WebhookBody;
  createdAt: Date;
  status: DeliveryStatus;
  attempts: number;
  nextAttemptAt: Date;
  lastStatusCode: number | null;
  lastError: string | null;
  lastLatencyMs: number | null;
  deliveredAt: Date | null;
}

export interface AttemptRow {
  deliveryId: string;
  attempt: number;
  at: Date;
  statusCode: number | null;
  latencyMs: number;
  error: string | null;
}

/** A claimed attempt: the delivery, its attempt number, and where and how to send it. */
export interface ClaimedAttempt {
  id: string;
  attempt: number;
  payload: WebhookBody;
  url: string;
  secret: string;
}

const ENDPOINT_COLUMNS = `id, platform_id AS "platformId", url, event_types AS "eventTypes", secret, enabled, created_at AS "createdAt"`;
const DELIVERY_COLUMNS = `d.id, d.n::text AS n, d.endpoint_id AS "endpointId", d.event_type AS "eventType", d.payload, d.created_at AS "createdAt", d.status,
  d.attempts, d.next_attempt_at AS "nextAttemptAt", d.last_status_code AS "lastStatusCode", d.last_error AS "lastError",
  d.last_latency_ms AS "lastLatencyMs", d.delivered_at AS "deliveredAt"`;
/** A fresh webhook-id per delivery row (gen_random_uuid is built into PostgreSQL 13+ and PGlite). */
const NEW_MESSAGE_ID = `'msg_' || replace(gen_random_uuid()::text, '-', '')`;

@Injectable()
export class WebhooksRepository {
  constructor(private readonly ds: DataSource) {}

  // Endpoints.

  /** On `q` when given (the transaction that registers the platform). */
  async insertEndpoint(platformId: string, url: string, eventTypes: string[], secret: string, q: Queryable = this.ds): Promise<EndpointRow> {
    const rows = await q.query(
      `INSERT INTO webhook_endpoints (id, platform_id, url, event_types, secret) VALUES ($1, $2, $3, $4, $5) RETURNING ${ENDPOINT_COLUMNS}`,
      [randomUUID(), platformId, url, eventTypes, secret],
    );
    return returnedRows<EndpointRow>(rows)[0];
  }

  async endpoints(platformId: string): Promise<EndpointRow[]> {
    return this.ds.query(`SELECT ${ENDPOINT_COLUMNS} FROM webhook_endpoints WHERE platform_id = $1 ORDER BY created_at, id`, [platformId]);
  }

  /** The platform's endpoint, or null (another platform's is as absent as a missing one). */
  async endpoint(platformId: string, id: string): Promise<EndpointRow | null> {
    const rows: EndpointRow[] = await this.ds.query(`SELECT ${ENDPOINT_COLUMNS} FROM webhook_endpoints WHERE platform_id = $1 AND id = $2`, [platformId, id]);
    return rows[0] ?? null;
  }

  async updateEndpoint(
    platformId: string,
    id: string,
    patch: { url?: string; eventTypes?: string[]; enabled?: boolean; secret?: string },
  ): Promise<EndpointRow | null> {
    const rows = await this.ds.query(
      `UPDATE webhook_endpoints SET url = COALESCE($3, url), event_types = COALESCE($4, event_types), enabled = COALESCE($5, enabled),
              secret = COALESCE($6, secret), updated_at = now()
        WHERE platform_id = $1 AND id = $2 RETURNING ${ENDPOINT_COLUMNS}`,
      [platformId, id, patch.url ?? null, patch.eventTypes ?? null, patch.enabled ?? null, patch.secret ?? null],
    );
    return returnedRows<EndpointRow>(rows)[0] ?? null;
  }

  /** Deletes the endpoint with its deliveries and their attempts; false when the platform has no such endpoint. */
  async deleteEndpoint(platformId: string, id: string): Promise<boolean> {
    const rows = await this.ds.query(`DELETE FROM webhook_endpoints WHERE platform_id = $1 AND id = $2 RETURNING id`, [platformId, id]);
    return returnedRows(rows).length === 1;
  }

  // The outbox.

  /**
   * One delivery of `body` to every enabled endpoint of `platformId` that subscribed to its type,
   * on `q` (the caller's transaction). One statement; no row when no endpoint wants it.
   */
  async enqueue(q: Queryable, platformId: string, body: WebhookBody): Promise<void> {
    await q.query(
      `INSERT INTO webhook_deliveries (id, endpoint_id, event_type, payload)
       SELECT ${NEW_MESSAGE_ID}, e.id, $2, $3::jsonb FROM webhook_endpoints e
        WHERE e.platform_id = $1 AND e.enabled AND $2 = ANY (e.event_types)`,
      [platformId, body.type, JSON.stringify(body)],
    );
  }

  /** A delivery to one endpoint whatever its subscriptions (the test ping); returns its id. */
  async enqueueTo(endpointId: string, body: WebhookBody): Promise<string> {
    const rows = await this.ds.query(
      `INSERT INTO webhook_deliveries (id, endpoint_id, event_type, payload) VALUES (${NEW_MESSAGE_ID}, $1, $2, $3::jsonb) RETURNING id`,
      [endpointId, body.type, JSON.stringify(body)],
    );
    return returnedRows<{ id: string }>(rows)[0].id;
  }

  /**
   * Takes up to `limit` due deliveries of enabled endpoints for `owner` until `leaseMs` from now,
   * counting the attempt it is about to make. Rows another instance is claiming are skipped
   * (SKIP LOCKED), and the update re-checks that nobody holds them, so each attempt number of a
   * delivery is claimed once.
   */
  async claimDue(owner: string, leaseMs: number, limit: number): Promise<ClaimedAttempt[]> {
    const rows = await this.ds.query(
      `UPDATE webhook_deliveries d SET lease_owner = $1, lease_until = now() + make_interval(secs => $2::float8 / 1000), attempts = d.attempts + 1
         FROM webhook_endpoints e
        WHERE e.id = d.endpoint_id
          AND d.id IN (SELECT x.id FROM webhook_deliveries x JOIN webhook_endpoints xe ON xe.id = x.endpoint_id
                        WHERE x.status = 'pending' AND x.next_attempt_at <= now() AND (x.lease_until IS NULL OR x.lease_until <= now()) AND xe.enabled
                        ORDER BY x.next_attempt_at LIMIT $3 FOR UPDATE OF x SKIP LOCKED)
          AND d.status = 'pending' AND (d.lease_until IS NULL OR d.lease_until <= now())
       RETURNING d.id, d.attempts AS attempt, d.payload, e.url, e.secret`,
      [owner, leaseMs, limit],
    );
    return returnedRows<ClaimedAttempt>(rows);
  }

  /**
   * Records attempt `attempt` of delivery `id` and its outcome, only while `owner` still holds it:
   * `next` is 'delivered', 'failed', or the delay until the next attempt.
   */
  async finishAttempt(
    owner: string,
    id: string,
    attempt: number,
    result: { statusCode: number | null; error: string | null; latencyMs: number },
    next: 'delivered' | 'failed' | { retryInMs: number },
  ): Promise<boolean> {
    const status = typeof next === 'string' ? next : 'pending';
    const retryInMs = typeof next === 'string' ? null : next.retryInMs;
    const rows = await this.ds.query(
      `WITH upd AS (
         UPDATE webhook_deliveries SET status = $4, lease_owner = NULL, lease_until = NULL,
                next_attempt_at = CASE WHEN $5::float8 IS NULL THEN next_attempt_at ELSE now() + make_interval(secs => $5::float8 / 1000) END,
                last_status_code = $6, last_error = $7, last_latency_ms = $8,
                delivered_at = CASE WHEN $4 = 'delivered' THEN now() ELSE delivered_at END
          WHERE id = $1 AND lease_owner = $2 AND attempts = $3
         RETURNING id)
       INSERT INTO webhook_attempts (delivery_id, attempt, status_code, latency_ms, error)
       SELECT id, $3, $6, $8, $7 FROM upd RETURNING delivery_id`,
      [id, owner, attempt, status, retryInMs, result.statusCode, result.error, result.latencyMs],
    );
    return returnedRows(rows).length === 1;
  }

  /** Makes delivery `id` of the platform due now (a new attempt, same webhook-id); null when the platform has no such delivery. */
  async redeliver(platformId: string, id: string): Promise<DeliveryRow | null> {
    const rows = await this.ds.query(
      `UPDATE webhook_deliveries d SET status = 'pending', next_attempt_at = now()
         FROM webhook_endpoints e WHERE e.id = d.endpoint_id AND e.platform_id = $1 AND d.id = $2
       RETURNING ${DELIVERY_COLUMNS}`,
      [platformId, id],
    );
    return returnedRows<DeliveryRow>(rows)[0] ?? null;
  }

  // The delivery log.

  /** An endpoint's deliveries, newest first, after the cursor `before` (a delivery's n), with `status` if given. */
  async deliveries(endpointId: string, status: DeliveryStatus | null, limit: number, before: string | null): Promise<DeliveryRow[]> {
    return this.ds.query(
      `SELECT ${DELIVERY_COLUMNS} FROM webhook_deliveries d
        WHERE d.endpoint_id = $1 AND ($2::text IS NULL OR d.status = $2) AND ($3::bigint IS NULL OR d.n < $3::bigint)
        ORDER BY d.n DESC LIMIT $4`,
      [endpointId, status, before, limit],
    );
  }

  /** The platform's delivery `id`, or null. */
  async delivery(platformId: string, id: string): Promise<DeliveryRow | null> {
    const rows: DeliveryRow[] = await this.ds.query(
      `SELECT ${DELIVERY_COLUMNS} FROM webhook_deliveries d JOIN webhook_endpoints e ON e.id = d.endpoint_id WHERE e.platform_id = $1 AND d.id = $2`,
      [platformId, id],
    );
    return rows[0] ?? null;
  }

  async attempts(deliveryIds: string[]): Promise<AttemptRow[]> {
    if (!deliveryIds.length) return [];
    return this.ds.query(
      `SELECT delivery_id AS "deliveryId", attempt, at, status_code AS "statusCode", latency_ms AS "latencyMs", error
         FROM webhook_attempts WHERE delivery_id = ANY ($1) ORDER BY delivery_id, attempt`,
      [deliveryIds],
    );
  }
}
