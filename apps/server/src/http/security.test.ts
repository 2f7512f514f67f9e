import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestApp } from "../test/test-app";

let t: Awaited<ReturnType<typeof createTestApp>>;
let cookie: string;
beforeEach(async () => {
  t = await createTestApp({ maxBodyBytes: 2048 });
  cookie = await t.login();
});
afterEach(() => t.close());

describe("cross-site write refusal", () => {
  it.each([
    [
      "JSON with a foreign Origin",
      { origin: "https://evil.example", "content-type": "application/json" },
      "{}",
    ],
    [
      "form-encoded with a foreign Origin",
      { origin: "https://evil.example", "content-type": "application/x-www-form-urlencoded" },
      "a=1",
    ],
    [
      "multipart with a foreign Origin",
      { origin: "https://evil.example", "content-type": "multipart/form-data; boundary=x" },
      "--x--",
    ],
    ["Sec-Fetch-Site cross-site", { "sec-fetch-site": "cross-site", "content-type": "text/plain" }, "{}"],
    ["Origin null", { origin: "null", "content-type": "application/json" }, "{}"],
  ])("refuses %s with 403 on /api and /trpc", async (_name, headers, body) => {
    for (const path of ["/api/demo/reset", "/trpc/demo.reset"]) {
      const res = await t.request(path, { method: "POST", headers, body, cookie });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({
        message: "Cross-site request refused",
        code: "FORBIDDEN",
        reason: "cross_site_request",
        requestId: expect.any(String),
      });
    }
  });

  it("allows same-origin writes and cross-site reads", async () => {
    const same = await t.request("http://localhost/api/demo/reset", {
      method: "POST",
      headers: { origin: "http://localhost", "sec-fetch-site": "same-origin" },
      cookie,
    });
    expect(same.status).toBe(200);
    const read = await t.request("/api/dashboard", { headers: { "sec-fetch-site": "cross-site" }, cookie });
    expect(read.status).toBe(200);
  });
});

describe("security headers", () => {
  it("sends the CSP and hardening headers, without HSTS outside production", async () => {
    const res = await t.request("/api/health");
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("img-src 'self' data:");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("strict-transport-security")).toBeNull();
  });

  it("adds HSTS in production", async () => {
    const prod = await createTestApp({ isProduction: true });
    const res = await prod.request("/api/health");
    expect(res.headers.get("strict-transport-security")).toContain("max-age=");
    await prod.close();
  });
});

describe("request errors", () => {
  it("answers 413 for a body over the limit", async () => {
    const res = await t.request("/api/auth/login", {
      method: "POST",
      json: { username: "demo", password: "x".repeat(5000) },
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({
      message: "Request body too large",
      code: "PAYLOAD_TOO_LARGE",
      reason: "payload_too_large",
      requestId: expect.any(String),
    });
  });

  it("answers 400 for malformed JSON on REST and tRPC", async () => {
    const rest = await t.request("/api/auth/login", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{nope",
    });
    expect(rest.status).toBe(400);
    expect(await rest.json()).toEqual({
      message: "Malformed JSON body",
      code: "BAD_REQUEST",
      reason: "malformed_body",
      requestId: expect.any(String),
    });
    const rpc = await t.request("/trpc/auth.login", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{nope",
    });
    expect(rpc.status).toBe(400);
  });

  it("answers 415 for a non-JSON body on REST", async () => {
    const res = await t.request("/api/auth/login", {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: "hi",
    });
    expect(res.status).toBe(415);
  });

  it("answers 404 JSON for an unknown API path", async () => {
    const res = await t.request("/api/nope", { cookie });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      message: "Not found",
      code: "NOT_FOUND",
      reason: "not_found",
      requestId: expect.any(String),
    });
  });

  it("rejects a tRPC batch larger than the maximum", async () => {
    const paths = Array.from({ length: 11 }, () => "auth.user").join(",");
    const res = await t.request(`/trpc/${paths}?batch=1&input=%7B%7D`, { cookie });
    expect(res.status).toBe(400);
    const ok = await t.request(
      `/trpc/${Array.from({ length: 10 }, () => "auth.user").join(",")}?batch=1&input=%7B%7D`,
      { cookie },
    );
    expect(ok.status).toBe(200);
  });

  it("never leaks internal messages in production", async () => {
    const prod = await createTestApp({ isProduction: true });
    const c = await prod.login();
    await sql`ALTER TABLE suppliers RENAME TO suppliers_gone`.execute(prod.db);
    for (const path of ["/api/dashboard", "/trpc/dashboard.get"]) {
      const res = await prod.request(path, { cookie: c });
      expect(res.status).toBe(500);
      const text = await res.text();
      expect(text).toContain("Internal server error");
      expect(text).not.toMatch(/suppliers|SQLITE|no such table|does not exist|relation|at .*\.ts/i);
    }
    await prod.close();
  });
});
