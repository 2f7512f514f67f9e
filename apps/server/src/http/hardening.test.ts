import { Agent, request as httpRequest } from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { LoginThrottle } from "../auth/login-throttle";
import { createTestApp, listenOnLoopback } from "../test/test-app";

// The findings of an outside security review, each through the real app (docs/decisions/008-security-baseline.md).

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
const opened: TestApp[] = [];
async function app(overrides: Parameters<typeof createTestApp>[0] = {}) {
  const t = await createTestApp(overrides);
  opened.push(t);
  return t;
}
afterEach(async () => {
  await Promise.all(opened.splice(0).map((t) => t.close()));
});

const login = (t: TestApp, username: string, password: string, ip: string) =>
  t.request("/api/auth/login", { method: "POST", json: { username, password }, ip });

describe("finding 1: the login throttle cannot be raced", () => {
  it("200 parallel wrong passwords and then the right one: at most 5 are evaluated, the right one is refused", async () => {
    const t = await app({ throttle: new LoginThrottle() });
    const wrong = Array.from({ length: 200 }, (_, i) =>
      login(t, "demo", `wrong-${i}`, `10.20.${Math.floor(i / 200)}.${i % 200}`),
    );
    const results = await Promise.all([...wrong, login(t, "demo", "demo", "10.21.0.1")]);
    const evaluated = results.filter((r) => r.status !== 429);
    expect(evaluated.length).toBeLessThanOrEqual(5);
    expect(results.at(-1)?.status).toBe(429);
  }, 60_000);

  it("60 parallel attempts from one address: at most 20 are evaluated", async () => {
    const t = await app({ throttle: new LoginThrottle() });
    const results = await Promise.all(
      Array.from({ length: 60 }, (_, i) => login(t, `user-${i}`, "guess", "10.30.0.1")),
    );
    expect(results.filter((r) => r.status === 401).length).toBeLessThanOrEqual(20);
    expect(results.filter((r) => r.status === 429).length).toBeGreaterThanOrEqual(40);
  }, 60_000);

  it("a correct password gives its attempt back and clears the account's failures", async () => {
    const t = await app({ throttle: new LoginThrottle({ accountFailures: 3, clientFailures: 3 }) });
    expect((await login(t, "demo", "bad", "10.40.0.1")).status).toBe(401);
    expect((await login(t, "demo", "bad", "10.40.0.1")).status).toBe(401);
    expect((await login(t, "demo", "demo", "10.40.0.1")).status).toBe(200);
    // The success took no point from the client: a third failure is still evaluated, then the client is spent.
    expect((await login(t, "demo", "bad", "10.40.0.1")).status).toBe(401);
    expect((await login(t, "demo", "demo", "10.40.0.1")).status).toBe(429);
    // The account's failures were forgiven by the success: another client signs in at once.
    expect((await login(t, "demo", "demo", "10.40.0.2")).status).toBe(200);
  });

  it("a tRPC batch may carry at most one auth.login", async () => {
    const t = await app();
    const body = JSON.stringify({
      0: { username: "demo", password: "a" },
      1: { username: "demo", password: "b" },
    });
    const res = await t.request("/trpc/auth.login,auth.login?batch=1", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body,
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      message: "A batch may carry at most one sign-in",
      code: "BAD_REQUEST",
      reason: "validation_failed",
      requestId: expect.any(String),
    });
  });
});

/** Sends a request on a keep-alive agent with one socket and resolves the status and headers. */
function send(agent: Agent, port: number, opts: { method: string; path: string; body?: Buffer }) {
  return new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
    const req = httpRequest(
      {
        agent,
        host: "127.0.0.1",
        port,
        method: opts.method,
        path: opts.path,
        headers: {
          origin: `http://127.0.0.1:${port}`,
          "content-type": "application/json",
          ...(opts.body ? { "content-length": opts.body.length } : {}),
        },
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }));
      },
    );
    req.on("error", reject);
    req.end(opts.body);
  });
}

