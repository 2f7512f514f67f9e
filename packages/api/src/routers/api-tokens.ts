/**
 * Personal API tokens ("The API as a product"): any member creates tokens for themselves, which act with their
 * own role; an admin also sees and revokes every token of the company. Managing tokens needs a browser session:
 * a token can neither mint nor revoke tokens. The token text is answered once and never stored (its SHA-256 is).
 */
import { type ApiTokenRecord, insertApiToken, listApiTokens, revokeApiToken } from "@esg/db";
import {
  API_TOKEN_PREFIX,
  type ApiToken,
  apiTokenCreateInputSchema,
  apiTokenExpiry,
  apiTokenIdInputSchema,
  apiTokenSchema,
  apiTokenStatus,
  createdApiTokenSchema,
} from "@esg/domain";
import { TRPCError } from "@trpc/server";
import { z } from "zod";
import { bytesToBase64 } from "../base64";
import { sha256Hex } from "../hash";
import { router, sessionOnlyProcedure } from "../trpc";
import { withWrite } from "../write";

/** `esg_` and 32 random bytes (256 bits) in unpadded base64url: 47 characters. */
function newTokenText(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(32));
  const base64url = bytesToBase64(bytes).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
  return `${API_TOKEN_PREFIX}${base64url}`;
}

function toApiToken(r: ApiTokenRecord, callerId: number, now: Date): ApiToken {
  return {
    id: r.id,
    name: r.name,
    scope: r.scope,
    createdAt: r.createdAt,
    expiresAt: r.expiresAt,
    lastUsedAt: r.lastUsedAt,
    revokedAt: r.revokedAt,
    status: apiTokenStatus(r, now),
    owner: { userId: r.ownerId, name: r.ownerName },
    mine: r.ownerId === callerId,
  };
}

/** What the audit log keeps of a token: never its text or its hash. */
const auditedFields = (r: ApiTokenRecord) => ({
  name: r.name,
  scope: r.scope,
  ownerId: r.ownerId,
  expiresAt: r.expiresAt,
});

export const apiTokensRouter = router({
  /** GET /api/tokens: the caller's own tokens; an admin's list has every token of the company. */
  list: sessionOnlyProcedure
    .meta({
      rest: {
        method: "GET",
        path: "/api/tokens",
        tag: "API tokens",
        summary: "List your API tokens (an admin sees the company's)",
        sessionOnly: true,
      },
    })
    .output(z.array(apiTokenSchema))
    .query(async ({ ctx }) => {
      const rows = await listApiTokens(ctx.db, {
        companyId: ctx.companyId,
        userId: ctx.user.role === "admin" ? undefined : ctx.user.id,
      });
      const now = new Date();
      return rows.map((r) => toApiToken(r, ctx.user.id, now));
    }),

  /** POST /api/tokens {name, scope, expiresInDays}: the new token, its text shown this once. */
  create: sessionOnlyProcedure
    .meta({
      rest: {
        method: "POST",
        path: "/api/tokens",
        tag: "API tokens",
        summary: "Create an API token (its text is answered once)",
        sessionOnly: true,
      },
    })
    .input(apiTokenCreateInputSchema)
    .output(createdApiTokenSchema)
    .mutation(async ({ ctx, input }) => {
      const now = new Date();
      const token = newTokenText();
      const tokenHash = await sha256Hex(token);
      const record = await withWrite(ctx, async (w) => {
        const created = await insertApiToken(w.db, {
          companyId: ctx.companyId,
          userId: ctx.user.id,
          name: input.name,
          scope: input.scope,
          tokenHash,
          now: now.toISOString(),
          expiresAt: apiTokenExpiry(now, input.expiresInDays).toISOString(),
        });
        await w.audit({
          action: "create",
          entity: "api_token",
          entityId: created.id,
          after: auditedFields(created),
        });
        return created;
      });
      return { ...toApiToken(record, ctx.user.id, now), token };
    }),

  /**
   * DELETE /api/tokens/{id}: revokes (sets revokedAt, deletes nothing). Members revoke their own tokens, admins
   * any of the company's; another member's token is unknown to a non-admin (404). Revoking twice changes nothing.
   */
  revoke: sessionOnlyProcedure
    .meta({
      rest: {
        method: "DELETE",
        path: "/api/tokens/:id",
        tag: "API tokens",
        summary: "Revoke an API token",
        sessionOnly: true,
        errors: [404],
      },
    })
    .input(apiTokenIdInputSchema)
    .output(apiTokenSchema)
    .mutation(async ({ ctx, input }) => {
      const now = new Date();
      return withWrite(ctx, async (w) => {
        const r = await revokeApiToken(w.db, {
          companyId: ctx.companyId,
          id: input.id,
          userId: ctx.user.role === "admin" ? undefined : ctx.user.id,
          now: now.toISOString(),
        });
        if (!r.ok) throw new TRPCError({ code: "NOT_FOUND", message: "API token not found" });
        if (!r.wasRevoked) {
          await w.audit({
            action: "revoke",
            entity: "api_token",
            entityId: r.token.id,
            before: { revokedAt: null },
            after: { ...auditedFields(r.token), revokedAt: r.token.revokedAt },
          });
        }
        return toApiToken(r.token, ctx.user.id, now);
      });
    }),
});
