import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DEMO_USER } from "@esg/db";
import { describe, expect, it } from "vitest";
import { readEnv } from "../env";
import { memoryLogger } from "../test/memory-logger";
import { cookieFrom, createTestApp } from "../test/test-app";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const INFO = 30;
const ERROR = 50;

const PASSWORD = "never-log-this-password-7f3a";
const BEARER = "esg_never-log-this-token-9c2e";
const BODY_TEXT = "Never log this body text 41d8";
const QUERY_TEXT = "never-log-this-query";

/** A built SPA: an index.html and one hashed asset. */
function spaDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "esg-request-log-"));
  mkdirSync(join(dir, "assets"));
  writeFileSync(join(dir, "index.html"), "<!doctype html><title>ESG</title>");
  writeFileSync(join(dir, "assets", "app-abc123.js"), "export {}");
  return dir;
}

describe("the request log: one structured line per request", () => {
  it("has the method, route pattern, status, duration, request id, user and company, and nothing sent", async () => {
    const log = memoryLogger();
    const t = await createTestApp({ logger: log.logger, staticDir: spaDir() });
    try {
      const refused = await t.request("/api/auth/login", {
        method: "POST",
        json: { username: DEMO_USER.username, password: PASSWORD },
      });
      expect(refused.status).toBe(401);
      const signedIn = await t.request("/api/auth/login", {
        method: "POST",
        json: { username: DEMO_USER.username, password: DEMO_USER.password },
      });
      const cookie = cookieFrom(signedIn);
      const userRes = await t.request("/api/auth/user", { cookie });
      const user = await userRes.json();
      const emissions = await t.request(`/api/carbon/emissions/${user.company.id}?note=${QUERY_TEXT}`, {
        cookie,
      });
      expect(emissions.status).toBe(200);
      const created = await t.request("/api/materiality", {
        method: "POST",
        cookie,
        json: {
          topic: BODY_TEXT,
          category: "Environmental",
          businessImpact: 4,
          stakeholderConcern: 5,
          description: BODY_TEXT,
        },
      });
      expect(created.status).toBe(200);
      const bearer = await t.request("/api/auth/user", { headers: { authorization: `Bearer ${BEARER}` } });
      const trpc = await t.request("/trpc/materiality.list", { cookie });
      expect(trpc.status).toBe(200);
      const notFound = await t.request("/api/no-such-route/42", { cookie });
      expect(notFound.status).toBe(404);
      const shell = await t.request("/dashboard");
      expect(shell.status).toBe(200);
      const asset = await t.request("/assets/app-abc123.js");
      expect(asset.status).toBe(200);
      const responses = [
        refused,
        signedIn,
        userRes,
        emissions,
        created,
        bearer,
        trpc,
        notFound,
        shell,
        asset,
      ];

      const lines = log.lines();
      expect(lines).toHaveLength(responses.length);
      for (const line of lines) {
        expect(line.requestId).toMatch(UUID);
        expect(typeof line.durationMs).toBe("number");
        expect(line.level).toBe(INFO);
        expect(line.msg).toBe(`${line.method} ${line.route} ${line.status}`);
      }
      // Each response's X-Request-Id is the id of its own line.
      expect(new Set(lines.map((l) => l.requestId)).size).toBe(lines.length);
      expect(responses.map((res) => res.headers.get("x-request-id"))).toEqual(lines.map((l) => l.requestId));
      const lineOf = (res: Response) => lines.find((l) => l.requestId === res.headers.get("x-request-id"));

      expect(lineOf(refused)).toMatchObject({ method: "POST", route: "/api/auth/login", status: 401 });
      expect(lineOf(refused)).not.toHaveProperty("userId");
      expect(lineOf(emissions)).toMatchObject({
        method: "GET",
        route: "/api/carbon/emissions/:companyId",
        status: 200,
        userId: user.id,
        companyId: user.company.id,
      });
      expect(lineOf(created)).toMatchObject({ method: "POST", route: "/api/materiality", userId: user.id });
      expect(lineOf(trpc)).toMatchObject({ route: "/trpc/*", procedure: "materiality.list", status: 200 });
      expect(lineOf(notFound)).toMatchObject({ route: "/api/*", status: 404 });
      expect(lineOf(shell)).toMatchObject({ route: "spa", status: 200 });
      expect(lineOf(asset)).toMatchObject({ route: "spa", status: 200 });

      // No cookie, password, token, body or query string, anywhere in what was written.
      const sessionToken = cookie.slice(cookie.indexOf("=") + 1);
      expect(sessionToken.length).toBeGreaterThan(10);
      for (const secret of [sessionToken, PASSWORD, DEMO_USER.password, BEARER, BODY_TEXT, QUERY_TEXT]) {
        expect(log.text()).not.toContain(secret);
      }
      expect(log.text()).not.toMatch(/cookie|authorization|"(headers|body|query)"/i);
    } finally {
      await t.close();
    }
  });

  it("echoes the id on refusals before routing, and labels them so", async () => {
    const log = memoryLogger();
    const t = await createTestApp({ logger: log.logger, publicUrl: "https://esg.example.com" });
    try {
      const res = await t.request("/api/auth/config", { headers: { host: "rebound.example.net" } });
      expect(res.status).toBe(421);
      const [line] = log.lines();
      expect(res.headers.get("x-request-id")).toBe(line?.requestId);
      expect(line).toMatchObject({ route: "*", status: 421, level: INFO });
    } finally {
      await t.close();
    }
  });
});

