import type { Role } from "@esg/domain";
import { TRPCError } from "@trpc/server";
import type { Context } from "./context";
import { ApiError } from "./errors";

/** The context of a caller who passed `authorize`: signed in, with the company of their membership. */
export type AuthorizedContext = Context & {
  user: NonNullable<Context["user"]>;
  apiToken: NonNullable<Context["apiToken"]> | null;
  companyId: number;
};

/**
 * Who may do what: a session (a cookie, or an API token on the REST API) whose role is among `roles` (none
 * declared refuses everyone: deny by default). An API token is capped twice: by its owner's role, then by its
 * scope (a read token does no write, whatever the role). Procedures run it as middleware; the streamed upload,
 * which is no procedure, runs it before it reads the file.
 */
export function authorize(
  ctx: Context,
  roles: readonly Role[] | undefined,
  type: "query" | "mutation" | "subscription",
  /** "tokens": the caller must be an API token with the `tokens` scope, which replaces the read/write cap. */
  tokenScope?: "tokens",
): AuthorizedContext {
  const apiToken = ctx.apiToken ?? null;
  if (!ctx.user || (!ctx.sessionId && !apiToken)) {
    throw new TRPCError({ code: "UNAUTHORIZED", message: "Not signed in" });
  }
  if (!roles?.includes(ctx.user.role)) {
    throw new TRPCError({ code: "FORBIDDEN", message: "Your role does not allow this" });
  }
  if (tokenScope === "tokens") {
    if (!apiToken?.tokensScope) {
      throw new ApiError({
        code: "FORBIDDEN",
        reason: "token_scope",
        message: "Only an API token with the tokens scope can do this",
      });
    }
  } else if (apiToken?.scope === "read" && type !== "query") {
    throw new ApiError({ code: "FORBIDDEN", reason: "token_scope", message: "This API token is read-only" });
  }
  return { ...ctx, user: ctx.user, apiToken, companyId: ctx.user.company.id };
}
