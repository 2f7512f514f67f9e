/**
 * OpenAPI 3.1 treats templated paths that differ only in their parameters' names as the same path and forbids
 * both (`/api/materiality/{companyId}` for the list, `/api/materiality/{id}` for a topic). The server's URLs
 * stay as the spec has them; in the document each template gets one name per position, and an operation
 * whose route names that position otherwise documents the parameter under the shared name (its meaning, a
 * company or a row, is in its description).
 */
import type { RestRoute } from "../rest/route-types";
import { pathParamNames } from "./input-schemas";

/** The template's shape: its segments with every parameter blanked. */
const shapeOf = (path: string) => path.replace(/:\w+/g, ":");

/**
 * Each route's parameter names as documented, in path order: the route's own, except where another route of
 * the same shape names that position differently; then the name that is not `companyId` wins (a row id is
 * what the shared URL names in most operations), else the first in order.
 */
export function documentedParamNames(routes: readonly RestRoute[]): Map<RestRoute, string[]> {
  const byShape = new Map<string, RestRoute[]>();
  for (const route of routes) {
    const shape = shapeOf(route.path);
    byShape.set(shape, [...(byShape.get(shape) ?? []), route]);
  }
  const names = new Map<RestRoute, string[]>();
  for (const group of byShape.values()) {
    const lists = group.map((route) => pathParamNames(route.path));
    const chosen = (lists[0] ?? []).map((_, i) => {
      const candidates = lists.map((list) => list[i] as string);
      return candidates.find((name) => name !== "companyId") ?? (candidates[0] as string);
    });
    for (const route of group) names.set(route, chosen);
  }
  return names;
}

/** Hono's `/api/sites/:id` as OpenAPI's `/api/sites/{id}`, with the documented names. */
export function documentedPath(route: RestRoute, names: readonly string[]): string {
  let i = 0;
  return route.path.replace(/:(\w+)/g, (_, own: string) => `{${names[i++] ?? own}}`);
}
