/**
 * Companies and people: sign-up, invitations, members, and the audit log. Sign-up and accepting
 * an invitation are public; members and invitations are the admin's; the audit log is the admin's and the
 * auditor's.
 */
import {
  acceptInvitation,
  changeMembership,
  createCompanyWithAdmin,
  listAudit,
  listMembers,
  pendingInvitationExists,
  usernameTaken,
} from "@esg/db";
import {
  acceptInvitationInputSchema,
  auditLogQuerySchema,
  auditLogResponseSchema,
  memberIdInputSchema,
  memberRoleInputSchema,
  memberSchema,
  sessionUserSchema,
  signupInputSchema,
} from "@esg/domain";
import { TRPCError } from "@trpc/server";
import { z } from "zod";
import { spendBudget } from "../budget";
import type { Context } from "../context";
import { ApiError, InputIssuesError } from "../errors";
import { sha256Hex } from "../hash";
import { objectPage } from "../services/list-page";
import { adminProcedure, auditProcedure, publicProcedure, router } from "../trpc";
import { withAccountWrite, withWrite } from "../write";
import { invitationProcedures } from "./invitations";

/** The new password's problem as a 400 at its field (the schema checked the length already). */
function checkPassword(ctx: Context, password: string) {
  const problem = ctx.auth.passwordProblem(password);
  if (problem) {
    throw new TRPCError({
      code: "BAD_REQUEST",
      message: problem,
      cause: new InputIssuesError(problem, [{ path: ["password"], message: problem }]),
    });
  }
}

async function checkUsernameFree(ctx: Context, username: string) {
  if (await usernameTaken(ctx.db, { username })) {
    throw new ApiError({
      code: "CONFLICT",
      reason: "already_exists",
      message: "That username is taken; choose another",
    });
  }
}

const INVITATION_GONE = "This invitation is unknown, used, revoked or expired";

export const authAccountRouter = {
  /**
   * GET /api/auth/config: what the login screen offers: the sign-up link when sign-up is open, the demo
   * account's sign-in only when the server runs the demo (DEMO=on, and the offline demo).
   */
  config: publicProcedure
    .meta({
      rest: {
        method: "GET",
        path: "/api/auth/config",
        tag: "Authentication",
        summary: "What the sign-in screen offers",
        public: true,
      },
    })
    .output(z.object({ signup: z.boolean(), demo: z.boolean() }))
    .query(({ ctx }) => ({ signup: ctx.auth.signupOpen, demo: ctx.demoEnabled })),

  /** POST /api/auth/signup: a new company with this user as its admin, signed in. */
  signup: publicProcedure
    .meta({
      rest: {
        method: "POST",
        path: "/api/auth/signup",
        tag: "Authentication",
        summary: "Create a company with yourself as its admin",
        public: true,
        errors: [404, 409, 429],
      },
    })
    .input(signupInputSchema)
    .output(sessionUserSchema)
    .mutation(async ({ ctx, input }) => {
      if (!ctx.auth.signupOpen) throw new TRPCError({ code: "NOT_FOUND", message: "Not found" });
      await spendBudget(
        ctx.rateLimit,
        "signup",
        ctx.clientIp,
        "Too many sign-ups from here. Try again later.",
      );
      checkPassword(ctx, input.password);
      await checkUsernameFree(ctx, input.username);
      // Hashed before the transaction: argon2 takes a while and must not hold the database's write lock.
      const passwordHash = await ctx.auth.hashPassword(input.password);
      // The company, its admin and the audit entry of the sign-up are one write.
      const { userId } = await withAccountWrite(ctx.db, async (trx, scopeFor) => {
        const created = await createCompanyWithAdmin(trx, {
          company: { name: input.companyName, industry: input.industry },
          admin: { username: input.username, name: input.name, passwordHash },
          now: new Date().toISOString(),
        });
        await scopeFor({ companyId: created.companyId, user: { id: created.userId } }).audit({
          action: "create",
          entity: "company",
          entityId: created.companyId,
          after: { name: input.companyName, industry: input.industry, feedbackSlug: created.feedbackSlug },
        });
        return created;
      });
      const { user, setCookie } = await ctx.auth.startSession(userId);
      ctx.resHeaders.append("Set-Cookie", setCookie);
      return user;
    }),

  /** POST /api/auth/accept-invitation: joins the inviting company with the invitation's role, signed in. */
  acceptInvitation: publicProcedure
    .meta({
      rest: {
        method: "POST",
        path: "/api/auth/accept-invitation",
        tag: "Authentication",
        summary: "Join a company with an invitation token",
        public: true,
        errors: [404, 409, 429],
      },
    })
    .input(acceptInvitationInputSchema)
    .output(sessionUserSchema)
    .mutation(async ({ ctx, input }) => {
      // Per client, before any work: guessing tokens costs a budget, as creating companies does at sign-up.
      await spendBudget(
        ctx.rateLimit,
        "acceptInvitation",
        ctx.clientIp,
        "Too many invitation attempts from here. Try again later.",
      );
      checkPassword(ctx, input.password);
      const tokenHash = await sha256Hex(input.token);
      // The token is checked before the password is hashed: an unknown, used, revoked or expired link costs a
      // lookup, never an argon2 hash (which takes the server a while and memory).
      if (!(await pendingInvitationExists(ctx.db, { tokenHash, now: new Date().toISOString() }))) {
        throw new TRPCError({ code: "NOT_FOUND", message: INVITATION_GONE });
      }
      await checkUsernameFree(ctx, input.username);
      // Hashed before the transaction, as at sign-up.
      const passwordHash = await ctx.auth.hashPassword(input.password);
      // The new member and the audit entry of their joining are one write.
      const accepted = await withAccountWrite(ctx.db, async (trx, scopeFor) => {
        const joined = await acceptInvitation(trx, {
          tokenHash,
          user: { username: input.username, name: input.name, passwordHash },
          now: new Date().toISOString(),
        });
        if (!joined) throw new TRPCError({ code: "NOT_FOUND", message: INVITATION_GONE });
        await scopeFor({ companyId: joined.companyId, user: { id: joined.userId } }).audit({
          action: "join",
          entity: "membership",
          entityId: joined.userId,
          after: { username: input.username, role: joined.role },
        });
        return joined;
      });
      // Only wrong links count against the client's budget.
      await ctx.rateLimit.refund("acceptInvitation", ctx.clientIp);
      const { user, setCookie } = await ctx.auth.startSession(accepted.userId);
      ctx.resHeaders.append("Set-Cookie", setCookie);
      return user;
    }),
};

