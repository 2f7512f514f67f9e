/**
 * The documented REST paths (spec part 1 §7, part 2 §7), read once from the procedures' own `.meta({ rest })`:
 * there is no table to keep in step with the routers. The server mounts these, the offline demo matches them,
 * and the OpenAPI document lists them, all in this order.
 */
import type { AnyRouter } from "@trpc/server";
import { appRouter } from "../root";
import type { ProcedureMeta } from "../trpc";
import { REST_TAGS } from "./declaration";
import type { RestRoute } from "./route-types";

type DeclaredProcedure = { _def: { meta?: ProcedureMeta } };

/**
 * Every procedure of a router that declares a REST path, grouped by tag in `REST_TAGS` order and, within a
 * tag, in the order the routers declare them (`_def.procedures` keeps the order of the router records).
 * Throws when two procedures claim the same method and path, so a clash fails at start-up and in every test.
 */
export function restRoutesOf(router: AnyRouter): RestRoute[] {
  const procedures = router._def.procedures as Record<string, DeclaredProcedure>;
  const routes: RestRoute[] = [];
  const seen = new Map<string, string>();
  for (const [procedure, { _def }] of Object.entries(procedures)) {
    const rest = _def.meta?.rest;
    if (!rest) continue;
    const key = `${rest.method} ${rest.path}`;
    const other = seen.get(key);
    if (other) throw new Error(`${procedure} and ${other} both declare REST ${key}`);
    seen.set(key, procedure);
    // The path is the router's own key, so it names a procedure by construction.
    const roles = _def.meta?.roles;
    routes.push({ ...rest, procedure: procedure as RestRoute["procedure"], ...(roles ? { roles } : {}) });
  }
  const rank = (route: RestRoute) => REST_TAGS.indexOf(route.tag);
  return routes.sort((a, b) => rank(a) - rank(b));
}

/** The product's REST routes, derived from `appRouter` once, when the module loads. */
export const restRoutes: readonly RestRoute[] = restRoutesOf(appRouter);
