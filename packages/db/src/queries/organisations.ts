/**
 * Companies, members, invitations and the audit log. Every function that touches company-owned
 * rows takes the company id and filters by it.
 */
import type { Role } from "@esg/domain";
import type { Db } from "../create-db";
import { forUpdate } from "../locks";
import type { AuditLogTable } from "../tables/organisations";
import { inTransaction } from "../transaction";
import { revokeUserApiTokens } from "./api-tokens";
import { deleteUserSessions } from "./auth";
import { freeFeedbackSlug } from "./company-profile";
import { ensureReportDocuments } from "./documents";

export type NewUser = { username: string; passwordHash: string; name: string };

/** A new company with its first user as admin (sign-up, the CLI, the demo seed). */
export async function createCompanyWithAdmin(
  db: Db,
  p: { company: { name: string; industry: string }; admin: NewUser; now: string },
): Promise<{ companyId: number; userId: number; feedbackSlug: string }> {
  const run = async (trx: Db) => {
    // Every company has a public feedback link from the start.
    const feedbackSlug = await freeFeedbackSlug(trx, p.company.name);
    const company = await trx
      .insertInto("companies")
      .values({
        name: p.company.name,
        industry: p.company.industry,
        feedback_slug: feedbackSlug,
        created_at: p.now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const userId = await insertMember(trx, {
      companyId: company.id,
      user: p.admin,
      role: "admin",
      now: p.now,
    });
    // Its reports exist from the first day, so the dashboard and the Reports screen can offer them.
    await ensureReportDocuments(trx, { companyId: company.id, now: p.now });
    return { companyId: company.id, userId, feedbackSlug };
  };
  return inTransaction(db, run);
}

/** A user of a company with a role (an accepted invitation, the CLI). */
export async function insertMember(
  db: Db,
  p: { companyId: number; user: NewUser; role: Role; now: string },
): Promise<number> {
  const user = await db
    .insertInto("users")
    .values({
      company_id: p.companyId,
      username: p.user.username,
      password_hash: p.user.passwordHash,
      name: p.user.name,
      created_at: p.now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db
    .insertInto("memberships")
    .values({ company_id: p.companyId, user_id: user.id, role: p.role, created_at: p.now })
    .execute();
  return user.id;
}

export async function usernameTaken(db: Db, params: { username: string }): Promise<boolean> {
  return !!(await db
    .selectFrom("users")
    .select("id")
    .where("username", "=", params.username)
    .executeTakeFirst());
}

export async function setPasswordHash(
  db: Db,
  params: { username: string; passwordHash: string },
): Promise<boolean> {
  const r = await db
    .updateTable("users")
    .set({ password_hash: params.passwordHash })
    .where("username", "=", params.username)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export type Member = { userId: number; username: string; name: string; role: Role; since: string };

export async function listMembers(db: Db, params: { companyId: number }): Promise<Member[]> {
  const rows = await db
    .selectFrom("memberships")
    .innerJoin("users", "users.id", "memberships.user_id")
    .select(["users.id", "users.username", "users.name", "memberships.role", "memberships.created_at"])
    .where("memberships.company_id", "=", params.companyId)
    .orderBy("users.id")
    .execute();
  return rows.map((r) => ({
    userId: r.id,
    username: r.username,
    name: r.name,
    role: r.role as Role,
    since: r.created_at,
  }));
}

export type MembershipChange =
  | { ok: true; before: Role; after: Role | null }
  | { ok: false; reason: "not_found" | "last_admin" };

/**
 * Changes a member's role, or removes the member (`role: null`): the membership ends, with every session and
 * API token of the user, and the user row stays, so the audit log and the records they made keep naming them
 * (a user belongs to one company: without a membership they can no longer sign in). The last admin can be
 * neither demoted nor removed. The rule spans the company's members, so they are read locked (PostgreSQL) in
 * one transaction: two admins stepping down at once cannot both count two admins and leave the company
 * without one; the second waits and counts one.
 */
export async function changeMembership(
  db: Db,
  p: { companyId: number; userId: number; role: Role | null; now: string },
): Promise<MembershipChange> {
  return inTransaction(db, async (trx) => {
    const members = await lockMemberships(trx, p);
    const current = members.find((m) => m.user_id === p.userId);
    if (!current) return { ok: false, reason: "not_found" } as const;
    const admins = members.filter((m) => m.role === "admin").length;
    if (current.role === "admin" && p.role !== "admin" && admins <= 1) {
      return { ok: false, reason: "last_admin" } as const;
    }
    if (p.role === null) {
      await trx
        .deleteFrom("memberships")
        .where("company_id", "=", p.companyId)
        .where("user_id", "=", p.userId)
        .execute();
      await deleteUserSessions(trx, { userId: p.userId });
      await revokeUserApiTokens(trx, { companyId: p.companyId, userId: p.userId, now: p.now });
    } else {
      await trx
        .updateTable("memberships")
        .set({ role: p.role })
        .where("company_id", "=", p.companyId)
        .where("user_id", "=", p.userId)
        .execute();
    }
    return { ok: true, before: current.role as Role, after: p.role } as const;
  });
}

/** The company's memberships, locked until the transaction ends; in one order, so lockers never deadlock. */
function lockMemberships(trx: Db, p: { companyId: number }) {
  return forUpdate(
    trx,
    trx
      .selectFrom("memberships")
      .select(["user_id", "role"])
      .where("company_id", "=", p.companyId)
      .orderBy("user_id"),
  ).execute();
}

export async function insertInvitation(
  db: Db,
  p: {
    companyId: number;
    tokenHash: string;
    role: Role;
    email: string | null;
    createdBy: number;
    now: string;
    expiresAt: string;
  },
): Promise<number> {
  const r = await db
    .insertInto("invitations")
    .values({
      company_id: p.companyId,
      token_hash: p.tokenHash,
      role: p.role,
      email: p.email,
      created_by: p.createdBy,
      created_at: p.now,
      expires_at: p.expiresAt,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return r.id;
}

export type PendingInvitationRow = {
  id: number;
  role: Role;
  email: string | null;
  invitedBy: string | null;
  createdAt: string;
  expiresAt: string;
};

/** The company's invitations that can still be used (not accepted, revoked or expired), newest first. */
export async function listPendingInvitations(
  db: Db,
  p: { companyId: number; now: string },
): Promise<PendingInvitationRow[]> {
  const rows = await db
    .selectFrom("invitations")
    .leftJoin("users", "users.id", "invitations.created_by")
    .select([
      "invitations.id",
      "invitations.role",
      "invitations.email",
      "users.name as invited_by",
      "invitations.created_at",
      "invitations.expires_at",
    ])
    .where("invitations.company_id", "=", p.companyId)
    .where("invitations.accepted_at", "is", null)
    .where("invitations.revoked_at", "is", null)
    .where("invitations.expires_at", ">", p.now)
    .orderBy("invitations.id", "desc")
    .execute();
  return rows.map((r) => ({
    id: r.id,
    role: r.role as Role,
    email: r.email,
    invitedBy: r.invited_by ?? null,
    createdAt: r.created_at,
    expiresAt: r.expires_at,
  }));
}

/**
 * Withdraws a pending invitation (compare-and-set on still pending): its link no longer works. Null when the
 * company has no such pending invitation (unknown, another company's, used, revoked or expired).
 */
export async function revokeInvitation(
  db: Db,
  p: { companyId: number; id: number; userId: number; now: string },
): Promise<{ role: Role; email: string | null; expiresAt: string } | null> {
  return inTransaction(db, async (trx) => {
    const row = await trx
      .selectFrom("invitations")
      .select(["role", "email", "expires_at"])
      .where("company_id", "=", p.companyId)
      .where("id", "=", p.id)
      .where("accepted_at", "is", null)
      .where("revoked_at", "is", null)
      .where("expires_at", ">", p.now)
      .executeTakeFirst();
    if (!row) return null;
    const done = await trx
      .updateTable("invitations")
      .set({ revoked_at: p.now, revoked_by: p.userId })
      .where("company_id", "=", p.companyId)
      .where("id", "=", p.id)
      .where("accepted_at", "is", null)
      .where("revoked_at", "is", null)
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) !== 1) return null;
    return { role: row.role as Role, email: row.email, expiresAt: row.expires_at };
  });
}

/**
 * Whether a token names an invitation that can still be accepted: read before anything costly (the password's
 * hash) is done for the request. Accepting checks again, atomically.
 */
export async function pendingInvitationExists(
  db: Db,
  p: { tokenHash: string; now: string },
): Promise<boolean> {
  const row = await db
    .selectFrom("invitations")
    .select("id")
    .where("token_hash", "=", p.tokenHash)
    .where("accepted_at", "is", null)
    .where("revoked_at", "is", null)
    .where("expires_at", ">", p.now)
    .executeTakeFirst();
  return !!row;
}

/**
 * Uses an invitation once: marks it accepted (compare-and-set on `accepted_at IS NULL`, not revoked, and the
 * expiry) and creates the member, in one transaction. Null when the token is unknown, used, revoked or expired.
 */
export async function acceptInvitation(
  db: Db,
  p: { tokenHash: string; user: NewUser; now: string },
): Promise<{ companyId: number; userId: number; role: Role } | null> {
  return inTransaction(db, async (trx) => {
    const invitation = await trx
      .selectFrom("invitations")
      .select(["id", "company_id", "role"])
      .where("token_hash", "=", p.tokenHash)
      .where("accepted_at", "is", null)
      .where("revoked_at", "is", null)
      .where("expires_at", ">", p.now)
      .executeTakeFirst();
    if (!invitation) return null;
    const claimed = await trx
      .updateTable("invitations")
      .set({ accepted_at: p.now })
      .where("company_id", "=", invitation.company_id)
      .where("id", "=", invitation.id)
      .where("accepted_at", "is", null)
      .where("revoked_at", "is", null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return null;
    const role = invitation.role as Role;
    const userId = await insertMember(trx, {
      companyId: invitation.company_id,
      user: p.user,
      role,
      now: p.now,
    });
    await trx
      .updateTable("invitations")
      .set({ accepted_by: userId })
      .where("company_id", "=", invitation.company_id)
      .where("id", "=", invitation.id)
      .execute();
    return { companyId: invitation.company_id, userId, role };
  });
}

export type AuditEntry = {
  companyId: number;
  userId: number | null;
  /**
   * The actor's display name and role at the time, when the caller knows them (a procedure's signed-in user);
   * otherwise they are read from the user and their membership in the same statement.
   */
  userName?: string | null;
  userRole?: Role | null;
  action: AuditLogTable["action"];
  entity: AuditLogTable["entity"];
  entityId?: string | number | null;
  before?: unknown;
  after?: unknown;
  at: string;
};

/**
 * Appends one entry; there is no query that updates or deletes the log. The actor's name and role are stored on
 * the entry, so it says who acted even once the person has left the company or been renamed.
 */
export async function appendAudit(db: Db, e: AuditEntry): Promise<void> {
  const userId = e.userId;
  await db
    .insertInto("audit_log")
    .values((eb) => ({
      company_id: e.companyId,
      at: e.at,
      user_id: userId,
      user_name:
        userId === null
          ? null
          : e.userName !== undefined
            ? e.userName
            : eb.selectFrom("users").select("users.name").where("users.id", "=", userId),
      user_role:
        userId === null
          ? null
          : e.userRole !== undefined
            ? e.userRole
            : eb
                .selectFrom("memberships")
                .select("memberships.role")
                .where("memberships.company_id", "=", e.companyId)
                .where("memberships.user_id", "=", userId),
      action: e.action,
      entity: e.entity,
      entity_id: e.entityId === undefined || e.entityId === null ? null : String(e.entityId),
      before: e.before === undefined ? null : JSON.stringify(e.before),
      after: e.after === undefined ? null : JSON.stringify(e.after),
    }))
    .execute();
}

export type AuditFilter = {
  companyId: number;
  entity?: string;
  userId?: number;
  /** Inclusive ISO bounds of `at`. */
  from?: string;
  to?: string;
};

export async function listAudit(
  db: Db,
  f: AuditFilter & {
    page: number;
    pageSize: number;
    /** The last entry of the previous page (a cursor walk): the entries before it, no offset. */
    beforeId?: number;
    /** Rows to read: a page, or one more to learn whether another page follows. */
    limit?: number;
  },
) {
  let q = db
    .selectFrom("audit_log")
    .select([
      "audit_log.id",
      "audit_log.at",
      "audit_log.user_id",
      "audit_log.user_name",
      "audit_log.user_role",
      "audit_log.action",
      "audit_log.entity",
      "audit_log.entity_id",
      "audit_log.before",
      "audit_log.after",
    ])
    .where("audit_log.company_id", "=", f.companyId);
  // The filter is the reader's free text: an entity no write uses simply matches no entry.
  if (f.entity) q = q.where("audit_log.entity", "=", f.entity as AuditLogTable["entity"]);
  if (f.userId) q = q.where("audit_log.user_id", "=", f.userId);
  if (f.from) q = q.where("audit_log.at", ">=", f.from);
  if (f.to) q = q.where("audit_log.at", "<=", f.to);
  const page = f.beforeId === undefined ? q : q.where("audit_log.id", "<", f.beforeId);
  const [rows, count] = await Promise.all([
    page
      .orderBy("audit_log.id", "desc")
      .limit(f.limit ?? f.pageSize)
      .offset(f.beforeId === undefined ? (f.page - 1) * f.pageSize : 0)
      .execute(),
    q
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    entries: rows.map((r) => ({
      id: r.id,
      at: r.at,
      userId: r.user_id,
      userName: r.user_name,
      userRole: r.user_role,
      action: r.action,
      entity: r.entity,
      entityId: r.entity_id,
      before: r.before ? (JSON.parse(r.before) as unknown) : null,
      after: r.after ? (JSON.parse(r.after) as unknown) : null,
    })),
    total: Number(count.n),
  };
}

/** A company without a user yet (the CLI's `company create`); its members are added afterwards. */
export async function createCompany(
  db: Db,
  p: { name: string; industry: string; now: string },
): Promise<number> {
  const company = await db
    .insertInto("companies")
    .values({ name: p.name, industry: p.industry, created_at: p.now })
    .returning("id")
    .executeTakeFirstOrThrow();
  return company.id;
}
