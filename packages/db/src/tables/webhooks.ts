import type { Generated } from "kysely";

/** Webhooks, written by hand to match 2026-11-28T0300-webhooks. Timestamps are ISO text. */
export interface WebhookEndpointsTable {
  id: Generated<number>;
  company_id: number;
  url: string;
  /** JSON array of event types */
  events: string;
  secret: string;
  created_by: number | null;
  created_at: string;
}

/** The outbox: one row per event a write emitted while the company had a subscribed endpoint. */
export interface WebhookEventsTable {
  id: Generated<number>;
  company_id: number;
  event_id: string;
  type: string;
  /** JSON */
  data: string;
  created_at: string;
}

export interface WebhookDeliveriesTable {
  id: Generated<number>;
  company_id: number;
  endpoint_id: number;
  event_id: number;
  status: string;
  attempts: Generated<number>;
  next_attempt_at: string | null;
  claim: string | null;
  last_response_status: number | null;
  last_error: string | null;
  created_at: string;
  delivered_at: string | null;
}

export interface WebhooksTables {
  webhook_endpoints: WebhookEndpointsTable;
  webhook_events: WebhookEventsTable;
  webhook_deliveries: WebhookDeliveriesTable;
}
