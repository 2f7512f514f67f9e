import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestApp } from "../test/test-app";
import { LoginThrottle } from "./login-throttle";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeEach(async () => {
  t = await createTestApp({ throttle: new LoginThrottle({ accountFailures: 3, clientFailures: 5 }) });
});
afterEach(() => t.close());

describe("POST /api/auth/login", () => {
  it("signs in and sets an HttpOnly SameSite=Lax session cookie", async () => {
    const res = await t.request("/api/auth/login", {
      method: "POST",
      json: { username: "demo", password: "demo" },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      id: 1,
      username: "demo",
      name: "Alex Morgan",
      company: { id: 1, name: "Northwind Components Ltd", industry: "Manufacturing", dateLocale: "en-GB" },
      role: "admin",
    });
    const cookie = res.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^esg_session=[\w-]+\.[\w-]+;/);
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Lax");
    expect(cookie).toContain("Path=/");
    expect(cookie).not.toContain("Secure");
  });

  it("stores only a hash of the session secret", async () => {
    const cookie = await t.login();
    const secret = cookie.split(".")[1] ?? "";
    const rows = await t.db.selectFrom("sessions").selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(Buffer.from(rows[0]?.secret_hash ?? []).toString()).not.toContain(secret);
  });

  it("answers 400 with field paths when a field is missing", async () => {
    const res = await t.request("/api/auth/login", { method: "POST", json: { username: "demo" } });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.code).toBe("BAD_REQUEST");
    expect(body.issues).toEqual([{ path: ["password"], message: "Password is required" }]);
  });

  it("gives the same 401 body for a wrong password and an unknown user", async () => {
    const wrongPassword = await t.request("/api/auth/login", {
      method: "POST",
      json: { username: "demo", password: "x" },
    });
    const unknownUser = await t.request("/api/auth/login", {
      method: "POST",
      json: { username: "nobody", password: "demo" },
    });
    expect(wrongPassword.status).toBe(401);
    expect(unknownUser.status).toBe(401);
    const a = await wrongPassword.json();
    expect(a).toEqual({
      message: "Invalid credentials",
      code: "UNAUTHORIZED",
      reason: "unauthenticated",
      requestId: expect.any(String),
    });
    // The same body but for the request's own id: nothing tells an unknown user from a wrong password.
    expect(await unknownUser.json()).toEqual({ ...a, requestId: expect.any(String) });
    expect(wrongPassword.headers.get("set-cookie")).toBeNull();
  });

  it("throttles an account after repeated failures, even with the right password", async () => {
    for (let i = 0; i < 3; i++) {
      const r = await t.request("/api/auth/login", {
        method: "POST",
        json: { username: "demo", password: "bad" },
        ip: `10.0.0.${i}`,
      });
      expect(r.status).toBe(401);
    }
    const res = await t.request("/api/auth/login", {
      method: "POST",
      json: { username: "demo", password: "demo" },
      ip: "10.0.0.9",
    });
    expect(res.status).toBe(429);
    expect((await res.json()).code).toBe("TOO_MANY_REQUESTS");
  });

  it("throttles a client address that tries many accounts", async () => {
    for (let i = 0; i < 5; i++) {
      await t.request("/api/auth/login", {
        method: "POST",
        json: { username: `user${i}`, password: "x" },
        ip: "10.1.1.1",
      });
    }
    const res = await t.request("/api/auth/login", {
      method: "POST",
      json: { username: "demo", password: "demo" },
      ip: "10.1.1.1",
    });
    expect(res.status).toBe(429);
    const other = await t.request("/api/auth/login", {
      method: "POST",
      json: { username: "demo", password: "demo" },
      ip: "10.1.1.2",
    });
    expect(other.status).toBe(200);
  });

  it("ignores X-Forwarded-For when keying the client limit", async () => {
    for (let i = 0; i < 5; i++) {
      await t.request("/api/auth/login", {
        method: "POST",
        json: { username: `user${i}`, password: "x" },
        ip: "10.2.2.2",
        headers: { "x-forwarded-for": `192.168.0.${i}` },
      });
    }
    const res = await t.request("/api/auth/login", {
      method: "POST",
      json: { username: "demo", password: "demo" },
      ip: "10.2.2.2",
    });
    expect(res.status).toBe(429);
  });
});

describe("GET /api/auth/user and POST /api/auth/logout", () => {
  it("returns the user for a valid session and 401 without one", async () => {
    const cookie = await t.login();
    const res = await t.request("/api/auth/user", { cookie });
    expect(res.status).toBe(200);
    expect((await res.json()).username).toBe("demo");
    const anonymous = await t.request("/api/auth/user");
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({
      message: "Not signed in",
      code: "UNAUTHORIZED",
      reason: "unauthenticated",
      requestId: expect.any(String),
    });
  });

  it("refuses a forged token", async () => {
    const cookie = await t.login();
    const forged = `${cookie.slice(0, cookie.indexOf(".") + 1)}AAAA${cookie.slice(cookie.indexOf(".") + 5)}`;
    expect((await t.request("/api/auth/user", { cookie: forged })).status).toBe(401);
    expect((await t.request("/api/auth/user", { cookie: "esg_session=garbage" })).status).toBe(401);
  });

  it("logout deletes the session, clears the cookie, and the old cookie is refused", async () => {
    const cookie = await t.login();
    const res = await t.request("/api/auth/logout", { method: "POST", cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get("set-cookie")).toMatch(/esg_session=;.*Max-Age=0/);
    expect(await t.db.selectFrom("sessions").selectAll().execute()).toHaveLength(0);
    expect((await t.request("/api/auth/user", { cookie })).status).toBe(401);
    expect((await t.request("/api/auth/logout", { method: "POST", cookie })).status).toBe(401);
  });
});
