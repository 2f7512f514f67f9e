import { randomUUID } from "node:crypto";
import { WebFetchError } from "@esg/api";
import {
  type ClaimedWebhookDelivery,
  claimDueWebhookDeliveries,
  type Db,
  pruneWebhookHistory,
  recordWebhookAttempt,
} from "@esg/db";
import {
  nextWebhookAttemptAt,
  WEBHOOK_RETENTION_DAYS_DEFAULT,
  WEBHOOK_RETRY_DELAYS_MS,
  WEBHOOK_SIGNATURE_HEADER,
} from "@esg/domain";
import { postWebhook, type SendOutcome } from "./webhook-sender";
import { webhookSignature } from "./webhook-signature";
import type { WebhookTargets } from "./webhook-targets";

/** How often an idle worker looks for due deliveries. */
const POLL_MS = 1000;
/** Deliveries one claim takes (and sends at once). */
const BATCH = 10;
const TIMEOUT_MS = 10_000;
/**
 * How long a claim holds a delivery: well past the send's timeout, so only a worker that stopped (a crash, a
 * restart) loses it, and then another process, or this one once started again, sends it.
 */
const LEASE_MS = 2 * 60_000;

export type WebhookWorkerOptions = {
  targets: WebhookTargets;
  /** The clock (tests move it to reach a retry). */
  now?: () => Date;
  /** The waits between attempts (default WEBHOOK_RETRY_DELAYS_MS). */
  retryDelaysMs?: readonly number[];
  pollMs?: number;
  timeoutMs?: number;
  /** Days a finished delivery and its event are kept (WEBHOOK_RETENTION_DAYS). */
  retentionDays?: number;
  onError?: (error: unknown) => void;
};

export type WebhookWorker = ReturnType<typeof createWebhookWorker>;

/** The body of a delivery: the event as the outbox keeps it, the same bytes for every attempt. */
function envelope(d: ClaimedWebhookDelivery): string {
  return JSON.stringify({
    id: d.eventId,
    type: d.type,
    createdAt: d.eventCreatedAt,
    data: JSON.parse(d.data),
  });
}

/**
 * Sends the outbox's deliveries: each poll claims the due ones in the database (so two app processes never take
 * the same one), POSTs each signed, and records the outcome: 2xx is delivered, anything else is retried after
 * the next wait of the schedule, and after the last the delivery is "failed". Nothing lives only in memory:
 * deliveries due while the process was down are sent when it (or another) polls.
 */
export function createWebhookWorker(db: Db, opts: WebhookWorkerOptions) {
  const now = opts.now ?? (() => new Date());
  const delays = opts.retryDelaysMs ?? WEBHOOK_RETRY_DELAYS_MS;
  const timeoutMs = opts.timeoutMs ?? TIMEOUT_MS;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;
  let closed = false;

  async function attempt(d: ClaimedWebhookDelivery): Promise<SendOutcome> {
    let target: Awaited<ReturnType<WebhookTargets["resolve"]>>;
    try {
      // Again at every attempt: the name may resolve elsewhere since the endpoint was saved.
      target = await opts.targets.resolve(d.url);
    } catch (error) {
      if (error instanceof WebFetchError) return { status: null, error: error.message };
      throw error;
    }
    const body = envelope(d);
    const signature = webhookSignature(d.secret, Math.floor(now().getTime() / 1000), body);
    return postWebhook(target, body, { [WEBHOOK_SIGNATURE_HEADER]: signature }, timeoutMs);
  }

  async function deliver(d: ClaimedWebhookDelivery, claim: string): Promise<void> {
    const outcome = await attempt(d);
    const ok = outcome.status !== null && outcome.status >= 200 && outcome.status < 300;
    const at = now();
    const next = ok ? null : nextWebhookAttemptAt(at, d.attempts, delays);
    await recordWebhookAttempt(db, {
      id: d.id,
      claim,
      ok,
      responseStatus: outcome.status,
      error: ok ? null : "error" in outcome ? outcome.error : `The receiver answered HTTP ${outcome.status}`,
      at: at.toISOString(),
      nextAttemptAt: next?.toISOString() ?? null,
    });
  }

  /** One poll: claims the due deliveries, sends them and records each; returns how many it sent. */
  async function runOnce(): Promise<number> {
    const claim = randomUUID();
    const t = now();
    const claimed = await claimDueWebhookDeliveries(db, {
      now: t.toISOString(),
      leaseUntil: new Date(t.getTime() + LEASE_MS).toISOString(),
      claim,
      limit: BATCH,
    });
    await Promise.all(claimed.map((d) => deliver(d, claim).catch((error) => opts.onError?.(error))));
    return claimed.length;
  }

  /** Runs one poll at a time; a full batch means more may be due, so the next poll follows at once. */
  function tick(): void {
    timer = null;
    if (closed) return;
    running = runOnce()
      .catch((error) => {
        opts.onError?.(error);
        return 0;
      })
      .finally(() => {
        running = null;
      });
    void running.then((sent) => {
      if (closed) return;
      timer = setTimeout(tick, sent >= BATCH ? 0 : (opts.pollMs ?? POLL_MS));
      timer.unref();
    });
  }

  /**
   * Housekeeping (the server runs it hourly, in every process; deleting is idempotent, so two processes doing it
   * at once is harmless): finished deliveries and their events older than the retention are deleted. Pending
   * deliveries stay whatever their age (they finish within a day of retries); an event goes once no delivery
   * refers to it.
   */
  async function sweep(): Promise<{ deliveries: number; events: number }> {
    const days = opts.retentionDays ?? WEBHOOK_RETENTION_DAYS_DEFAULT;
    const before = new Date(now().getTime() - days * 24 * 60 * 60_000).toISOString();
    return pruneWebhookHistory(db, { before });
  }

  return {
    runOnce,
    sweep,
    /** Polls until `close`. */
    start(): void {
      if (timer || running || closed) return;
      tick();
    },
    /** Stops polling and waits for the deliveries being sent (their outcome is recorded). */
    async close(): Promise<void> {
      closed = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
    },
  };
}
