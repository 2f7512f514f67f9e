import type { MiddlewareHandler } from "hono";

type Incoming = { readableEnded?: boolean; headers?: Record<string, string | string[] | undefined> };

/**
 * An answer sent before the request body was read (413, 401 before the body, 403, 415) must not leave the
 * unread bytes on a keep-alive socket, where they would be parsed as the next request. `Connection: close`
 * makes Node end the socket after the response and tells the client not to reuse it.
 */
export function closeUnreadBodies(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const incoming = (c.env as { incoming?: Incoming } | undefined)?.incoming;
    if (incoming?.readableEnded !== false) return;
    const h = incoming.headers ?? {};
    const hasBody = h["transfer-encoding"] !== undefined || Number(h["content-length"] ?? 0) > 0;
    if (hasBody) c.res.headers.set("Connection", "close");
  };
}