export const membersRouter = router({
  /** GET /api/companies/{companyId}/members */
  list: adminProcedure
    .meta({
      rest: {
        method: "GET",
        path: "/api/companies/:companyId/members",
        tag: "Members",
        summary: "List the company's members",
      },
    })
    .output(z.array(memberSchema))
    .query(({ ctx }) => listMembers(ctx.db, { companyId: ctx.companyId })),

  ...invitationProcedures,

  /** PUT /api/companies/{companyId}/members/{userId} {role}; the last admin cannot be demoted (409). */
  updateRole: adminProcedure
    .meta({
      rest: {
        method: "PUT",
        path: "/api/companies/:companyId/members/:userId",
        tag: "Members",
        summary: "Change a member's role",
        errors: [409],
      },
    })
    .input(memberRoleInputSchema)
    .output(memberSchema)
    .mutation(({ ctx, input }) =>
      withWrite(ctx, async (w) => {
        const change = await changeMembership(w.db, {
          companyId: ctx.companyId,
          userId: input.userId,
          role: input.role,
          now: new Date().toISOString(),
        });
        if (!change.ok) throwMembershipRefusal(change.reason);
        await w.audit({
          action: "update",
          entity: "membership",
          entityId: input.userId,
          before: { role: change.before },
          after: { role: change.after },
        });
        const members = await listMembers(w.db, { companyId: ctx.companyId });
        return members.find((m) => m.userId === input.userId) as (typeof members)[number];
      }),
    ),

  /** DELETE /api/companies/{companyId}/members/{userId}; the last admin cannot be removed (409). */
  remove: adminProcedure
    .meta({
      rest: {
        method: "DELETE",
        path: "/api/companies/:companyId/members/:userId",
        tag: "Members",
        summary: "Remove a member from the company",
        errors: [409],
      },
    })
    .input(memberIdInputSchema)
    .output(z.object({ success: z.literal(true) }))
    .mutation(({ ctx, input }) =>
      // The membership, the member's sessions and API tokens end; the user row stays, so the audit log keeps
      // naming them. An admin removing themself is the actor of the entry, with the role they held.
      withWrite(ctx, async (w) => {
        const change = await changeMembership(w.db, {
          companyId: ctx.companyId,
          userId: input.userId,
          role: null,
          now: new Date().toISOString(),
        });
        if (!change.ok) throwMembershipRefusal(change.reason);
        await w.audit({
          action: "remove",
          entity: "membership",
          entityId: input.userId,
          before: { role: change.before },
        });
        return { success: true as const };
      }),
    ),

  /** GET /api/companies/{companyId}/audit-log */
  auditLog: auditProcedure
    .meta({
      rest: {
        method: "GET",
        path: "/api/companies/:companyId/audit-log",
        tag: "Members",
        summary: "Page through the audit log",
      },
    })
    .input(auditLogQuerySchema.optional())
    .output(auditLogResponseSchema)
    .query(async ({ ctx, input }) => {
      const q = input ?? auditLogQuerySchema.parse({});
      // Stored times are UTC ISO strings: bounds are compared as such, a date alone covering its whole day.
      const bound = (v: string | undefined, endOfDay: boolean) =>
        v === undefined
          ? undefined
          : v.length === 10
            ? `${v}T${endOfDay ? "23:59:59.999" : "00:00:00.000"}Z`
            : new Date(v).toISOString();
      const { cursor, ...filter } = q;
      const { entries, total } = await listAudit(ctx.db, {
        companyId: ctx.companyId,
        ...filter,
        from: bound(q.from, false),
        to: bound(q.to, true),
        beforeId: cursor?.i,
        limit: q.pageSize + 1,
      });
      const { rows, fields } = objectPage(ctx, {
        read: entries,
        page: { page: cursor?.p ?? q.page, pageSize: q.pageSize },
        total,
        path: `/api/companies/${ctx.companyId}/audit-log`,
        query: { entity: q.entity, userId: q.userId, from: q.from, to: q.to },
        cursorWalk: cursor !== undefined,
        cursorOf: (e) => ({ i: e.id }),
      });
      return { entries: rows, ...fields };
    }),
});

function throwMembershipRefusal(reason: "not_found" | "last_admin"): never {
  if (reason === "not_found") throw new TRPCError({ code: "NOT_FOUND", message: "Member not found" });
  throw new ApiError({
    code: "CONFLICT",
    reason: "last_admin",
    message: "A company needs at least one admin: make another member admin first",
  });
}
