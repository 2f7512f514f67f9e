/**
 * Webhooks: a company's endpoints, the outbox its writes fill (an event and one delivery per subscribed endpoint,
 * in the writing transaction), and the delivery worker's claim and record steps. The worker reads every
 * company's due deliveries: server housekeeping, like the upload queue's sweep.
 */
import { engineOf } from "../engine";
import type { Db } from "../sqlite-dialect";

export type WebhookRecord = {
  id: number;
  url: string;
  events: string[];
  createdAt: string;
  lastDelivery: { status: string; createdAt: string; attempts: number } | null;
};

const parseEvents = (text: string): string[] => {
  const parsed: unknown = JSON.parse(text);
  return Array.isArray(parsed) ? parsed.map(String) : [];
};

export async function countWebhooks(db: Db, p: { companyId: number }): Promise<number> {
  const r = await db
    .selectFrom("webhook_endpoints")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("company_id", "=", p.companyId)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

export async function insertWebhook(
  db: Db,
  p: {
    companyId: number;
    url: string;
    events: readonly string[];
    secret: string;
    userId: number;
    at: string;
  },
): Promise<WebhookRecord> {
  const r = await db
    .insertInto("webhook_endpoints")
    .values({
      company_id: p.companyId,
      url: p.url,
      events: JSON.stringify(p.events),
      secret: p.secret,
      created_by: p.userId,
      created_at: p.at,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { id: r.id, url: p.url, events: [...p.events], createdAt: p.at, lastDelivery: null };
}

/** The company's endpoints, oldest first, each with its newest delivery; never a secret. */
export async function listWebhooks(db: Db, p: { companyId: number; id?: number }): Promise<WebhookRecord[]> {
  let q = db
    .selectFrom("webhook_endpoints as e")
    .leftJoin("webhook_deliveries as d", (join) =>
      join.onRef("d.endpoint_id", "=", "e.id").on("d.id", "=", (eb) =>
        eb
          .selectFrom("webhook_deliveries as l")
          .select((l) => l.fn.max("l.id").as("id"))
          .whereRef("l.endpoint_id", "=", "e.id"),
      ),
    )
    .select([
      "e.id",
      "e.url",
      "e.events",
      "e.created_at",
      "d.status",
      "d.created_at as delivery_created_at",
      "d.attempts",
    ])
    .where("e.company_id", "=", p.companyId)
    .orderBy("e.id");
  if (p.id !== undefined) q = q.where("e.id", "=", p.id);
  return (await q.execute()).map((r) => ({
    id: r.id,
    url: r.url,
    events: parseEvents(r.events),
    createdAt: r.created_at,
    lastDelivery:
      r.status && r.delivery_created_at
        ? { status: r.status, createdAt: r.delivery_created_at, attempts: Number(r.attempts ?? 0) }
        : null,
  }));
}

/** Deletes the endpoint and (by cascade) its deliveries; null when the company has no such endpoint. */
export async function deleteWebhook(
  db: Db,
  p: { companyId: number; id: number },
): Promise<WebhookRecord | null> {
  const [found] = await listWebhooks(db, p);
  if (!found) return null;
  await db
    .deleteFrom("webhook_endpoints")
    .where("company_id", "=", p.companyId)
    .where("id", "=", p.id)
    .execute();
  return found;
}

export type WebhookDeliveryRecord = {
  id: number;
  event: string;
  eventId: string;
  status: string;
  attempts: number;
  lastResponseStatus: number | null;
  lastError: string | null;
  nextAttemptAt: string | null;
  createdAt: string;
  deliveredAt: string | null;
};

/** An endpoint's deliveries, newest first. */
export async function listWebhookDeliveries(
  db: Db,
  p: { companyId: number; endpointId: number; limit: number },
): Promise<WebhookDeliveryRecord[]> {
  const rows = await db
    .selectFrom("webhook_deliveries as d")
    .innerJoin("webhook_events as ev", "ev.id", "d.event_id")
    .select([
      "d.id",
      "ev.type",
      "ev.event_id",
      "d.status",
      "d.attempts",
      "d.last_response_status",
      "d.last_error",
      "d.next_attempt_at",
      "d.created_at",
      "d.delivered_at",
    ])
    .where("d.company_id", "=", p.companyId)
    .where("d.endpoint_id", "=", p.endpointId)
    .orderBy("d.id", "desc")
    .limit(p.limit)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    event: r.type,
    eventId: r.event_id,
    status: r.status,
    attempts: Number(r.attempts),
    lastResponseStatus: r.last_response_status === null ? null : Number(r.last_response_status),
    lastError: r.last_error,
    // A pending delivery's time is when it is due (or its claim runs out); a finished one has none.
    nextAttemptAt: r.status === "pending" ? r.next_attempt_at : null,
    createdAt: r.created_at,
    deliveredAt: r.delivered_at,
  }));
}

