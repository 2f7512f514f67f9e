/**
 * Personal API tokens. Every function that reads or changes a company's tokens takes the company id and
 * filters by it; only `findApiTokenByHash` does not, because a bearer token is what tells the server which
 * company a request belongs to. Tokens are found by the SHA-256 of their text; the text is never stored.
 */
import { type ApiTokenScope, type Role, type SessionUser, toDateLocale } from "@esg/domain";
import type { Selectable } from "kysely";
import type { Db } from "../create-db";
import type { ApiTokensTable } from "../tables/api-tokens";
import type { UsersTable } from "../tables/foundation";
import { inTransaction } from "../transaction";

/** A token row as the API shows it (no hash), with its owner's name. */
export type ApiTokenRecord = {
  id: number;
  name: string;
  scope: ApiTokenScope;
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
  "api_tokens.created_at",
  "api_tokens.expires_at",
  "api_tokens.last_used_at",
  "api_tokens.revoked_at",
  "api_tokens.user_id",
  "users.name as owner_name",
] as const;

type RecordRow = Pick<
  Selectable<ApiTokensTable>,
  "id" | "name" | "scope" | "created_at" | "expires_at" | "last_used_at" | "revoked_at" | "user_id"
> & { owner_name: Selectable<UsersTable>["name"] };

function toRecord(r: RecordRow): ApiTokenRecord {
  return {
    id: r.id,
    name: r.name,
    scope: r.scope as ApiTokenScope,
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
    if (row.revoked_at !== null) return { ok: true, token: toRecord(row), wasRevoked: true } as const;
    await trx
      .updateTable("api_tokens")
      .set({ revoked_at: p.now })
      .where("company_id", "=", p.companyId)
      .where("id", "=", p.id)
      .where("revoked_at", "is", null)
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
    .where("revoked_at", "is", null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}

/** A token found by its hash, with the member it acts as (their company and current role). */
export type ApiTokenOwner = {
  token: { id: number; companyId: number; scope: ApiTokenScope; expiresAt: string; revokedAt: string | null };
  user: SessionUser;
};

/**
 * The token with this hash and its owner, or null when no such token exists or its owner is no longer a
 * member of the token's company (the membership join finds nothing). Expiry and revocation are the caller's
 * to judge, so that it can tell them apart in a log.
 */
export async function findApiTokenByHash(db: Db, p: { tokenHash: string }): Promise<ApiTokenOwner | null> {
  const row = await db
    .selectFrom("api_tokens")
    .innerJoin("users", (j) =>
      j.onRef("users.id", "=", "api_tokens.user_id").onRef("users.company_id", "=", "api_tokens.company_id"),
    )
    .innerJoin("companies", "companies.id", "api_tokens.company_id")
    .innerJoin("memberships", (j) =>
      j
        .onRef("memberships.user_id", "=", "api_tokens.user_id")
        .onRef("memberships.company_id", "=", "api_tokens.company_id"),
    )
    .select([
      "api_tokens.id as token_id",
      "api_tokens.company_id",
      "api_tokens.scope",
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
  if (!row) return null;
  return {
    token: {
      id: row.token_id,
      companyId: row.company_id,
      scope: row.scope as ApiTokenScope,
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
      role: row.role as Role,
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
