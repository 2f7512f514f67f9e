import { initTRPC, TRPCError } from "@trpc/server";
import type { Context } from "./context";
import { toErrorBody } from "./errors";

const t = initTRPC.context<Context>().create({
  // The offline demo (apps/web/src/demo) runs these routers in the browser, behind a service worker.
  allowOutsideOfServer: true,
  errorFormatter({ shape, error, ctx }) {
    const { body } = toErrorBody(error, { isProduction: ctx?.isProduction ?? true });
    return {
      ...shape,
      message: body.message,
      data: {
        code: body.code,
        httpStatus: shape.data.httpStatus,
        issues: body.issues,
        path: shape.data.path,
      },
    };
  },
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const publicProcedure = t.procedure;

/** Needs a session; narrows `ctx.user` to the signed-in user. */
export const protectedProcedure = t.procedure.use(({ ctx, next }) => {
  if (!ctx.user || !ctx.sessionId) {
    throw new TRPCError({ code: "UNAUTHORIZED", message: "Not signed in" });
  }
  return next({ ctx: { ...ctx, user: ctx.user, sessionId: ctx.sessionId, companyId: ctx.user.company.id } });
});
