/**
 * Personal API tokens. Every function that reads or changes a company's tokens takes the company id and
 * filters by it; only `findApiTokenByHash` does not, because a bearer token is what tells the server which
 * company a request belongs to. Tokens are found by the SHA-256 of their text; the text is never stored.
 */
import {
  API_TOKEN_ROTATION_GRACE_MS,
  type ApiTokenScope,
  isApiTokenRevoked,
  type Role,
  type SessionUser,
  toDateLocale,
} from "@esg/domain";
import type { ExpressionBuilder, Selectable } from "kysely";
import type { Db } from "../create-db";
import type { ApiTokensTable } from "../tables/api-tokens";
import type { UsersTable } from "../tables/foundation";
import { inTransaction } from "../transaction";

/**
 * A token row as the API shows it (no hash), with its owner's name. A service token's owner is the token's own
 * user row (no membership, named as the token); `role` is set only for service tokens.
 */
export type ApiTokenRecord = {
  id: number;
  name: string;
  scope: ApiTokenScope;
  tokensScope: boolean;
  role: Role | null;
  createdAt: string;
  expiresAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
  ownerId: number;
  ownerName: string;
};

const recordColumns = [
  "api_tokens.id",
  "api_tokens.name",
  "api_tokens.scope",
  "api_tokens.tokens_scope",
  "api_tokens.role",
  "api_tokens.created_at",
  "api_tokens.expires_at",
  "api_tokens.last_used_at",
  "api_tokens.revoked_at",
  "api_tokens.user_id",
  "users.name as owner_name",
] as const;

type RecordRow = Pick<
  Selectable<ApiTokensTable>,
  | "id"
  | "name"
  | "scope"
  | "tokens_scope"
  | "role"
  | "created_at"
  | "expires_at"
  | "last_used_at"
  | "revoked_at"
  | "user_id"
> & { owner_name: Selectable<UsersTable>["name"] };

function toRecord(r: RecordRow): ApiTokenRecord {
  return {
    id: r.id,
    name: r.name,
    scope: r.scope as ApiTokenScope,
    tokensScope: Number(r.tokens_scope) === 1,
    role: r.role,
    createdAt: r.created_at,
    expiresAt: r.expires_at,
    lastUsedAt: r.last_used_at,
    revokedAt: r.revoked_at,
    ownerId: r.user_id,
    ownerName: r.owner_name,
  };
}

function selectRecords(db: Db, companyId: number) {
  return db
    .selectFrom("api_tokens")
    .innerJoin("users", "users.id", "api_tokens.user_id")
    .select(recordColumns)
    .where("api_tokens.company_id", "=", companyId);
}

