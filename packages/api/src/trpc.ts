import { ROLE_GROUPS, type Role } from "@esg/domain";
import { initTRPC, TRPCError } from "@trpc/server";
import { authorize } from "./authorize";
import { spendBudget } from "./budget";
import type { Context, UserRateLimitBucket } from "./context";
import { CONTROL_CHARACTER_MESSAGE, controlCharacterPaths } from "./control-characters";
import { asTrpcError, InputIssuesError, toErrorBody } from "./errors";
import type { RestDeclaration } from "./rest/declaration";
import { procedureDb } from "./write";

/**
 * What a procedure declares about itself: which roles may call it (deny by default), and its REST
 * path if it has one. tRPC merges `.meta()` calls shallowly, so `rest` sits under its own key: declaring it
 * on a `writeProcedure` keeps the `roles` that builder set.
 */
export type ProcedureMeta = {
  roles?: readonly Role[];
  rest?: RestDeclaration;
  /**
   * "tokens": only an API token with the `tokens` scope may call it, whatever its read/write scope (a token
   * rotating itself).
   */
  tokenScope?: "tokens";
};

const t = initTRPC
  .context<Context>()
  .meta<ProcedureMeta>()
  .create({
    // The offline demo (apps/web/src/demo) runs these routers in the browser, behind a service worker.
    allowOutsideOfServer: true,
    errorFormatter({ shape, error, ctx }) {
      const { body } = toErrorBody(error, { isProduction: ctx?.isProduction ?? true });
      return {
        ...shape,
        message: body.message,
        data: {
          code: body.code,
          reason: body.reason,
          ...(ctx?.requestId ? { requestId: ctx.requestId } : {}),
          httpStatus: shape.data.httpStatus,
          issues: body.issues,
          ...(body.duplicates ? { duplicates: body.duplicates } : {}),
          path: shape.data.path,
        },
      };
    },
  });

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

/**
 * What every procedure runs before its own code: its raw input refused when it holds control characters, its
 * database seen through the write guard (write.ts: a write of company data outside `withWrite` throws instead of
 * committing without its audit entry, on every host: server, offline demo, tests), and a unique violation turned
 * into a 409 on every transport (tRPC takes its HTTP status from the error it is given). One middleware, not
 * one per concern: tRPC copies the whole context at each middleware's `next({ ctx })`, the largest share of a
 * cached read's CPU after the socket write (measured with --cpu-prof).
 */
async function guarded<R extends { ok: boolean }>(
  getRawInput: () => Promise<unknown>,
  run: () => Promise<R>,
): Promise<R> {
  refuseControlCharacters(await getRawInput());
  const result = await run();
  if (!result.ok) {
    const failure = (result as unknown as { error: unknown }).error;
    const error = asTrpcError(failure);
    if (error !== failure) throw error;
  }
  return result;
}

const guardedProcedure = t.procedure.use(({ ctx, next, getRawInput }) =>
  guarded(getRawInput, () => next({ ctx: { db: procedureDb(ctx.db) } })),
);

/**
 * Every procedure's input, whatever its schema, is refused (400 at each field) when a string in it holds a C0
 * control character other than tab, line feed and carriage return: checked once here rather than per field.
 */
function refuseControlCharacters(rawInput: unknown) {
  const paths = controlCharacterPaths(rawInput);
  if (paths.length === 0) return;
  throw new TRPCError({
    code: "BAD_REQUEST",
    message: CONTROL_CHARACTER_MESSAGE,
    cause: new InputIssuesError(
      CONTROL_CHARACTER_MESSAGE,
      paths.map((path) => ({ path, message: CONTROL_CHARACTER_MESSAGE })),
    ),
  });
}
export const publicProcedure = guardedProcedure;

/**
 * Needs a session (a cookie, or an API token on the REST API) and a role the procedure declares
 * (`.meta({ roles })`, or one of the procedures below); a procedure that declares none refuses everyone: deny
 * by default. An API token is capped twice: by its owner's role, then by its scope (a read token calls no
 * mutation, whatever the procedure). Narrows `ctx.user` to the signed-in user.
 */
export const protectedProcedure = t.procedure.use(({ ctx, meta, type, next, getRawInput }) =>
  guarded(getRawInput, () => {
    // A fresh object (authorize copies the context): set in place rather than copied once more.
    const authorized = authorize(ctx, meta?.roles, type, meta?.tokenScope);
    authorized.db = procedureDb(ctx.db);
    return next({ ctx: authorized });
  }),
);

/** Every member: the screens' reads (and asking the analyst). */
export const readProcedure = protectedProcedure.meta({ roles: ROLE_GROUPS.read });
/** Creating and changing data: admins and editors. */
export const writeProcedure = protectedProcedure.meta({ roles: ROLE_GROUPS.write });
/** Members, settings, closing years, recalculation, Reset Demo: admins. */
export const adminProcedure = protectedProcedure.meta({ roles: ROLE_GROUPS.admin });
/** Downloads and exports: admins, editors and auditors. */
export const exportProcedure = protectedProcedure.meta({ roles: ROLE_GROUPS.export });
/** The audit log: admins and auditors. */
export const auditProcedure = protectedProcedure.meta({ roles: ROLE_GROUPS.audit });

/**
 * Every member, but only from a signed-in browser session, never with an API token: managing API tokens (a
 * token must not mint or revoke tokens) and signing out. Narrows `ctx.sessionId` to the session's id.
 */
export const sessionOnlyProcedure = readProcedure.use(({ ctx, next }) => {
  if (!ctx.sessionId) {
    throw new TRPCError({
      code: "FORBIDDEN",
      message: "API tokens cannot do this. Please sign in to the app instead.",
    });
  }
  return next({ ctx: { ...ctx, sessionId: ctx.sessionId } });
});

/** What a caller sees once a budget is spent: which work is limited, and roughly how long to wait. */
const LIMIT_MESSAGES: Record<UserRateLimitBucket, string> = {
  aiQuery: "Too many AI requests. Please wait a minute and try again.",
  webFetch: "Too many website extractions. Please wait a few minutes and try again.",
};

/**
 * A signed-in procedure that spends one unit of each of the user's `buckets` before anything else runs (before
 * its input is even parsed), so parallel calls cannot overtake a budget and a refused call does no work.
 * Every procedure that calls a model or fetches the web is built on this, naming every bucket its work draws
 * on; procedures naming the same bucket share one budget.
 */
export const meteredProcedure = (...buckets: [UserRateLimitBucket, ...UserRateLimitBucket[]]) =>
  protectedProcedure.use(async ({ ctx, next }) => {
    for (const bucket of buckets) {
      await spendBudget(ctx.rateLimit, bucket, `user:${ctx.user.id}`, LIMIT_MESSAGES[bucket]);
    }
    return next();
  });
