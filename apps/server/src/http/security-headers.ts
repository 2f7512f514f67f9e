import type { MiddlewareHandler } from "hono";
import { secureHeaders } from "hono/secure-headers";

/** The Content-Security-Policy directives of the app (docs/decisions/008-security-baseline.md). */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  // Radix and visx position elements with inline style attributes.
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", "data:"],
  connectSrc: ["'self'"],
  fontSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
} as const satisfies Record<string, readonly string[]>;

export type CspDirectives = { [K in keyof typeof CONTENT_SECURITY_POLICY]: readonly string[] };

/** `{ scriptSrc: ["'self'"] }` → `script-src 'self'` (the header's text, directives joined by "; "). */
export function cspHeader(directives: CspDirectives): string {
  return Object.entries(directives)
    .map(([name, values]) => [name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`), ...values].join(" "))
    .join("; ");
}

const APP_POLICY = cspHeader(CONTENT_SECURITY_POLICY);

/**
 * CSP and hardening headers for every response. A page that sends its own CSP keeps it: only the API
 * reference does (api-docs.ts), with this policy plus a nonce for its inline start-up script.
 */
export function securityHeaders(opts: { isProduction: boolean }): MiddlewareHandler {
  const hardening = secureHeaders({
    xContentTypeOptions: "nosniff",
    referrerPolicy: "strict-origin-when-cross-origin",
    xFrameOptions: "DENY",
    strictTransportSecurity: opts.isProduction ? "max-age=31536000; includeSubDomains" : false,
    crossOriginEmbedderPolicy: false,
  });
  return (c, next) =>
    hardening(c, async () => {
      await next();
      if (!c.res.headers.has("Content-Security-Policy"))
        c.res.headers.set("Content-Security-Policy", APP_POLICY);
    });
}