describe("finding 2: a refused body does not break the next request on the connection", () => {
  it.each([
    ["413 (over the body limit)", "/api/auth/login", 2 * 1024 * 1024, 413],
    ["401 before the body (REST, no session)", "/api/materiality", 512 * 1024, 401],
  ])("%s closes the connection; the next request succeeds", async (_name, path, size, status) => {
    const t = await app();
    const server = await listenOnLoopback(t.app);
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const big = Buffer.alloc(size, 0x20);
      const refused = await send(agent, server.port, { method: "POST", path, body: big });
      expect(refused.status).toBe(status);
      expect(refused.connection).toBe("close");
      for (let i = 0; i < 3; i++) {
        const next = await send(agent, server.port, { method: "GET", path: "/api/health" });
        expect(next.status).toBe(200);
      }
    } finally {
      agent.destroy();
      await server.close();
    }
  });
});

/** A body stream of `total` bytes that counts how much of it the server pulled. */
function countingBody(total: number) {
  const chunk = new Uint8Array(64 * 1024).fill(0x20);
  const counter = { pulled: 0 };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (counter.pulled >= total) return controller.close();
      counter.pulled += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { stream, counter };
}

describe("finding 3: anonymous bodies are refused before they are read", () => {
  it.each([
    ["REST", "/api/carbon/ingest"],
    ["tRPC", "/trpc/carbon.ingest"],
  ])("%s ingest without a session reads at most the small limit of a 30 MiB body", async (_n, path) => {
    const t = await app();
    const { stream, counter } = countingBody(30 * 1024 * 1024);
    const res = await t.request(path, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: stream,
      duplex: "half",
    } as RequestInit);
    expect([401, 413]).toContain(res.status);
    expect(counter.pulled).toBeLessThan(2 * 1024 * 1024);
  });

  it("a signed-in user may still send a large file to the ingest path", async () => {
    const t = await app({ maxBodyBytes: 1024 });
    const cookie = await t.login();
    const rows = Array.from({ length: 100 }, (_, i) => ({
      activity: "electricity",
      amount: 100 + i,
      unit: "kWh",
      region: "GB",
      date: "2024-03-01",
      description: `meter ${i}`,
    }));
    const res = await t.request("/api/carbon/ingest", {
      method: "POST",
      cookie,
      json: { sourceType: "energy_bill", rawData: { activities: rows } },
    });
    expect(res.status).toBe(200);
  });
});

describe("finding 8: writes need a same-origin signal", () => {
  it("refuses a write with neither Origin nor Sec-Fetch-Site (multipart, no input)", async () => {
    const t = await app();
    const cookie = await t.login();
    for (const path of ["/api/demo/reset", "/trpc/demo.reset"]) {
      const res = await t.request(path, {
        method: "POST",
        cookie,
        noOrigin: true,
        headers: { "content-type": "multipart/form-data; boundary=x" },
        body: "--x--",
      });
      expect(res.status).toBe(403);
    }
  });

  it.each([
    ["another scheme", { origin: "https://localhost" }],
    ["another port", { origin: "http://localhost:8080" }],
    ["Sec-Fetch-Site same-site", { "sec-fetch-site": "same-site" }],
    ["Sec-Fetch-Site none", { "sec-fetch-site": "none" }],
  ])("refuses an Origin or fetch site of %s", async (_name, headers) => {
    const t = await app();
    const cookie = await t.login();
    const res = await t.request("/api/demo/reset", { method: "POST", cookie, headers });
    expect(res.status).toBe(403);
  });

  it("with PUBLIC_URL, only that origin (scheme included) may write", async () => {
    const t = await app({ publicUrl: "https://esg.example.com" });
    const ok = await t.request("http://esg.example.com/api/auth/login", {
      method: "POST",
      headers: { origin: "https://esg.example.com" },
      json: { username: "demo", password: "demo" },
    });
    expect(ok.status).toBe(200);
    const http = await t.request("http://esg.example.com/api/auth/login", {
      method: "POST",
      headers: { origin: "http://esg.example.com" },
      json: { username: "demo", password: "demo" },
    });
    expect(http.status).toBe(403);
  });

  it("with allowed hosts configured, any other Host is refused (DNS rebinding)", async () => {
    const t = await app({ publicUrl: "https://esg.example.com", allowedHosts: "localhost:3000" });
    const rebound = await t.request("http://attacker.example/api/auth/login", {
      method: "POST",
      headers: { origin: "http://attacker.example" },
      json: { username: "demo", password: "demo" },
    });
    expect(rebound.status).toBe(421);
    expect((await t.request("http://localhost:3000/api/auth/user")).status).toBe(401);
    expect((await t.request("http://esg.example.com/api/auth/user")).status).toBe(401);
    // Load balancers probe by address.
    expect((await t.request("http://10.0.0.5/api/health")).status).toBe(200);
  });
});

