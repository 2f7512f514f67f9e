import { randomUUID } from "node:crypto";
import type { Context } from "hono";
import { peerAddressIsTrusted, socketOf, type TrustedProxies } from "../http/client-ip";

export const REQUEST_ID_HEADER = "X-Request-Id";

/** What a proxy's id may look like: short, and nothing that could break a log line or a header. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * The request's id: the one a trusted proxy (TRUST_PROXY) sent, so its log and ours share it, or a new UUID.
 * Any other client's X-Request-Id is ignored: it could otherwise forge or collide with other requests' ids.
 */
export function requestIdFor(c: Context, trusted: TrustedProxies): string {
  return requestIdOf(c.req.header(REQUEST_ID_HEADER), socketOf(c)?.remoteAddress, trusted);
}

/** The same from the offered header and the socket's peer address. */
export function requestIdOf(offered: string | undefined, peer: string | undefined, trusted: TrustedProxies) {
  if (offered !== undefined && SANE_REQUEST_ID.test(offered) && peerAddressIsTrusted(peer, trusted))
    return offered;
  return randomUUID();
}
