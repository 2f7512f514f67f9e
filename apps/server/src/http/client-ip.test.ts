import { describe, expect, it } from "vitest";
import { LoginThrottle } from "../auth/login-throttle";
import { createTestApp } from "../test/test-app";
import { parseTrustedProxies, resolveClient } from "./client-ip";

// Behind a load balancer each client keeps its own limits.
const http = { connectionProtocol: "http" as const };

describe("resolveClient", () => {
  const proxies = parseTrustedProxies("10.0.0.0/8, 127.0.0.1");

  it.each([
    [
      "no proxy configured: the socket, whatever the header says",
      "203.0.113.9",
      "198.51.100.1",
      [],
      "203.0.113.9",
    ],
    ["an untrusted peer cannot forge the header", "203.0.113.9", "198.51.100.1", proxies, "203.0.113.9"],
    ["a trusted proxy: the hop it saw", "10.0.0.2", "198.51.100.1", proxies, "198.51.100.1"],
    [
      "a chain: the nearest hop that is not ours",
      "10.0.0.2",
      "6.6.6.6, 198.51.100.1, 10.1.1.1",
      proxies,
      "198.51.100.1",
    ],
    [
      "a malformed hop stops the walk at our proxy",
      "10.0.0.2",
      "198.51.100.1, nonsense",
      proxies,
      "10.0.0.2",
    ],
    [
      "IPv4-mapped socket addresses are unwrapped",
      "::ffff:10.0.0.2",
      "198.51.100.7",
      proxies,
      "198.51.100.7",
    ],
  ] as const)("%s", (_name, socket, xff, trusted, expected) => {
    expect(resolveClient(socket, { forwardedFor: xff, ...http }, trusted).address).toBe(expected);
  });

  it("groups IPv6 clients by /64 and keeps IPv4 clients apart", () => {
    const a = resolveClient("2001:db8:1:2:aaaa::1", http, []);
    const b = resolveClient("2001:db8:1:2:bbbb::2", http, []);
    const c = resolveClient("2001:db8:1:3::1", http, []);
    expect(a.key).toBe("2001:db8:1:2::/64");
    expect(b.key).toBe(a.key);
    expect(c.key).not.toBe(a.key);
    expect(resolveClient("192.0.2.1", http, []).key).toBe("192.0.2.1");
  });

  it("believes X-Forwarded-Proto only from a trusted proxy", () => {
    expect(resolveClient("10.0.0.2", { forwardedProto: "https", ...http }, proxies).protocol).toBe("https");
    expect(resolveClient("203.0.113.9", { forwardedProto: "https", ...http }, proxies).protocol).toBe("http");
  });

  it("refuses a TRUST_PROXY entry that is not an address or range", () => {
    expect(() => parseTrustedProxies("10.0.0.0/8, proxy.internal")).toThrow(/TRUST_PROXY/);
  });
});

describe("per-client limits behind a trusted proxy", () => {
  const attempt = (t: Awaited<ReturnType<typeof createTestApp>>, xff: string) =>
    t.request("/api/auth/login", {
      method: "POST",
      json: { username: `nobody-${xff}`, password: "x" },
      ip: "10.0.0.2",
      headers: { "x-forwarded-for": xff },
    });

  it("keys the sign-in throttle on the forwarded client, not the proxy", async () => {
    const t = await createTestApp({
      trustProxy: "10.0.0.0/8",
      throttle: new LoginThrottle({ clientFailures: 2 }),
    });
    expect((await attempt(t, "198.51.100.1")).status).toBe(401);
    expect((await attempt(t, "198.51.100.1")).status).toBe(401);
    expect((await attempt(t, "198.51.100.1")).status).toBe(429);
    expect((await attempt(t, "198.51.100.2")).status).toBe(401); // another client behind the same proxy
    await t.close();
  });

  it("without TRUST_PROXY every client behind the proxy shares one budget (the header is ignored)", async () => {
    const t = await createTestApp({ throttle: new LoginThrottle({ clientFailures: 2 }) });
    await attempt(t, "198.51.100.1");
    await attempt(t, "198.51.100.2");
    expect((await attempt(t, "198.51.100.3")).status).toBe(429);
    await t.close();
  });
});