describe("finding 9: headers and leaks", () => {
  it("sends Cache-Control: no-store with authenticated JSON on REST and tRPC", async () => {
    const t = await app();
    const cookie = await t.login();
    for (const path of ["/api/dashboard", "/trpc/dashboard.get", "/api/auth/user"]) {
      const res = await t.request(path, { cookie });
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toBe("no-store");
    }
  });

  it.each([
    [true, /Internal server error/],
    [false, /Output validation failed/],
  ])(
    "an output that fails its own schema is a 500 without its issue paths (production %s)",
    async (isProduction, message) => {
      const t = await app({ isProduction });
      const cookie = await t.login();
      await t.db.updateTable("materiality_topics").set({ category: "not-a-category" }).execute();
      for (const path of ["/api/materiality/1", "/trpc/materiality.list"]) {
        const res = await t.request(path, { cookie });
        expect(res.status).toBe(500);
        const text = await res.text();
        expect(text).toMatch(message);
        expect(text).not.toMatch(/category|issues/i);
      }
    },
  );

  it("deeply nested JSON is a 400 that does not leak a stack error", async () => {
    const t = await app();
    const cookie = await t.login();
    const deep = `${'{"a":'.repeat(50_000)}1${"}".repeat(50_000)}`;
    const module = `{"title":"x","description":"y","category":"Environmental","duration":10,"content":${deep}}`;
    for (const path of ["/api/training-modules", "/trpc/esgTraining.createModule", "/api/board-reports"]) {
      const res = await t.request(path, {
        method: "POST",
        cookie,
        headers: { "content-type": "application/json" },
        body: path.includes("board") ? `{"title":"x","content":${deep}}` : module,
      });
      expect(res.status).toBe(400);
      const text = await res.text();
      expect(text).not.toMatch(/call stack|RangeError/i);
      expect(text).toMatch(/nested/);
    }
  });

  it("does not serve source maps in production", async () => {
    const { mkdtempSync, mkdirSync, writeFileSync } = await import("node:fs");
    const { join } = await import("node:path");
    const { tmpdir } = await import("node:os");
    const dir = mkdtempSync(join(tmpdir(), "spa-maps-"));
    mkdirSync(join(dir, "assets"));
    writeFileSync(join(dir, "index.html"), "<!doctype html><title>shell</title>");
    writeFileSync(join(dir, "assets", "app-abc.js"), "1");
    writeFileSync(join(dir, "assets", "app-abc.js.map"), "{}");
    const prod = await app({ isProduction: true, staticDir: dir });
    expect((await prod.request("/assets/app-abc.js")).status).toBe(200);
    expect((await prod.request("/assets/app-abc.js.map")).status).toBe(404);
    const dev = await app({ staticDir: dir });
    expect((await dev.request("/assets/app-abc.js.map")).status).toBe(200);
  });
});
