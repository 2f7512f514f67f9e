import { fileBytes, handleRestRequest, type RestRoute } from "@esg/api";
import type { Hono } from "hono";
import { noteServerError } from "../logging/request-log";
import type { AppEnv } from "./app-env";
import { type ContextDeps, requestContext } from "./request-context";

/**
 * Mounts every documented REST path on packages/api's REST adapter, the one the offline demo uses too. Each row
 * is its own Hono route so that the request log names its pattern (/api/sites/:id, never the ids); the adapter
 * is handed that row alone and does the rest: the session and company checks, the input, the call, the answer.
 */
export function mountRestRoutes(app: Hono<AppEnv>, routes: readonly RestRoute[], deps: ContextDeps) {
  for (const route of routes) {
    app.on(route.method, route.path, async (c, next) => {
      const response = await handleRestRequest(c.req.raw, {
        routes: [route],
        createContext: (resHeaders) => requestContext(c, deps, resHeaders),
        onError: (error) => noteServerError(c, error),
      });
      return response ?? next();
    });
  }
}

/** The bytes of a "file" route's output (kept under this name for the report tests). */
export const fileBody = fileBytes;
