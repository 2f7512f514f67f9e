import ipaddr from "ipaddr.js";

/**
 * Whether an IP address may be fetched: only public unicast. ipaddr.js classifies the special-purpose
 * registries (IANA IPv4/IPv6): loopback, private, link-local (incl. 169.254.169.254 cloud metadata), CGNAT,
 * unique-local, unspecified, multicast, reserved, 6to4, Teredo, NAT64 (64:ff9b::/96) and IPv4-mapped/translated
 * forms are all something other than "unicast". An IPv4-mapped IPv6 address is judged by its IPv4 part.
 */
export function isPublicUnicast(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === "ipv6" && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  }
  return parsed.range() === "unicast";
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
