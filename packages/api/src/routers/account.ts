/**
 * The signed-in user's own credentials: changing the password, which ends every other session and (unless
 * asked not to) revokes the user's API tokens, in one audited write.
 */
import { deleteUserSessions, revokeUserApiTokens, setUserPasswordHash } from "@esg/db";
import { changePasswordInputSchema, passwordChangeSchema } from "@esg/domain";
import { TRPCError } from "@trpc/server";
import { InputIssuesError } from "../errors";
import { sessionOnlyProcedure } from "../trpc";
import { withWrite } from "../write";

function fieldError(field: string, message: string): TRPCError {
  return new TRPCError({
    code: "BAD_REQUEST",
    message,
    cause: new InputIssuesError(message, [{ path: [field], message }]),
  });
}

export const accountProcedures = {
  /**
   * POST /api/auth/password {currentPassword, newPassword, revokeTokens?}: only from a browser session (an API
   * token must not take over its owner's account), and the session asking stays signed in.
   */
  changePassword: sessionOnlyProcedure
    .meta({
      rest: {
        method: "POST",
        path: "/api/auth/password",
        tag: "Authentication",
        summary: "Change your password; your other sessions end and your API tokens are revoked",
        sessionOnly: true,
        errors: [429],
      },
    })
    .input(changePasswordInputSchema)
    .output(passwordChangeSchema)
    .mutation(async ({ ctx, input }) => {
      const problem = ctx.auth.passwordProblem(input.newPassword);
      if (problem) throw fieldError("newPassword", problem);
      if (input.newPassword === input.currentPassword) {
        throw fieldError("newPassword", "Choose a password different from the current one");
      }
      const right = await ctx.auth.checkPassword({
        username: ctx.user.username,
        password: input.currentPassword,
        clientKey: ctx.clientIp,
      });
      if (!right) throw fieldError("currentPassword", "The current password is not right");
      // Hashed before the transaction: argon2 takes a while and must not hold the database's write lock.
      const passwordHash = await ctx.auth.hashPassword(input.newPassword);
      const now = new Date().toISOString();
      return withWrite(ctx, async (w) => {
        await setUserPasswordHash(w.db, { companyId: ctx.companyId, userId: ctx.user.id, passwordHash });
        const sessionsEnded = await deleteUserSessions(w.db, {
          userId: ctx.user.id,
          exceptSessionId: ctx.sessionId,
        });
        const tokensRevoked = input.revokeTokens
          ? await revokeUserApiTokens(w.db, { companyId: ctx.companyId, userId: ctx.user.id, now })
          : 0;
        await w.audit({
          action: "change-password",
          entity: "member",
          entityId: ctx.user.id,
          after: { sessionsEnded, tokensRevoked },
        });
        return { success: true as const, sessionsEnded, tokensRevoked };
      });
    }),
};
