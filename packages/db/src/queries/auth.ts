import { type Company, type Role, type SessionUser, toDateLocale } from "@esg/domain";
import type { Selectable } from "kysely";
import { compiledOnce } from "../compiled-once";
import type { Db } from "../create-db";
import type { CompaniesTable, UsersTable } from "../tables/foundation";
import type { MembershipsTable } from "../tables/organisations";
import { dataVersion, sqliteDataVersionNow } from "./data-version";

export type UserWithCompany = {
  id: number;
  username: string;
  name: string;
  passwordHash: string;
  company: Company;
  role: Role;
};

const userColumns = [
  "users.id",
  "users.username",
  "users.name",
  "users.password_hash",
  "companies.id as company_id",
  "companies.name as company_name",
  "companies.industry as company_industry",
  "companies.date_locale as company_date_locale",
  "memberships.role",
] as const;

type CompanyRow = Selectable<CompaniesTable>;
type UserRow = Pick<Selectable<UsersTable>, "id" | "username" | "name" | "password_hash"> & {
  company_id: CompanyRow["id"];
  company_name: CompanyRow["name"];
  company_industry: CompanyRow["industry"];
  company_date_locale: CompanyRow["date_locale"];
  role: Selectable<MembershipsTable>["role"];
};

function toUser(r: UserRow): UserWithCompany {
  return {
    id: r.id,
    username: r.username,
    name: r.name,
    passwordHash: r.password_hash,
    company: {
      id: r.company_id,
      name: r.company_name,
      industry: r.company_industry,
      dateLocale: toDateLocale(r.company_date_locale),
    },
    role: r.role as Role,
  };
}

export async function findUserByUsername(
  db: Db,
  params: { username: string },
): Promise<UserWithCompany | null> {
  const row = await db
    .selectFrom("users")
    .innerJoin("companies", "companies.id", "users.company_id")
    .innerJoin("memberships", (j) =>
      j
        .onRef("memberships.user_id", "=", "users.id")
        .onRef("memberships.company_id", "=", "users.company_id"),
    )
    .select(userColumns)
    .where("users.username", "=", params.username)
    .executeTakeFirst();
  return row ? toUser(row) : null;
}

export async function findUserById(db: Db, params: { id: number }): Promise<UserWithCompany | null> {
  const row = await db
    .selectFrom("users")
    .innerJoin("companies", "companies.id", "users.company_id")
    .innerJoin("memberships", (j) =>
      j
        .onRef("memberships.user_id", "=", "users.id")
        .onRef("memberships.company_id", "=", "users.company_id"),
    )
    .select(userColumns)
    .where("users.id", "=", params.id)
    .executeTakeFirst();
  return row ? toUser(row) : null;
}

export async function insertSession(
  db: Db,
  params: { id: string; secretHash: Uint8Array; userId: number; expiresAt: number; createdAt: number },
): Promise<void> {
  await db
    .insertInto("sessions")
    .values({
      id: params.id,
      secret_hash: params.secretHash,
      user_id: params.userId,
      expires_at: params.expiresAt,
      created_at: new Date(params.createdAt).toISOString(),
    })
    .execute();
}

export type SessionWithUser = {
  session: { id: string; secretHash: Uint8Array; expiresAt: number; createdAt: string };
  user: UserWithCompany;
  /**
   * The user's company's data version (`dataVersion`), kept with the session where sessions are kept (SQLite):
   * while nothing at all is written to the database neither can change, so a kept answer is checked against it
   * without a statement of its own. Absent on PostgreSQL.
   */
  companyDataVersion?: string;
};

/** Sessions read while nothing was written since (SQLite): every request's first lookup. */
const sessionCache = new WeakMap<Db, Map<string, { version: string; value: SessionWithUser }>>();
const MAX_CACHED_SESSIONS = 10_000;

/**
 * The session and its user, company and role. On SQLite the answer is kept until anything is written to the
 * database (its data version, read on a statement prepared once: logging out, a role change, a removal, a
 * password reset by the CLI in another process all change it), so a read-only stream of requests skips the
 * query. On PostgreSQL it is always read: another app process may have changed it. The value is shared:
 * callers must not mutate it.
 */
