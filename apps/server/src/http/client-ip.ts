import type { Context } from "hono";
import ipaddr from "ipaddr.js";

type Address = ipaddr.IPv4 | ipaddr.IPv6;
/** Proxies whose forwarded headers are believed (TRUST_PROXY): addresses or CIDR ranges. */
export type TrustedProxies = readonly (readonly [Address, number])[];

/** "10.0.0.0/8, 127.0.0.1, ::1" → ranges; throws on an entry that is not an address or range. */
export function parseTrustedProxies(list: string): TrustedProxies {
  return list
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean)
    .map((entry) => {
      if (!entry.includes("/")) {
        const a = normalise(entry);
        if (!a) throw new Error(`TRUST_PROXY: "${entry}" is not an IP address or CIDR range`);
        return [a, a.kind() === "ipv4" ? 32 : 128] as const;
      }
      try {
        const [range, bits] = ipaddr.parseCIDR(entry);
        // "::ffff:10.0.0.0/104" is the IPv4 range 10.0.0.0/8: compare it with unwrapped IPv4 clients.
        if (range.kind() === "ipv6" && (range as ipaddr.IPv6).isIPv4MappedAddress()) {
          return [(range as ipaddr.IPv6).toIPv4Address(), Math.max(0, bits - 96)] as const;
        }
        return [range, bits] as const;
      } catch {
        throw new Error(`TRUST_PROXY: "${entry}" is not an IP address or CIDR range`);
      }
    });
}

/** An address with IPv4-mapped IPv6 (`::ffff:1.2.3.4`, as dual-stack sockets report IPv4) unwrapped. */
function normalise(text: string): Address | null {
  if (!ipaddr.isValid(text)) return null;
  const a = ipaddr.parse(text);
  return a.kind() === "ipv6" && (a as ipaddr.IPv6).isIPv4MappedAddress()
    ? (a as ipaddr.IPv6).toIPv4Address()
    : a;
}

function isTrusted(a: Address, trusted: TrustedProxies): boolean {
  return trusted.some(([range, bits]) => range.kind() === a.kind() && a.match(range, bits));
}

export type ClientInfo = {
  /** The client's address: the socket's, or the nearest untrusted hop of X-Forwarded-For behind a trusted proxy. */
  address: string;
  /** Key of per-client limits: the address, or its /64 for IPv6 (one subscriber usually holds a whole /64). */
  key: string;
  /** "https" when a trusted proxy says so, else the scheme of the connection. */
  protocol: "http" | "https";
};

/**
 * Resolves who the client is. Forwarded headers are believed only when the socket peer is a configured proxy
 * (any client can forge them); the list is walked from the right, skipping our own proxies.
 */
export function resolveClient(
  socketAddress: string | undefined,
  headers: { forwardedFor?: string; forwardedProto?: string; connectionProtocol: "http" | "https" },
  trusted: TrustedProxies,
): ClientInfo {
  let client = socketAddress ? normalise(socketAddress) : null;
  let protocol = headers.connectionProtocol;
  if (client && trusted.length > 0 && isTrusted(client, trusted)) {
    const hops = (headers.forwardedFor ?? "").split(",").map((h) => h.trim());
    for (let i = hops.length - 1; i >= 0; i--) {
      const hop = normalise(hops[i] as string);
      if (!hop) break; // a malformed hop: stop at the last proxy we trust rather than guess
      client = hop;
      if (!isTrusted(hop, trusted)) break;
    }
    const proto = headers.forwardedProto?.split(",")[0]?.trim().toLowerCase();
    if (proto === "https" || proto === "http") protocol = proto;
  }
  if (!client) return { address: socketAddress ?? "unknown", key: socketAddress ?? "unknown", protocol };
  return { address: client.toString(), key: limitKey(client), protocol };
}

function limitKey(a: Address): string {
  if (a.kind() === "ipv4") return a.toString();
  const parts = (a as ipaddr.IPv6).parts.slice(0, 4);
  return `${parts.map((p) => p.toString(16)).join(":")}::/64`;
}

/** The socket of a request served by @hono/node-server (tests fake `env.incoming` the same way). */
export function socketOf(c: Context): { remoteAddress?: string; encrypted?: boolean } | undefined {
  const env = c.env as
    | { incoming?: { socket?: { remoteAddress?: string; encrypted?: boolean } } }
    | undefined;
  return env?.incoming?.socket;
}

export function clientOf(c: Context, trusted: TrustedProxies): ClientInfo {
  const socket = socketOf(c);
  return resolveClient(
    socket?.remoteAddress,
    {
      forwardedFor: c.req.header("x-forwarded-for"),
      forwardedProto: c.req.header("x-forwarded-proto"),
      connectionProtocol: socket?.encrypted ? "https" : "http",
    },
    trusted,
  );
}

/** Whether the socket peer itself is one of the TRUST_PROXY proxies, whose own headers may be believed. */
export function peerIsTrustedProxy(c: Context, trusted: TrustedProxies): boolean {
  return peerAddressIsTrusted(socketOf(c)?.remoteAddress, trusted);
}

/** The same, for the socket's peer address itself (a request seen before Hono, http/kept-listener.ts). */
export function peerAddressIsTrusted(peer: string | undefined, trusted: TrustedProxies): boolean {
  const address = peer ? normalise(peer) : null;
  return address !== null && isTrusted(address, trusted);
}
