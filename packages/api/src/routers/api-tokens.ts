/**
 * API tokens ("The API as a product"): any member creates tokens for themselves, which act with their own role;
 * an admin also sees and revokes every token of the company, and creates service tokens, which belong to the
 * company and act with a role of their own. Creating and revoking needs a browser session; the one thing a token
 * does to tokens is rotate itself, with the `tokens` scope. The token text is answered once and never stored
 * (its SHA-256 is).
 */
import {
  type ApiTokenRecord,
  insertApiToken,
  insertServiceTokenUser,
  listApiTokens,
  revokeApiToken,
  rotateApiToken,
} from "@esg/db";
import {
  API_TOKEN_PREFIX,
  type ApiToken,
  apiTokenCreateInputSchema,
  apiTokenExpiry,
  apiTokenIdInputSchema,
  apiTokenSchema,
  apiTokenStatus,
  createdApiTokenSchema,
  ROLE_GROUPS,
  rotatedApiTokenSchema,
} from "@esg/domain";
import { TRPCError } from "@trpc/server";
import { z } from "zod";
import { bytesToBase64 } from "../base64";
import { ApiError } from "../errors";
import { sha256Hex } from "../hash";
import { protectedProcedure, router, sessionOnlyProcedure } from "../trpc";
import { withWrite } from "../write";

const base64url = (bytes: Uint8Array) =>
  bytesToBase64(bytes).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");

/** `esg_` and 32 random bytes (256 bits) in unpadded base64url: 47 characters. */
function newTokenText(): string {
  return `${API_TOKEN_PREFIX}${base64url(globalThis.crypto.getRandomValues(new Uint8Array(32)))}`;
}

/** A service token's user: a username no person can pick (theirs allow letters, digits and . _ @ + - only). */
const serviceUsername = () =>
  `service-token~${base64url(globalThis.crypto.getRandomValues(new Uint8Array(12)))}`;

function toApiToken(r: ApiTokenRecord, callerId: number, now: Date): ApiToken {
  return {
    id: r.id,
    name: r.name,
    scope: r.scope,
    tokensScope: r.tokensScope,
    service: r.role !== null,
    role: r.role,
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
  tokensScope: r.tokensScope,
  ownerId: r.ownerId,
  ...(r.role !== null ? { service: true, role: r.role } : {}),
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

  /**
   * POST /api/tokens {name, scope, expiresInDays, tokensScope, serviceRole}: the new token, its text shown this
   * once. With `serviceRole` (admins only) a service token: its own user row, named as the token, is its owner.
   */
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
      const service = input.serviceRole !== undefined;
      if (service && ctx.user.role !== "admin") {
        throw new TRPCError({ code: "FORBIDDEN", message: "Only admins can create service tokens" });
      }
      const now = new Date();
      const token = newTokenText();
      const tokenHash = await sha256Hex(token);
      const record = await withWrite(ctx, async (w) => {
        const ownerId = service
          ? await insertServiceTokenUser(w.db, {
              companyId: ctx.companyId,
              name: input.name,
              username: serviceUsername(),
              now: now.toISOString(),
            })
          : ctx.user.id;
        const created = await insertApiToken(w.db, {
          companyId: ctx.companyId,
          userId: ownerId,
          name: input.name,
          scope: input.scope,
          tokensScope: input.tokensScope,
          role: input.serviceRole ?? null,
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

  /**
   * POST /api/tokens/rotate: the calling token (it needs the `tokens` scope) is replaced by a new one with the
   * same name, owner, scopes, role and lifetime; the old one keeps working for a grace period
   * (`previousTokenRevokedAt`), during which a retry with the same `Idempotency-Key` replays this answer and
   * one without a key is 409 `already_rotated`. The new text is answered this once.
   */
  rotate: protectedProcedure
    .meta({
      roles: ROLE_GROUPS.read,
      tokenScope: "tokens",
      rest: {
        method: "POST",
        path: "/api/tokens/rotate",
        tag: "API tokens",
        summary:
          "Rotate the calling API token (needs the tokens scope; its new text is answered once, the old one works 10 more minutes)",
        errors: [404, 409],
      },
    })
    .output(rotatedApiTokenSchema)
    .mutation(async ({ ctx }) => {
      const caller = ctx.apiToken;
      // authorize() lets only a token with the tokens scope through; this narrows the type.
      if (!caller) throw new TRPCError({ code: "FORBIDDEN", message: "Only an API token can rotate itself" });
      const now = new Date();
      const token = newTokenText();
      const tokenHash = await sha256Hex(token);
      const created = await withWrite(ctx, async (w) => {
        const r = await rotateApiToken(w.db, { companyId: ctx.companyId, id: caller.id, tokenHash, now });
        if (!r.ok && r.reason === "already_rotated")
          throw new ApiError({
            code: "CONFLICT",
            reason: "already_rotated",
            message:
              "This token was already rotated; it works until its grace period ends. Retry with the first " +
              "request's Idempotency-Key to get its successor again",
          });
        if (!r.ok) throw new TRPCError({ code: "NOT_FOUND", message: "API token not found" });
        await w.audit({
          action: "rotate",
          entity: "api_token",
          entityId: r.created.id,
          before: { tokenId: r.old.id, revokedAt: null },
          after: { ...auditedFields(r.created), replaces: r.old.id, replacedTokenRevokedAt: r.old.revokedAt },
        });
        return { created: r.created, previousTokenRevokedAt: r.old.revokedAt ?? now.toISOString() };
      });
      return {
        ...toApiToken(created.created, ctx.user.id, now),
        token,
        previousTokenRevokedAt: created.previousTokenRevokedAt,
      };
    }),
});