export async function findSessionWithUser(db: Db, params: { id: string }): Promise<SessionWithUser | null> {
  const version = sqliteDataVersionNow(db);
  if (version === null) return readSessionWithUser(db, params);
  let cache = sessionCache.get(db);
  if (!cache) {
    cache = new Map();
    sessionCache.set(db, cache);
  }
  const hit = cache.get(params.id);
  if (hit?.version === version) return hit.value;
  const found = await readSessionWithUser(db, params);
  if (!found) {
    cache.delete(params.id);
    return null;
  }
  if (cache.size >= MAX_CACHED_SESSIONS) cache.clear();
  // Read after the write token: had anything been committed in between, the token no longer matches and the
  // entry is never used; otherwise this is the company's version at that token.
  const value = { ...found, companyDataVersion: await dataVersion(db, found.user.company.id) };
  cache.set(params.id, { version, value });
  return value;
}

/**
 * What `findSessionWithUser` would answer from its kept sessions, synchronously: the same shared value while
 * nothing was written since it was read (SQLite); undefined when it would have to read (not kept, written since,
 * or PostgreSQL).
 */
export function keptSessionWithUser(db: Db, params: { id: string }): SessionWithUser | undefined {
  const version = sqliteDataVersionNow(db);
  const hit = version === null ? undefined : sessionCache.get(db)?.get(params.id);
  return hit?.version === version ? hit.value : undefined;
}

/** The session's row with its user's, company's and membership's columns (compiled once: every request runs it). */
const selectSessionWithUser = compiledOnce((db, id) =>
  db
    .selectFrom("sessions")
    .innerJoin("users", "users.id", "sessions.user_id")
    .innerJoin("companies", "companies.id", "users.company_id")
    .innerJoin("memberships", (j) =>
      j
        .onRef("memberships.user_id", "=", "users.id")
        .onRef("memberships.company_id", "=", "users.company_id"),
    )
    .select([
      ...userColumns,
      "sessions.id as session_id",
      "sessions.secret_hash",
      "sessions.expires_at",
      "sessions.created_at",
    ])
    .where("sessions.id", "=", id as string),
);

async function readSessionWithUser(db: Db, params: { id: string }): Promise<SessionWithUser | null> {
  const row = (await selectSessionWithUser(db, params.id)).rows[0];
  if (!row) return null;
  return {
    session: {
      id: row.session_id,
      secretHash: row.secret_hash,
      expiresAt: row.expires_at,
      createdAt: row.created_at,
    },
    user: toUser(row),
  };
}

export async function updateSessionExpiry(db: Db, params: { id: string; expiresAt: number }): Promise<void> {
  await db
    .updateTable("sessions")
    .set({ expires_at: params.expiresAt })
    .where("id", "=", params.id)
    .execute();
}

export async function deleteSession(db: Db, params: { id: string }): Promise<void> {
  await db.deleteFrom("sessions").where("id", "=", params.id).execute();
}

/** Deletes sessions past their sliding expiry or created before `createdBefore` (the absolute lifetime). */
export async function deleteExpiredSessions(
  db: Db,
  params: { now: number; createdBefore: string },
): Promise<number> {
  const result = await db
    .deleteFrom("sessions")
    .where((eb) => eb.or([eb("expires_at", "<=", params.now), eb("created_at", "<", params.createdBefore)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Ends every sign-in of a user (a password reset); returns how many sessions were deleted. */
/** Ends the user's sessions, all of them or all but `exceptSessionId` (the one changing the password). */
export async function deleteUserSessions(
  db: Db,
  params: { userId: number; exceptSessionId?: string },
): Promise<number> {
  let q = db.deleteFrom("sessions").where("user_id", "=", params.userId);
  if (params.exceptSessionId !== undefined) q = q.where("id", "!=", params.exceptSessionId);
  const result = await q.executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function setUserPasswordHash(
  db: Db,
  params: { companyId: number; userId: number; passwordHash: string },
): Promise<void> {
  await db
    .updateTable("users")
    .set({ password_hash: params.passwordHash })
    .where("company_id", "=", params.companyId)
    .where("id", "=", params.userId)
    .execute();
}

/** What the API shows of a user: never the password hash. */
export function toSessionUser(u: UserWithCompany): SessionUser {
  return { id: u.id, username: u.username, name: u.name, company: u.company, role: u.role };
}
