import { fileBytes, handleRestRoute, type RestRoute } from "@esg/api";
import type { Hono } from "hono";
import { noteServerError } from "../logging/request-log";
import type { AppEnv } from "./app-env";
import { type ContextDeps, requestContext } from "./request-context";

/**
 * Mounts every declared REST route on packages/api's REST adapter, the one the offline demo uses too. Each route
 * is its own Hono route so that the request log names its pattern (/api/sites/:id, never the ids), and Hono's
 * match is the only one: the adapter is handed the route and Hono's decoded parameters and does the rest (the
 * session and company checks, the input, the call, the answer).
 */
export function mountRestRoutes(app: Hono<AppEnv>, routes: readonly RestRoute[], deps: ContextDeps) {
  for (const route of routes) {
    app.on(route.method, route.path, (c) =>
      handleRestRoute(
        c.req.raw,
        { route, params: c.req.param() },
        {
          createContext: (resHeaders) => requestContext(c, deps, resHeaders),
          onError: (error) => noteServerError(c, error),
        },
      ),
    );
  }
}

/** The bytes of a "file" route's output (kept under this name for the report tests). */
export const fileBody = fileBytes;
