import type { Context } from "hono";
import { routePath } from "hono/route";

/** The route of everything outside /api and /trpc: the SPA's shell and its static files. */
const SPA_ROUTE = "spa";
/** A request answered by a middleware that runs before routing (e.g. an unknown Host). */
const BEFORE_ROUTING = "*";

const isApiPath = (path: string) => path.startsWith("/api/") || path === "/api" || path.startsWith("/trpc");

/**
 * The route pattern of the handler that answered (e.g. /api/carbon/emissions/:companyId), never the raw path:
 * ids stay out of the logs and lines of one route group together. Call it after the response is made.
 */
export function routeLabel(c: Context): string {
  // After the chain has run, the route index is that of the last handler reached: the one that answered.
  const pattern = routePath(c);
  if (isApiPath(pattern)) return pattern;
  return isApiPath(c.req.path) ? BEFORE_ROUTING : SPA_ROUTE;
}

/** The tRPC procedures a /trpc request names ("carbon.ingest", batched "a.list,b.get"), when they look like names. */
export function trpcProcedures(path: string): string | undefined {
  if (!path.startsWith("/trpc/")) return undefined;
  const names = path.slice("/trpc/".length);
  return /^[A-Za-z0-9.,]{1,300}$/.test(names) ? names : undefined;
}
