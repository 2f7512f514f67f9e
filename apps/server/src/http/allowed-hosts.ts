import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv } from "./app-env";
import { errorJson } from "./error-response";

/** Probes that load balancers and orchestrators send by address, whatever the Host: they tell nothing private. */
const PROBE_PATHS: ReadonlySet<string> = new Set(["/api/health", "/api/ready"]);

/**
 * Answers 421 to a Host header outside the configured list, so a DNS-rebound name cannot reach the app (the
 * browser would treat the attacker's name as same-origin). Off when nothing is configured; the liveness and
 * readiness checks stay reachable by address for load balancers.
 */
export function refuseUnknownHosts(allowed: ReadonlySet<string>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (PROBE_PATHS.has(c.req.path) || hostAllowed(c, allowed)) return next();
    return errorJson(c, 421, { message: "Unknown host", code: "MISDIRECTED_REQUEST" });
  };
}

/** Whether the request's Host is one the app answers (any, when none is configured). */
export function hostAllowed(c: Context, allowed: ReadonlySet<string>): boolean {
  if (allowed.size === 0) return true;
  return allowed.has((c.req.header("host") ?? new URL(c.req.url).host).toLowerCase());
}

/** PUBLIC_URL's host plus ALLOWED_HOSTS ("a.example.com, b.example.com:8443"), lower-cased. */
export function allowedHostSet(publicUrl: string | undefined, extra: string): Set<string> {
  const hosts = extra
    .split(",")
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
  if (publicUrl) hosts.push(new URL(publicUrl).host.toLowerCase());
  return new Set(hosts);
}