export async function insertApiToken(
  db: Db,
  p: {
    companyId: number;
    userId: number;
    name: string;
    scope: ApiTokenScope;
    tokensScope?: boolean;
    /** A service token's role; omitted for a personal token. */
    role?: Role | null;
    tokenHash: string;
    now: string;
    expiresAt: string;
  },
): Promise<ApiTokenRecord> {
  const { id } = await db
    .insertInto("api_tokens")
    .values({
      company_id: p.companyId,
      user_id: p.userId,
      name: p.name,
      scope: p.scope,
      tokens_scope: p.tokensScope ? 1 : 0,
      role: p.role ?? null,
      token_hash: p.tokenHash,
      created_at: p.now,
      expires_at: p.expiresAt,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const row = await selectRecords(db, p.companyId).where("api_tokens.id", "=", id).executeTakeFirstOrThrow();
  return toRecord(row);
}

/** The company's tokens, newest first; with `userId`, only that member's. */
export async function listApiTokens(
  db: Db,
  p: { companyId: number; userId?: number },
): Promise<ApiTokenRecord[]> {
  let q = selectRecords(db, p.companyId);
  if (p.userId !== undefined) q = q.where("api_tokens.user_id", "=", p.userId);
  const rows = await q.orderBy("api_tokens.created_at", "desc").orderBy("api_tokens.id", "desc").execute();
  return rows.map(toRecord);
}

export type ApiTokenRevocation =
  | { ok: true; token: ApiTokenRecord; wasRevoked: boolean }
  | { ok: false; reason: "not_found" };

/**
 * Revokes a token: sets `revoked_at` once (revoking again changes nothing) and deletes nothing. With
 * `userId`, only that member's token is found: someone else's is "not_found", as if it did not exist.
 */
export async function revokeApiToken(
  db: Db,
  p: { companyId: number; id: number; userId?: number; now: string },
): Promise<ApiTokenRevocation> {
  return inTransaction(db, async (trx) => {
    let q = selectRecords(trx, p.companyId).where("api_tokens.id", "=", p.id);
    if (p.userId !== undefined) q = q.where("api_tokens.user_id", "=", p.userId);
    const row = await q.executeTakeFirst();
    if (!row) return { ok: false, reason: "not_found" } as const;
    if (isApiTokenRevoked(row.revoked_at, new Date(p.now)))
      return { ok: true, token: toRecord(row), wasRevoked: true } as const;
    // A rotated token in its grace period is still live: revoking it ends the grace now.
    await trx
      .updateTable("api_tokens")
      .set({ revoked_at: p.now })
      .where("company_id", "=", p.companyId)
      .where("id", "=", p.id)
      .where((eb) => stillWorking(eb, p.now))
      .execute();
    return { ok: true, token: toRecord({ ...row, revoked_at: p.now }), wasRevoked: false } as const;
  });
}

/** Revokes every live token of a member (a password change or reset, a removal); how many it revoked. */
export async function revokeUserApiTokens(
  db: Db,
  p: { companyId: number; userId: number; now: string },
): Promise<number> {
  const r = await db
    .updateTable("api_tokens")
    .set({ revoked_at: p.now })
    .where("company_id", "=", p.companyId)
    .where("user_id", "=", p.userId)
    .where((eb) => stillWorking(eb, p.now))
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}

/**
 * A token that works at `now`: never revoked, or rotated and still in its grace period. `revoked_at` holds ISO
 * UTC moments as text, so comparing the text compares the moments.
 */
function stillWorking(eb: ExpressionBuilder<{ api_tokens: ApiTokensTable }, "api_tokens">, now: string) {
  return eb.or([eb("revoked_at", "is", null), eb("revoked_at", ">", now)]);
}

/** A token found by its hash, with the member it acts as (their company and current role). */
export type ApiTokenOwner = {
  token: {
    id: number;
    companyId: number;
    scope: ApiTokenScope;
    tokensScope: boolean;
    service: boolean;
    expiresAt: string;
    revokedAt: string | null;
  };
  user: SessionUser;
};

/**
 * The token with this hash and its owner, or null when no such token exists or (a personal token) its owner is
 * no longer a member of the token's company (the membership join finds nothing). Expiry and revocation are the caller's
 * to judge, so that it can tell them apart in a log.
 */
export async function findApiTokenByHash(db: Db, p: { tokenHash: string }): Promise<ApiTokenOwner | null> {
  const row = await db
    .selectFrom("api_tokens")
    .innerJoin("users", (j) =>
      j.onRef("users.id", "=", "api_tokens.user_id").onRef("users.company_id", "=", "api_tokens.company_id"),
    )
    .innerJoin("companies", "companies.id", "api_tokens.company_id")
    .leftJoin("memberships", (j) =>
      j
        .onRef("memberships.user_id", "=", "api_tokens.user_id")
        .onRef("memberships.company_id", "=", "api_tokens.company_id"),
    )
    .select([
      "api_tokens.id as token_id",
      "api_tokens.company_id",
      "api_tokens.scope",
      "api_tokens.tokens_scope",
      "api_tokens.role as token_role",
      "api_tokens.expires_at",
      "api_tokens.revoked_at",
      "users.id",
      "users.username",
      "users.name",
      "companies.name as company_name",
      "companies.industry as company_industry",
      "companies.date_locale as company_date_locale",
      "memberships.role",
    ])
    .where("api_tokens.token_hash", "=", p.tokenHash)
    .executeTakeFirst();
  // A personal token acts with its owner's current role; a service token with its own (it has no member).
  const role = row?.token_role ?? row?.role;
  if (!row || !role) return null;
  return {
    token: {
      id: row.token_id,
      companyId: row.company_id,
      scope: row.scope as ApiTokenScope,
      tokensScope: Number(row.tokens_scope) === 1,
      service: row.token_role !== null,
      expiresAt: row.expires_at,
      revokedAt: row.revoked_at,
    },
    // The same shape a cookie session gives (toSessionUser), so procedures cannot tell them apart.
    user: {
      id: row.id,
      username: row.username,
      name: row.name,
      company: {
        id: row.company_id,
        name: row.company_name,
        industry: row.company_industry,
        dateLocale: toDateLocale(row.company_date_locale),
      },
      role: role as Role,
    },
  };
}

/** Records a use of the token (every authenticated request). */
export async function touchApiToken(
  db: Db,
  p: { companyId: number; id: number; now: string },
): Promise<void> {
  await db
    .updateTable("api_tokens")
    .set({ last_used_at: p.now })
    .where("company_id", "=", p.companyId)
    .where("id", "=", p.id)
    .execute();
}

/**
 * The user row a service token acts as: in the company, named as the token, with no membership (so nobody can
 * sign in as it) and no usable password. Its username is random, so it never takes a name a person might want.
 */
export async function insertServiceTokenUser(
  db: Db,
  p: { companyId: number; name: string; username: string; now: string },
): Promise<number> {
  const { id } = await db
    .insertInto("users")
    .values({
      company_id: p.companyId,
      username: p.username,
      // Not a hash any password verifies against; and without a membership the user cannot sign in anyway.
      password_hash: "!service-token",
      name: p.name,
      created_at: p.now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

export type ApiTokenRotation =
  | { ok: true; old: ApiTokenRecord; created: ApiTokenRecord }
  | { ok: false; reason: "not_found" | "already_rotated" };

/**
 * Replaces a live token by a new one with the same owner, name, scopes, role and lifetime (counted from now),
 * in one transaction. The old one's `revoked_at` is set once, to the end of its grace period
 * (API_TOKEN_ROTATION_GRACE_MS): it keeps working until then, so a client that lost the answer is not locked
 * out, but it cannot rotate again (its `revoked_at` is set), so one rotation yields one successor.
 */
export async function rotateApiToken(
  db: Db,
  p: { companyId: number; id: number; tokenHash: string; now: Date },
): Promise<ApiTokenRotation> {
  return inTransaction(db, async (trx) => {
    const now = p.now.toISOString();
    const row = await selectRecords(trx, p.companyId).where("api_tokens.id", "=", p.id).executeTakeFirst();
    if (!row || isApiTokenRevoked(row.revoked_at, p.now)) return { ok: false, reason: "not_found" } as const;
    if (row.revoked_at !== null) return { ok: false, reason: "already_rotated" } as const;
    const until = new Date(p.now.getTime() + API_TOKEN_ROTATION_GRACE_MS).toISOString();
    const revoked = await trx
      .updateTable("api_tokens")
      .set({ revoked_at: until })
      .where("company_id", "=", p.companyId)
      .where("id", "=", p.id)
      .where("revoked_at", "is", null)
      .executeTakeFirst();
    // Rotated concurrently by another request: that one's new token is the live one.
    if (Number(revoked.numUpdatedRows) === 0) return { ok: false, reason: "already_rotated" } as const;
    const old = toRecord(row);
    const lifetimeMs = Date.parse(old.expiresAt) - Date.parse(old.createdAt);
    const created = await insertApiToken(trx, {
      companyId: p.companyId,
      userId: old.ownerId,
      name: old.name,
      scope: old.scope,
      tokensScope: old.tokensScope,
      role: old.role,
      tokenHash: p.tokenHash,
      now,
      expiresAt: new Date(p.now.getTime() + lifetimeMs).toISOString(),
    });
    return { ok: true, old: { ...old, revokedAt: until }, created } as const;
  });
}
