import type { RestRoute } from "./route-types";

export type RestMatch = { route: RestRoute; params: Record<string, string> };

/**
 * The first declared route for a method and path, with its decoded `:params`. It matches as the server's
 * Hono router does (the offline demo has no router of its own): segment by segment, case-sensitive, no
 * trailing slash, no empty parameter, and HEAD answered as GET.
 */
export function matchRestRoute(
  routes: readonly RestRoute[],
  method: string,
  pathname: string,
): RestMatch | null {
  const wanted = method === "HEAD" ? "GET" : method;
  const parts = pathname.split("/");
  for (const route of routes) {
    if (route.method !== wanted) continue;
    const params = matchPath(segmentsOf(route), parts);
    if (params) return { route, params };
  }
  return null;
}

/** Each route's pattern split once: the demo scans every route on every request. */
const patterns = new WeakMap<RestRoute, string[]>();

function segmentsOf(route: RestRoute): string[] {
  let segments = patterns.get(route);
  if (!segments) {
    segments = route.path.split("/");
    patterns.set(route, segments);
  }
  return segments;
}

function matchPath(pattern: string[], parts: string[]): Record<string, string> | null {
  if (pattern.length !== parts.length) return null;
  const params: Record<string, string> = {};
  for (const [i, segment] of pattern.entries()) {
    const part = parts[i] as string;
    if (segment.startsWith(":")) {
      if (part === "") return null;
      params[segment.slice(1)] = decodeSegment(part);
    } else if (segment !== part) return null;
  }
  return params;
}

/** A malformed escape (`%E0%A4%A`) stays as sent, as Hono leaves it: the procedure's schema refuses it. */
function decodeSegment(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}
