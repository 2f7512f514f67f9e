import { isIPv4, isIPv6 } from "node:net";
import ipaddr from "ipaddr.js";

/**
 * ipaddr.js names the special-purpose ranges it knows and calls everything else "unicast", so a range it
 * does not list (::/96 IPv4-compatible, 64:ff9b:1::/48 local-use NAT64, fec0::/10 site-local, 5f00::/16, ...)
 * would pass as public. 2000::/3 is the only block IANA delegates as global unicast, so an IPv6 address must
 * sit inside it as well: that turns the check from "not known to be bad" into "known to be global".
 */
const GLOBAL_UNICAST_V6 = ipaddr.IPv6.parseCIDR("2000::/3");

/** Non-global ranges inside 2000::/3 that ipaddr.js 2.3 does not know yet. */
const REFUSED_V6 = [
  ipaddr.IPv6.parseCIDR("3fff::/20"), // documentation, RFC 9637
];

/**
 * Whether an IP address may be fetched: deny by default. An address passes only when ipaddr.js classifies it
 * as "unicast" (so not loopback, private, link-local incl. 169.254.169.254 cloud metadata, CGNAT, unique-local,
 * multicast, reserved, ...), an IPv6 one is also in global unicast space and not in REFUSED_V6, and an IPv4
 * address carried inside it is itself allowed.
 *
 * The transition forms that relay to an IPv4 address through some gateway (NAT64 64:ff9b::/96, 6to4
 * 2002::/16, Teredo 2001::/32, IPv4-translated ::ffff:0:0:0/96) are not "unicast" to ipaddr.js and are refused
 * whatever IPv4 they carry: the gateway, not this check, would choose where the bytes go.
 */
export function isPublicUnicast(address: string): boolean {
  if (isIPv4(address)) return ipaddr.IPv4.parse(address).range() === "unicast";
  const v6 = parseIPv6(address);
  if (!v6) return false;
  // Dual-stack resolvers hand back plain IPv4 sites as ::ffff:a.b.c.d, and the socket connects to that IPv4.
  if (v6.isIPv4MappedAddress()) return isPublicUnicast(v6.toIPv4Address().toString());
  if (v6.range() !== "unicast" || !v6.match(GLOBAL_UNICAST_V6)) return false;
  if (REFUSED_V6.some((range) => v6.match(range))) return false;
  const carried = isatapIPv4(v6);
  return carried === null || isPublicUnicast(carried);
}

/**
 * ipaddr.js reads "::a.b.c.d" as ::ffff:a.b.c.d, but it is the IPv4-compatible ::a.b.c.d, and glibc prints
 * DNS answers in ::/96 that way. The WHATWG URL parser (the one that read the user's URL) gets it right, so the
 * address goes through it first. It also rejects zone ids ("fe80::1%eth0"), which are never public anyway.
 */
function parseIPv6(address: string): ipaddr.IPv6 | null {
  if (!isIPv6(address)) return null;
  try {
    return ipaddr.IPv6.parse(new URL(`http://[${address}]/`).hostname.slice(1, -1));
  } catch {
    return null;
  }
}

/**
 * ISATAP (RFC 5214) puts an IPv4 address in the interface id of an ordinary global prefix
 * (…:0000:5efe:a.b.c.d, u/g bits may be set); a host with an ISATAP interface tunnels straight to it.
 */
function isatapIPv4(v6: ipaddr.IPv6): string | null {
  const [, , , , flags = 0, marker, hi = 0, lo = 0] = v6.parts;
  if ((flags & 0xfcff) !== 0 || marker !== 0x5efe) return null;
  return `${hi >> 8}.${hi & 0xff}.${lo >> 8}.${lo & 0xff}`;
}

/** A test-only exception list of CIDRs ("127.0.0.1/32"); production never builds one. */
export function matchesAny(address: string, cidrs: readonly string[]): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.process(address);
  return cidrs.some((cidr) => {
    const [range, bits] = ipaddr.parseCIDR(cidr);
    return range.kind() === parsed.kind() && parsed.match(range, bits);
  });
}
