import { loginInputSchema, sessionUserSchema } from "@esg/domain";
import { z } from "zod";
import { publicProcedure, readProcedure, router, sessionOnlyProcedure } from "../trpc";
import { accountProcedures } from "./account";
import { authAccountRouter } from "./organisations";

export const authRouter = router({
  login: publicProcedure
    .meta({
      rest: {
        method: "POST",
        path: "/api/auth/login",
        tag: "Authentication",
        summary: "Sign in and receive the session cookie",
        public: true,
        errors: [401, 429],
      },
    })
    .input(loginInputSchema)
    .output(sessionUserSchema)
    .mutation(async ({ ctx, input }) => {
      const { user, setCookie } = await ctx.auth.login(input, { clientKey: ctx.clientIp });
      ctx.resHeaders.append("Set-Cookie", setCookie);
      return user;
    }),

  user: readProcedure
    .meta({
      rest: { method: "GET", path: "/api/auth/user", tag: "Authentication", summary: "The signed-in user" },
    })
    .output(sessionUserSchema)
    .query(({ ctx }) => ctx.user),

  // Signing out ends a cookie session; an API token is revoked in Settings instead.
  logout: sessionOnlyProcedure
    .meta({
      rest: {
        method: "POST",
        path: "/api/auth/logout",
        tag: "Authentication",
        summary: "Sign out and clear the session cookie",
        sessionOnly: true,
      },
    })
    .output(z.object({ success: z.literal(true) }))
    .mutation(async ({ ctx }) => {
      const { setCookie } = await ctx.auth.logout(ctx.sessionId);
      ctx.resHeaders.append("Set-Cookie", setCookie);
      return { success: true as const };
    }),

  // After the session's own procedures, so the reference lists signing in first.
  ...authAccountRouter,
  ...accountProcedures,
});
