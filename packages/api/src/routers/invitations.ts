/**
 * Invitations, the admin's side: invite (the link shown once, and mailed to the invitee when an address is
 * given and mail is configured), list the pending ones (never their tokens) and revoke one. Accepting is public
 * and sits with sign-up (organisations.ts).
 */
import { insertInvitation, listPendingInvitations, revokeInvitation } from "@esg/db";
import {
  INVITATION_DAYS,
  invitationIdInputSchema,
  invitationInputSchema,
  invitationSchema,
  pendingInvitationSchema,
} from "@esg/domain";
import { TRPCError } from "@trpc/server";
import { z } from "zod";
import type { InvitationMail, MailPort } from "../context";
import { sha256Hex } from "../hash";
import { adminProcedure } from "../trpc";
import { withWrite } from "../write";

const DAY_MS = 24 * 60 * 60 * 1000;

function randomToken(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(32)); // 256 bits
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

/**
 * Mails the link; false when it could not be sent (the mailer logs why). The invitation stands either way (the
 * admin still has the link to pass on), so a mail server that is down is no reason to fail the request.
 */
async function mailInvitation(mailer: MailPort, mail: InvitationMail): Promise<boolean> {
  try {
    await mailer.sendInvitation(mail);
    return true;
  } catch {
    return false;
  }
}

export const invitationProcedures = {
  /**
   * POST /api/companies/{companyId}/invitations {role, email?}: a single-use link, valid 7 days, shown once;
   * mailed to `email` when the server has mail (SMTP_URL).
   */
  invite: adminProcedure
    .meta({
      rest: {
        method: "POST",
        path: "/api/companies/:companyId/invitations",
        tag: "Members",
        summary: "Invite a member with a role, optionally by e-mail",
      },
    })
    .input(invitationInputSchema)
    .output(invitationSchema)
    .mutation(async ({ ctx, input }) => {
      const token = randomToken();
      const now = new Date();
      const expiresAt = new Date(now.getTime() + INVITATION_DAYS * DAY_MS).toISOString();
      const tokenHash = await sha256Hex(token);
      const id = await withWrite(ctx, async (w) => {
        const created = await insertInvitation(w.db, {
          companyId: ctx.companyId,
          tokenHash,
          role: input.role,
          email: input.email,
          createdBy: ctx.user.id,
          now: now.toISOString(),
          expiresAt,
        });
        await w.audit({
          action: "invite",
          entity: "invitation",
          entityId: created,
          after: { role: input.role, expiresAt, ...(input.email ? { email: input.email } : {}) },
        });
        return created;
      });
      const url = `/accept-invitation#token=${token}`;
      // Sent after the write has committed: an e-mail must never announce an invitation that does not exist.
      const emailed =
        input.email && ctx.mailer
          ? await mailInvitation(ctx.mailer, {
              to: input.email,
              companyName: ctx.user.company.name,
              invitedBy: ctx.user.name,
              role: input.role,
              path: url,
              expiresAt,
            })
          : false;
      return { id, token, url, expiresAt, email: input.email, emailed };
    }),

  /** GET /api/companies/{companyId}/invitations: the pending invitations, newest first; never a token. */
  invitations: adminProcedure
    .meta({
      rest: {
        method: "GET",
        path: "/api/companies/:companyId/invitations",
        tag: "Members",
        summary: "List the pending invitations",
      },
    })
    .output(z.array(pendingInvitationSchema))
    .query(({ ctx }) =>
      listPendingInvitations(ctx.db, { companyId: ctx.companyId, now: new Date().toISOString() }),
    ),

  /** DELETE /api/companies/{companyId}/invitations/{invitationId}: the link stops working at once. */
  revokeInvitation: adminProcedure
    .meta({
      rest: {
        method: "DELETE",
        path: "/api/companies/:companyId/invitations/:invitationId",
        tag: "Members",
        summary: "Revoke a pending invitation",
        errors: [404],
      },
    })
    .input(invitationIdInputSchema)
    .output(z.object({ success: z.literal(true) }))
    .mutation(({ ctx, input }) =>
      withWrite(ctx, async (w) => {
        const revoked = await revokeInvitation(w.db, {
          companyId: ctx.companyId,
          id: input.invitationId,
          userId: ctx.user.id,
          now: new Date().toISOString(),
        });
        if (!revoked) {
          throw new TRPCError({ code: "NOT_FOUND", message: "No pending invitation with this id" });
        }
        await w.audit({
          action: "revoke",
          entity: "invitation",
          entityId: input.invitationId,
          before: { role: revoked.role, expiresAt: revoked.expiresAt, email: revoked.email },
        });
        return { success: true as const };
      }),
    ),
};
