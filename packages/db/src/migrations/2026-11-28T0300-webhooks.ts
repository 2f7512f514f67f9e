import type { Kysely } from "kysely";
import { id, trackCompanyDataVersion } from "./portable";

/**
 * Webhooks: a company's endpoints (URL, the events it takes, the secret its deliveries are signed with), the
 * outbox of events written in the same transaction as the change they report, and one delivery per event and
 * subscribed endpoint, which the server's worker claims, sends and retries. Endpoints are company data (audited,
 * tracked); events and deliveries are bookkeeping: a delivery attempt must not invalidate cached figures.
 * Timestamps are ISO text, compared as text. Frozen once landed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("webhook_endpoints")
    .addColumn("id", "integer", (c) => id(db, c))
    .addColumn("company_id", "integer", (c) => c.notNull().references("companies.id").onDelete("cascade"))
    .addColumn("url", "text", (c) => c.notNull())
    /** JSON array of event types */
    .addColumn("events", "text", (c) => c.notNull())
    /** Kept as is: it signs every delivery (docs/decisions/045-webhooks.md). */
    .addColumn("secret", "text", (c) => c.notNull())
    .addColumn("created_by", "integer")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("webhook_endpoints_company_idx")
    .on("webhook_endpoints")
    .column("company_id")
    .execute();
  await trackCompanyDataVersion(db, "webhook_endpoints");

  await db.schema
    .createTable("webhook_events")
    .addColumn("id", "integer", (c) => id(db, c))
    .addColumn("company_id", "integer", (c) => c.notNull().references("companies.id").onDelete("cascade"))
    /** The public id (a UUID), the body's `id`: receivers de-duplicate by it. */
    .addColumn("event_id", "text", (c) => c.notNull().unique())
    .addColumn("type", "text", (c) => c.notNull())
    /** JSON */
    .addColumn("data", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("webhook_deliveries")
    .addColumn("id", "integer", (c) => id(db, c))
    .addColumn("company_id", "integer", (c) => c.notNull().references("companies.id").onDelete("cascade"))
    .addColumn("endpoint_id", "integer", (c) =>
      c.notNull().references("webhook_endpoints.id").onDelete("cascade"),
    )
    .addColumn("event_id", "integer", (c) => c.notNull().references("webhook_events.id").onDelete("cascade"))
    /** pending | succeeded | failed */
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    /** When a worker may take it next; a claim moves it a lease ahead, so a stopped worker's claim runs out. */
    .addColumn("next_attempt_at", "text")
    /** The token of the worker that holds it: only that worker records the attempt's outcome. */
    .addColumn("claim", "text")
    .addColumn("last_response_status", "integer")
    .addColumn("last_error", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("delivered_at", "text")
    .execute();
  await db.schema
    .createIndex("webhook_deliveries_due_idx")
    .on("webhook_deliveries")
    .columns(["status", "next_attempt_at"])
    .execute();
  await db.schema
    .createIndex("webhook_deliveries_endpoint_idx")
    .on("webhook_deliveries")
    .columns(["endpoint_id", "id"])
    .execute();
  await db.schema
    .createIndex("webhook_deliveries_event_idx")
    .on("webhook_deliveries")
    .column("event_id")
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("webhook_deliveries").execute();
  await db.schema.dropTable("webhook_events").execute();
  // Dropping the table drops its triggers with it.
  await db.schema.dropTable("webhook_endpoints").execute();
}