describe("X-Request-Id", () => {
  it("is generated (a UUID) when the client is not a trusted proxy, whatever it sends", async () => {
    const log = memoryLogger();
    const t = await createTestApp({ logger: log.logger, trustProxy: "10.0.0.1" });
    try {
      const plain = await t.request("/api/health");
      expect(plain.headers.get("x-request-id")).toMatch(UUID);
      const forged = await t.request("/api/health", {
        ip: "203.0.113.9",
        headers: { "x-request-id": "forged-id-1" },
      });
      expect(forged.headers.get("x-request-id")).toMatch(UUID);
      expect(log.text()).not.toContain("forged-id-1");
    } finally {
      await t.close();
    }
  });

  it("is a trusted proxy's own id when it looks like one, so the proxy's log and ours share it", async () => {
    const log = memoryLogger();
    const t = await createTestApp({ logger: log.logger, trustProxy: "10.0.0.0/8" });
    try {
      const id = "lb-2f9c.7:a_1";
      const res = await t.request("/api/health", { ip: "10.1.2.3", headers: { "x-request-id": id } });
      expect(res.headers.get("x-request-id")).toBe(id);
      expect(log.lines()[0]?.requestId).toBe(id);
      // An id that could break a line or a header, or is too long, is replaced.
      for (const bad of ["two words", "a".repeat(129), "x\u00e9", "", "<script>"]) {
        const other = await t.request("/api/health", { ip: "10.1.2.3", headers: { "x-request-id": bad } });
        expect(other.headers.get("x-request-id")).toMatch(UUID);
      }
      expect(
        (
          await t.request("/api/health", { ip: "10.1.2.3", headers: { "x-request-id": "a".repeat(128) } })
        ).headers.get("x-request-id"),
      ).toBe("a".repeat(128));
    } finally {
      await t.close();
    }
  });
});

describe("errors", () => {
  /** A page fetcher that fails as no fetcher should: a plain Error, which becomes a 500. */
  const brokenFetcher = {
    fetchHtml: async () => {
      throw new Error("the fetcher broke unexpectedly");
    },
  };

  it.each([
    ["REST", "/api/companies/scrape", "/api/companies/scrape"],
    ["tRPC", "/trpc/companyData.scrape", "/trpc/*"],
  ])(
    "a %s 500 is logged once, at error level, with its stack and request id; the body has no stack",
    async (_, path, route) => {
      const log = memoryLogger();
      const t = await createTestApp({ logger: log.logger, webFetcher: brokenFetcher });
      try {
        const cookie = await t.login();
        const res = await t.request(path, {
          method: "POST",
          cookie,
          json: { websiteUrl: "https://acme.example/" },
        });
        expect(res.status).toBe(500);
        const body = await res.text();
        expect(body).not.toMatch(/\bat .*\(|\.ts:\d+|stack/);

        const errors = log.lines().filter((l) => l.level === ERROR);
        expect(errors).toHaveLength(1);
        const [line] = errors;
        expect(line).toMatchObject({ requestId: res.headers.get("x-request-id"), route, status: 500 });
        const err = JSON.stringify(line?.err);
        expect(err).toContain("the fetcher broke unexpectedly");
        expect(err).toMatch(/\\n\s+at /);
        expect(log.lines()).toHaveLength(2); // the sign-in and the failed request
      } finally {
        await t.close();
      }
    },
  );

  it("a client's mistake (400, 401, 403, 404) is not logged as an error", async () => {
    const log = memoryLogger();
    const t = await createTestApp({ logger: log.logger });
    try {
      const cookie = await t.login();
      expect((await t.request("/api/auth/user")).status).toBe(401);
      expect((await t.request("/api/carbon/emissions/999", { cookie })).status).toBe(403);
      expect((await t.request("/api/materiality", { method: "POST", cookie, json: {} })).status).toBe(400);
      expect((await t.request("/api/documents/999999/download", { cookie })).status).toBe(404);
      expect(log.lines()).toHaveLength(5);
      expect(log.lines().every((l) => l.level === INFO && l.err === undefined)).toBe(true);
    } finally {
      await t.close();
    }
  });

  it("LOG_LEVEL=warn keeps the errors and drops the request lines", async () => {
    const log = memoryLogger("warn");
    const t = await createTestApp({ logger: log.logger, webFetcher: brokenFetcher });
    try {
      const cookie = await t.login();
      await t.request("/api/companies/scrape", {
        method: "POST",
        cookie,
        json: { websiteUrl: "https://a.example/" },
      });
      expect(log.lines().map((l) => [l.level, l.status])).toEqual([[ERROR, 500]]);
    } finally {
      await t.close();
    }
  });
});

describe("LOG_LEVEL", () => {
  it("defaults to info, takes pino's levels and silent, and refuses anything else", () => {
    expect(readEnv({}).LOG_LEVEL).toBe("info");
    for (const level of ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const) {
      expect(readEnv({ LOG_LEVEL: level }).LOG_LEVEL).toBe(level);
    }
    expect(() => readEnv({ LOG_LEVEL: "verbose" })).toThrow(/LOG_LEVEL/);
    expect(() => readEnv({ LOG_LEVEL: "INFO" })).toThrow(/LOG_LEVEL/);
  });

  it("pretty lines only when NODE_ENV=development is set (pnpm dev), JSON otherwise (pnpm start)", () => {
    expect(readEnv({ NODE_ENV: "development" }).prettyLogs).toBe(true);
    expect(readEnv({}).prettyLogs).toBe(false);
    expect(readEnv({ NODE_ENV: "production" }).prettyLogs).toBe(false);
    expect(readEnv({ NODE_ENV: "test" }).prettyLogs).toBe(false);
  });
});
