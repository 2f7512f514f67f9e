/**
 * Webhooks: an admin subscribes a URL to events; each event is POSTed as `{id, type, createdAt, data}` and
 * signed with the endpoint's secret (`Verdant-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`),
 * the scheme Stripe uses, so integrators can reuse their verification code. A failed delivery is retried with
 * exponential backoff for about a day (docs/decisions/045-webhooks.md).
 */
import { z } from "zod";
import { idSchema } from "./ids";

export const WEBHOOK_EVENT_TYPES = [
  "upload.processed",
  "upload.failed",
  "year.closed",
  "year.reopened",
  "source.voided",
  "report.generated",
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** The header a delivery's signature travels in. */
export const WEBHOOK_SIGNATURE_HEADER = "Verdant-Signature";
/** Makes a secret recognisable in a log or a secret scanner; 32 random bytes in base64url follow it. */
export const WEBHOOK_SECRET_PREFIX = "whsec_";
export const WEBHOOK_URL_MAX = 2048;
/** Endpoints one company may have: each event is one delivery per subscribed endpoint. */
export const WEBHOOKS_PER_COMPANY_MAX = 20;

/**
 * The wait after each failed attempt: the first retry within a minute, the last about a day after the event
 * (30 s + 2 min + 10 min + 1 h + 4 h + 8 h + 10 h ≈ 23.7 h); after the last one the delivery is "failed".
 */
export const WEBHOOK_RETRY_DELAYS_MS = [
  30_000,
  2 * 60_000,
  10 * 60_000,
  60 * 60_000,
  4 * 60 * 60_000,
  8 * 60 * 60_000,
  10 * 60 * 60_000,
] as const;

/**
 * Days a finished delivery (succeeded or failed) and its event are kept before the worker's sweep deletes them
 * (WEBHOOK_RETENTION_DAYS): a month of history in GET /api/webhooks/{id}/deliveries, like the event lists of the
 * payment APIs integrators know, without letting the outbox grow with every event ever sent.
 */
export const WEBHOOK_RETENTION_DAYS_DEFAULT = 30;

/**
 * When a delivery that has failed `attempts` times is tried again, or null when it has had all its attempts.
 * `delays` defaults to WEBHOOK_RETRY_DELAYS_MS (tests pass a fast schedule).
 */
export function nextWebhookAttemptAt(
  failedAt: Date,
  attempts: number,
  delays: readonly number[] = WEBHOOK_RETRY_DELAYS_MS,
): Date | null {
  const delay = delays[attempts - 1];
  return delay === undefined ? null : new Date(failedAt.getTime() + delay);
}

export const webhookEventTypeSchema = /* @__PURE__ */ z.enum(WEBHOOK_EVENT_TYPES, {
  error: `Event must be one of ${WEBHOOK_EVENT_TYPES.join(", ")}`,
});

/** POST /api/webhooks */
export const webhookCreateInputSchema = /* @__PURE__ */ z.object({
  url: z
    .string({ error: "URL is required" })
    .trim()
    .min(1, "URL is required")
    .max(WEBHOOK_URL_MAX, `URL must be at most ${WEBHOOK_URL_MAX} characters`)
    .refine((v) => /^https?:\/\//i.test(v) && URL.canParse(v), "URL must be an http or https address"),
  events: z
    .array(webhookEventTypeSchema, { error: "Choose at least one event" })
    .min(1, "Choose at least one event")
    .refine((v) => new Set(v).size === v.length, "Each event may be listed once"),
});
export type WebhookCreateInput = z.input<typeof webhookCreateInputSchema>;

/** DELETE /api/webhooks/{id}, GET /api/webhooks/{id}/deliveries */
export const webhookIdInputSchema = /* @__PURE__ */ z.object({ id: idSchema });

/** pending: waiting for its first or next attempt; succeeded: a 2xx answer; failed: every attempt failed. */
export const WEBHOOK_DELIVERY_STATUSES = ["pending", "succeeded", "failed"] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];
export const webhookDeliveryStatusSchema = /* @__PURE__ */ z.enum(WEBHOOK_DELIVERY_STATUSES);

/** One event sent (or being sent) to one endpoint. */
export const webhookDeliverySchema = /* @__PURE__ */ z.object({
  id: z.number().int(),
  event: webhookEventTypeSchema,
  /** The event's id, the `id` of the body sent: the same for every endpoint and every attempt. */
  eventId: z.string(),
  status: webhookDeliveryStatusSchema,
  attempts: z.number().int(),
  /** The HTTP status of the latest answer; null before the first attempt or when none came (timeout, refused). */
  lastResponseStatus: z.number().int().nullable(),
  /** Why the latest attempt failed, when it did. */
  lastError: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  createdAt: z.string(),
  deliveredAt: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveryListSchema = /* @__PURE__ */ z.object({ items: z.array(webhookDeliverySchema) });

/** An endpoint as GET /api/webhooks lists it: never its secret. */
export const webhookSchema = /* @__PURE__ */ z.object({
  id: z.number().int(),
  url: z.string(),
  events: z.array(webhookEventTypeSchema),
  createdAt: z.string(),
  /** The newest delivery's status and when it was created; null before the first event. */
  lastDelivery: z
    .object({ status: webhookDeliveryStatusSchema, createdAt: z.string(), attempts: z.number().int() })
    .nullable(),
});
export type Webhook = z.infer<typeof webhookSchema>;

/** POST /api/webhooks answers the endpoint and its signing secret, shown this once. */
export const createdWebhookSchema = /* @__PURE__ */ webhookSchema.extend({ secret: z.string() });
export type CreatedWebhook = z.infer<typeof createdWebhookSchema>;

/** The body of every delivery. */
export type WebhookEnvelope = {
  id: string;
  type: WebhookEventType;
  createdAt: string;
  data: Record<string, unknown>;
};