/**
 * The outbox step of a write: when an endpoint of the company takes `type`, stores the event and one pending
 * delivery per such endpoint, due at once. Runs on the write's transaction, so the event exists exactly when
 * the change does. Returns how many deliveries it queued (0: nobody listens, nothing is stored).
 */
export async function insertWebhookEvent(
  db: Db,
  p: { companyId: number; newEventId: () => string; type: string; data: unknown; at: string },
): Promise<number> {
  const endpoints = await db
    .selectFrom("webhook_endpoints")
    .select(["id", "events"])
    .where("company_id", "=", p.companyId)
    .orderBy("id")
    .execute();
  const subscribed = endpoints.filter((e) => parseEvents(e.events).includes(p.type));
  if (subscribed.length === 0) return 0;
  const event = await db
    .insertInto("webhook_events")
    .values({
      company_id: p.companyId,
      event_id: p.newEventId(),
      type: p.type,
      data: JSON.stringify(p.data),
      created_at: p.at,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db
    .insertInto("webhook_deliveries")
    .values(
      subscribed.map((e) => ({
        company_id: p.companyId,
        endpoint_id: e.id,
        event_id: event.id,
        status: "pending",
        next_attempt_at: p.at,
        created_at: p.at,
      })),
    )
    .execute();
  return subscribed.length;
}

/** A delivery a worker has claimed, with what it needs to send it. */
export type ClaimedWebhookDelivery = {
  id: number;
  companyId: number;
  url: string;
  secret: string;
  /** Counting this one. */
  attempts: number;
  eventId: string;
  type: string;
  data: string;
  eventCreatedAt: string;
};

/**
 * Claims up to `limit` due deliveries for the worker holding `claim`: each gets one more attempt and is due
 * again only at `leaseUntil`, so another process (or this one after a restart) takes it up only if this worker
 * never records the outcome. PostgreSQL skips rows another worker's claim has locked (FOR UPDATE SKIP LOCKED);
 * on SQLite the one UPDATE is atomic, as every write transaction runs alone.
 */
export async function claimDueWebhookDeliveries(
  db: Db,
  p: { now: string; leaseUntil: string; claim: string; limit: number },
): Promise<ClaimedWebhookDelivery[]> {
  // A read first: the idle poll of every process each second must not take SQLite's write lock.
  const any = await db
    .selectFrom("webhook_deliveries")
    .select("id")
    .where("status", "=", "pending")
    .where("next_attempt_at", "<=", p.now)
    .limit(1)
    .executeTakeFirst();
  if (!any) return [];
  let due = db
    .selectFrom("webhook_deliveries")
    .select("id")
    .where("status", "=", "pending")
    .where("next_attempt_at", "<=", p.now)
    .orderBy("next_attempt_at")
    .orderBy("id")
    .limit(p.limit);
  if (engineOf(db) === "postgres") due = due.forUpdate().skipLocked();
  const claimed = await db
    .updateTable("webhook_deliveries")
    .set((eb) => ({
      claim: p.claim,
      next_attempt_at: p.leaseUntil,
      attempts: eb("attempts", "+", 1),
    }))
    .where("id", "in", due)
    // Checked again on the row itself: a claim that waited for another's lock sees the lease it took.
    .where("status", "=", "pending")
    .where("next_attempt_at", "<=", p.now)
    .returning("id")
    .execute();
  if (claimed.length === 0) return [];
  const rows = await db
    .selectFrom("webhook_deliveries as d")
    .innerJoin("webhook_endpoints as e", "e.id", "d.endpoint_id")
    .innerJoin("webhook_events as ev", "ev.id", "d.event_id")
    .select([
      "d.id",
      "d.company_id",
      "e.url",
      "e.secret",
      "d.attempts",
      "ev.event_id",
      "ev.type",
      "ev.data",
      "ev.created_at",
    ])
    .where(
      "d.id",
      "in",
      claimed.map((c) => c.id),
    )
    .where("d.claim", "=", p.claim)
    .orderBy("d.id")
    .execute();
  return rows.map((r) => ({
    id: r.id,
    companyId: r.company_id,
    url: r.url,
    secret: r.secret,
    attempts: Number(r.attempts),
    eventId: r.event_id,
    type: r.type,
    data: r.data,
    eventCreatedAt: r.created_at,
  }));
}

/**
 * Records an attempt's outcome, if `claim` still holds the delivery (a worker whose lease ran out and whose
 * delivery another took over records nothing). `nextAttemptAt` null with a failure: it has had every attempt.
 */
export async function recordWebhookAttempt(
  db: Db,
  p: {
    id: number;
    claim: string;
    ok: boolean;
    responseStatus: number | null;
    error: string | null;
    at: string;
    nextAttemptAt: string | null;
  },
): Promise<boolean> {
  const status = p.ok ? "succeeded" : p.nextAttemptAt ? "pending" : "failed";
  const r = await db
    .updateTable("webhook_deliveries")
    .set({
      status,
      claim: null,
      next_attempt_at: p.ok ? null : p.nextAttemptAt,
      last_response_status: p.responseStatus,
      last_error: p.ok ? null : p.error,
      delivered_at: p.ok ? p.at : null,
    })
    .where("id", "=", p.id)
    .where("claim", "=", p.claim)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/**
 * Deletes the webhook history older than `before` (ISO), in slices of `slice` rows so that no statement holds
 * the database for long: finished deliveries (succeeded or failed; a pending one is never dropped) created
 * before it, then events created before it that no delivery refers to any more. Server housekeeping across
 * companies, like the claim. Returns how many rows of each went.
 */
export async function pruneWebhookHistory(
  db: Db,
  p: { before: string; slice?: number },
): Promise<{ deliveries: number; events: number }> {
  const slice = p.slice ?? 1000;
  let deliveries = 0;
  for (;;) {
    const r = await db
      .deleteFrom("webhook_deliveries")
      .where(
        "id",
        "in",
        db
          .selectFrom("webhook_deliveries")
          .select("id")
          .where("status", "in", ["succeeded", "failed"])
          .where("created_at", "<", p.before)
          .limit(slice),
      )
      .executeTakeFirst();
    const n = Number(r.numDeletedRows);
    deliveries += n;
    if (n < slice) break;
  }
  let events = 0;
  for (;;) {
    const r = await db
      .deleteFrom("webhook_events")
      .where(
        "id",
        "in",
        db
          .selectFrom("webhook_events as ev")
          .select("ev.id")
          .where("ev.created_at", "<", p.before)
          .where(({ not, exists, selectFrom }) =>
            not(
              exists(
                selectFrom("webhook_deliveries as d").select("d.id").whereRef("d.event_id", "=", "ev.id"),
              ),
            ),
          )
          .limit(slice),
      )
      .executeTakeFirst();
    const n = Number(r.numDeletedRows);
    events += n;
    if (n < slice) break;
  }
  return { deliveries, events };
}
