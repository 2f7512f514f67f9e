import { loginInputSchema, sessionUserSchema } from "@esg/domain";
import { z } from "zod";
import { publicProcedure, readProcedure, router, sessionOnlyProcedure } from "../trpc";
import { authAccountRouter } from "./organisations";

export const authRouter = router({
  ...authAccountRouter,
  login: publicProcedure
    .input(loginInputSchema)
    .output(sessionUserSchema)
    .mutation(async ({ ctx, input }) => {
      const { user, setCookie } = await ctx.auth.login(input, { clientKey: ctx.clientIp });
      ctx.resHeaders.append("Set-Cookie", setCookie);
      return user;
    }),

  user: readProcedure.output(sessionUserSchema).query(({ ctx }) => ctx.user),

  // Signing out ends a cookie session; an API token is revoked in Settings instead.
  logout: sessionOnlyProcedure.output(z.object({ success: z.literal(true) })).mutation(async ({ ctx }) => {
    const { setCookie } = await ctx.auth.logout(ctx.sessionId);
    ctx.resHeaders.append("Set-Cookie", setCookie);
    return { success: true as const };
  }),
});
