/**
 * Webhooks (docs/decisions/045-webhooks.md): an admin subscribes a URL to events and gets the signing secret
 * once; the list never shows it again. The URL passes the SSRF policy of website extraction when it is saved
 * and again before every delivery (its DNS may change meanwhile). Deliveries come from the outbox that writes
 * fill through `w.emit`; the server's worker sends them.
 */
import { countWebhooks, deleteWebhook, insertWebhook, listWebhookDeliveries, listWebhooks } from "@esg/db";
import {
  createdWebhookSchema,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_SECRET_PREFIX,
  WEBHOOKS_PER_COMPANY_MAX,
  type Webhook,
  type WebhookDelivery,
  type WebhookEventType,
  webhookCreateInputSchema,
  webhookDeliveryListSchema,
  webhookIdInputSchema,
  webhookSchema,
} from "@esg/domain";
import { TRPCError } from "@trpc/server";
import { z } from "zod";
import { bytesToBase64 } from "../base64";
import { WebFetchError } from "../context";
import { InputIssuesError } from "../errors";
import { foundOrThrow } from "../ownership";
import { adminProcedure, router } from "../trpc";
import { withWrite } from "../write";

/** The newest deliveries an endpoint's list shows. */
const DELIVERY_LIST_LIMIT = 100;

const known = (t: string): t is WebhookEventType => (WEBHOOK_EVENT_TYPES as readonly string[]).includes(t);

function newSecret(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(32));
  return `${WEBHOOK_SECRET_PREFIX}${bytesToBase64(bytes).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "")}`;
}

function toWebhook(r: Awaited<ReturnType<typeof listWebhooks>>[number]): Webhook {
  return {
    id: r.id,
    url: r.url,
    events: r.events.filter(known),
    createdAt: r.createdAt,
    lastDelivery: r.lastDelivery
      ? {
          status: r.lastDelivery.status as NonNullable<Webhook["lastDelivery"]>["status"],
          createdAt: r.lastDelivery.createdAt,
          attempts: r.lastDelivery.attempts,
        }
      : null,
  };
}

/** A refused or malformed target is the caller's fault: 400 with the issue at `url`. */
function refusedUrl(message: string): TRPCError {
  return new TRPCError({
    code: "BAD_REQUEST",
    message,
    cause: new InputIssuesError(message, [{ path: ["url"], message }]),
  });
}

export const webhooksRouter = router({
  /** GET /api/webhooks: the company's endpoints with their newest delivery; never a secret. */
  list: adminProcedure
    .meta({
      rest: { method: "GET", path: "/api/webhooks", tag: "Webhooks", summary: "List webhook endpoints" },
    })
    .output(z.array(webhookSchema))
    .query(async ({ ctx }) => (await listWebhooks(ctx.db, { companyId: ctx.companyId })).map(toWebhook)),

  /** POST /api/webhooks {url, events}: the endpoint and its signing secret, shown this once. */
  create: adminProcedure
    .meta({
      rest: {
        method: "POST",
        path: "/api/webhooks",
        tag: "Webhooks",
        summary: "Subscribe a URL to events (the signing secret is answered once)",
        errors: [409],
      },
    })
    .input(webhookCreateInputSchema)
    .output(createdWebhookSchema)
    .mutation(async ({ ctx, input }) => {
      if (!ctx.webhookTargets) throw refusedUrl("Webhooks cannot be sent from here");
      // Before the write: resolving a name is slow outside work (see withWrite).
      try {
        await ctx.webhookTargets.vet(input.url);
      } catch (error) {
        if (error instanceof WebFetchError) throw refusedUrl(error.message);
        throw error;
      }
      const secret = newSecret();
      const created = await withWrite(ctx, async (w) => {
        if ((await countWebhooks(w.db, { companyId: ctx.companyId })) >= WEBHOOKS_PER_COMPANY_MAX) {
          throw new TRPCError({
            code: "CONFLICT",
            message: `A company may have at most ${WEBHOOKS_PER_COMPANY_MAX} webhook endpoints`,
          });
        }
        const record = await insertWebhook(w.db, {
          companyId: ctx.companyId,
          url: input.url,
          events: input.events,
          secret,
          userId: ctx.user.id,
          at: new Date().toISOString(),
        });
        // Never the secret: the audit log is read by auditors.
        await w.audit({
          action: "create",
          entity: "webhook",
          entityId: record.id,
          after: { url: record.url, events: record.events },
        });
        return record;
      });
      return { ...toWebhook(created), secret };
    }),

  /** DELETE /api/webhooks/{id}: the endpoint and its deliveries go; nothing more is sent to it. */
  remove: adminProcedure
    .meta({
      rest: {
        method: "DELETE",
        path: "/api/webhooks/:id",
        tag: "Webhooks",
        summary: "Delete a webhook endpoint",
        errors: [404],
      },
    })
    .input(webhookIdInputSchema)
    .output(webhookSchema)
    .mutation(({ ctx, input }) =>
      withWrite(ctx, async (w) => {
        const removed = foundOrThrow(
          await deleteWebhook(w.db, { companyId: ctx.companyId, id: input.id }),
          "Webhook",
        );
        await w.audit({
          action: "delete",
          entity: "webhook",
          entityId: removed.id,
          before: { url: removed.url, events: removed.events },
        });
        return toWebhook(removed);
      }),
    ),

  /** GET /api/webhooks/{id}/deliveries: the newest 100 deliveries, with attempts and the last answer. */
  deliveries: adminProcedure
    .meta({
      rest: {
        method: "GET",
        path: "/api/webhooks/:id/deliveries",
        tag: "Webhooks",
        summary: "A webhook endpoint's deliveries, newest first",
        errors: [404],
      },
    })
    .input(webhookIdInputSchema)
    .output(webhookDeliveryListSchema)
    .query(async ({ ctx, input }) => {
      const scope = { companyId: ctx.companyId, id: input.id };
      foundOrThrow((await listWebhooks(ctx.db, scope))[0], "Webhook");
      const rows = await listWebhookDeliveries(ctx.db, {
        companyId: ctx.companyId,
        endpointId: input.id,
        limit: DELIVERY_LIST_LIMIT,
      });
      const items: WebhookDelivery[] = rows
        .filter((r) => known(r.event))
        .map((r) => ({
          ...r,
          event: r.event as WebhookEventType,
          status: r.status as WebhookDelivery["status"],
        }));
      return { items };
    }),
});
