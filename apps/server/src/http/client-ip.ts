import type { Context } from "hono";

/**
 * The client's socket address. Forwarded headers are ignored on purpose: any client can forge them, and
 * per-client limits keyed on them could be dodged.
 */
export function clientIp(c: Context): string {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress ?? "unknown";
}
