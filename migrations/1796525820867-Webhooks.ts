// Signed webhooks (docs/webhooks.md): a platform's endpoints (URL, the event types it wants,
// its Standard Webhooks secret), the outbox of deliveries (one row per event and endpoint,
// written in the transaction of the change that caused it; a lease says which instance is
// sending it), and the log of every attempt (status, latency, error).
import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Webhooks1796525820867 implements MigrationInterface {
  name = 'Webhooks1796525820867';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE webhook_endpoints (
        id uuid PRIMARY KEY,
        platform_id uuid NOT NULL REFERENCES platforms(id),
        url text NOT NULL,
        event_types text[] NOT NULL,
        secret text NOT NULL,
        enabled boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX webhook_endpoints_platform ON webhook_endpoints (platform_id)`);
    await q.query(`
      CREATE TABLE webhook_deliveries (
        id text PRIMARY KEY,
        n bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
        endpoint_id uuid NOT NULL REFERENCES webhook_endpoints(id) ON DELETE CASCADE,
        event_type text NOT NULL,
        payload jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'failed')),
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NOT NULL DEFAULT now(),
        lease_owner text NULL,
        lease_until timestamptz NULL,
        last_status_code integer NULL,
        last_error text NULL,
        last_latency_ms integer NULL,
        delivered_at timestamptz NULL
      )`);
    await q.query(`CREATE INDEX webhook_deliveries_due ON webhook_deliveries (next_attempt_at) WHERE status = 'pending'`);
    await q.query(`CREATE INDEX webhook_deliveries_endpoint ON webhook_deliveries (endpoint_id, n DESC)`);
    await q.query(`
      CREATE TABLE webhook_attempts (
        delivery_id text NOT NULL REFERENCES webhook_deliveries(id) ON DELETE CASCADE,
        attempt integer NOT NULL,
        at timestamptz NOT NULL DEFAULT now(),
        status_code integer NULL,
        latency_ms integer NOT NULL,
        error text NULL,
        PRIMARY KEY (delivery_id, attempt)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE webhook_attempts`);
    await q.query(`DROP TABLE webhook_deliveries`);
    await q.query(`DROP TABLE webhook_endpoints`);
  }
}
