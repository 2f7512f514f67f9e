/**
 * Personal API tokens ("The API as a product"): a member creates a token for scripts and pulls the REST API
 * with `Authorization: Bearer <token>`. The token acts as its owner (their company and role) and its scope caps
 * what it may do: a read token may call no mutation. The token text is shown once; only its SHA-256 is stored.
 */
import { z } from "zod";
import { idSchema } from "./ids";
import { roleSchema } from "./roles";

/** What a token may do: "read" calls queries only; "write" also calls mutations (as far as the role allows). */
export const API_TOKEN_SCOPES = ["read", "write"] as const;
export const apiTokenScopeSchema = /* @__PURE__ */ z.enum(API_TOKEN_SCOPES, {
  error: 'Scope must be "read" or "write"',
});
export type ApiTokenScope = z.infer<typeof apiTokenScopeSchema>;

/** Makes a token recognisable in a log or a secret scanner; 32 random bytes in base64url follow it. */
export const API_TOKEN_PREFIX = "esg_";
/** 32 bytes (256 bits) in unpadded base64url are 43 characters. */
export const API_TOKEN_PATTERN = /^esg_[A-Za-z0-9_-]{43}$/;

export const API_TOKEN_NAME_MAX = 100;
export const API_TOKEN_MIN_DAYS = 1;
export const API_TOKEN_MAX_DAYS = 365;
export const API_TOKEN_DEFAULT_DAYS = 90;
/** The lifetimes the Settings screen offers. */
export const API_TOKEN_DAY_CHOICES = [30, 90, 365] as const;

/** POST /api/tokens */
export const apiTokenCreateInputSchema = /* @__PURE__ */ z.object({
  name: z
    .string({ error: "Name is required" })
    .trim()
    .min(1, "Name is required")
    .max(API_TOKEN_NAME_MAX, `Name must be at most ${API_TOKEN_NAME_MAX} characters`),
  scope: apiTokenScopeSchema,
  expiresInDays: z
    .number({
      error: `Expires in days must be a whole number from ${API_TOKEN_MIN_DAYS} to ${API_TOKEN_MAX_DAYS}`,
    })
    .int(`Expires in days must be a whole number from ${API_TOKEN_MIN_DAYS} to ${API_TOKEN_MAX_DAYS}`)
    .min(API_TOKEN_MIN_DAYS, `Expires in days must be at least ${API_TOKEN_MIN_DAYS}`)
    .max(API_TOKEN_MAX_DAYS, `Expires in days must be at most ${API_TOKEN_MAX_DAYS}`)
    .default(API_TOKEN_DEFAULT_DAYS),
  /** The `tokens` scope: the token may rotate itself (POST /api/tokens/rotate). */
  tokensScope: z.boolean({ error: "Tokens scope must be true or false" }).default(false),
  /**
   * Set: a service token (admins only), owned by the company rather than by the caller, acting with this role;
   * it outlives the member who made it and the audit log names it. Omitted: a personal token.
   */
  serviceRole: roleSchema.optional(),
});
export type ApiTokenCreateInput = z.input<typeof apiTokenCreateInputSchema>;
export type ApiTokenValues = z.output<typeof apiTokenCreateInputSchema>;

/** DELETE /api/tokens/{id} */
export const apiTokenIdInputSchema = /* @__PURE__ */ z.object({ id: idSchema });

export const API_TOKEN_STATUSES = ["active", "expired", "revoked"] as const;
export type ApiTokenStatus = (typeof API_TOKEN_STATUSES)[number];

/** A token as GET /api/tokens lists it: never its text or its hash. */
export const apiTokenSchema = /* @__PURE__ */ z.object({
  id: z.number().int(),
  name: z.string(),
  scope: apiTokenScopeSchema,
  /** The `tokens` scope: the token may rotate itself. */
  tokensScope: z.boolean(),
  /** A service token: the company's, not a member's; it acts with `role`. */
  service: z.boolean(),
  /** A service token's role; null for a personal token (it acts with its owner's current role). */
  role: roleSchema.nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  status: z.enum(API_TOKEN_STATUSES),
  /** Who the token acts as (a service token: itself); an admin's list includes every token of the company. */
  owner: z.object({ userId: z.number().int(), name: z.string() }),
  /** The caller's own token (false: another member's, listed for an admin). */
  mine: z.boolean(),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;

/** POST /api/tokens answers the listed fields and, this once, the token itself. */
export const createdApiTokenSchema = /* @__PURE__ */ apiTokenSchema.extend({ token: z.string() });
export type CreatedApiToken = z.infer<typeof createdApiTokenSchema>;

/**
 * How long a rotated token keeps working beside its successor: a client whose rotation answer was lost (a
 * timeout, a crash before it saved the new text) can retry the rotation with the old token and the same
 * `Idempotency-Key` and get the same successor back. Short, so a leaked old token is not live for long.
 */
export const API_TOKEN_ROTATION_GRACE_MS = 10 * 60 * 1000;

/** POST /api/tokens/rotate: the new token, and when the calling (old) one stops working. */
export const rotatedApiTokenSchema = /* @__PURE__ */ createdApiTokenSchema.extend({
  previousTokenRevokedAt: z.string().meta({
    description:
      "When the rotated (calling) token stops working: 10 minutes after the rotation. Until then a retry of " +
      "the rotation with the old token and the same Idempotency-Key answers this same new token " +
      "(Idempotent-Replayed: true); without a key it is 409 already_rotated.",
  }),
});
export type RotatedApiToken = z.infer<typeof rotatedApiTokenSchema>;

/**
 * Whether a token has stopped working: `revokedAt` is the moment it does, in the future for a rotated token
 * during its grace period.
 */
export function isApiTokenRevoked(revokedAt: string | null, now: Date = new Date()): boolean {
  return revokedAt !== null && Date.parse(revokedAt) <= now.getTime();
}

/** Revoked wins over expired: a revoked token stays revoked whatever its date. */
export function apiTokenStatus(
  token: { expiresAt: string; revokedAt: string | null },
  now: Date = new Date(),
): ApiTokenStatus {
  if (isApiTokenRevoked(token.revokedAt, now)) return "revoked";
  return Date.parse(token.expiresAt) > now.getTime() ? "active" : "expired";
}

/** The expiry of a token created at `now` that lives `days` days. */
export function apiTokenExpiry(now: Date, days: number): Date {
  return new Date(now.getTime() + days * 24 * 60 * 60 * 1000);
}
