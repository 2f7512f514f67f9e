import { ERROR_REASONS, toErrorBody } from "@esg/api";
import { TRPCError } from "@trpc/server";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, type TestResponse } from "../test/test-app";

// Errors a script can branch on: a specific reason and the request's id in every error body, the same
// refusal for every malformed body, and a unique key that never escapes as a 500.

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: string;
beforeEach(async () => {
  t = await createTestApp();
  admin = await t.login();
});
afterEach(() => t.close());

const send = (method: string, path: string, json?: unknown, cookie = admin) =>
  t.request(path, { method, cookie, ...(json === undefined ? {} : { json }) });

/** The error body, checked to carry the request id of its own X-Request-Id header and a listed reason. */
async function errorOf(res: TestResponse) {
  const body = await res.json();
  expect(body.requestId).toBeTruthy();
  expect(body.requestId).toBe(res.headers.get("x-request-id"));
  expect(ERROR_REASONS).toContain(body.reason);
  return body;
}

describe("names compared by one Unicode rule", () => {
  it("refuses a second site named with a non-ASCII capital as 409 at the name, never 500", async () => {
    const path = "/api/companies/1/sites";
    expect((await send("POST", path, { name: "Ωmega works", country: "GR" })).status).toBe(200);
    for (const name of ["Ωmega works", "ωmega works", "ΩMEGA WORKS"]) {
      const res = await send("POST", path, { name, country: "GR" });
      expect(res.status, name).toBe(409);
      expect(await errorOf(res)).toMatchObject({
        code: "CONFLICT",
        reason: "already_exists",
        issues: [{ path: ["name"] }],
      });
    }
    // Renaming another site onto the name is the same conflict.
    const other = await (await send("POST", path, { name: "Alpha", country: "GR" })).json();
    const renamed = await send("PUT", `${path}/${other.id}`, { name: "ωmega works", country: "GR" });
    expect(renamed.status).toBe(409);
    expect(await errorOf(renamed)).toMatchObject({ reason: "already_exists", issues: [{ path: ["name"] }] });
  });

  it("refuses a second supplier with a non-ASCII capital the same way", async () => {
    const supplier = { name: "Ärzte Logistik", riskTier: "low", disclosureScore: 50, responded: false };
    expect((await send("POST", "/api/suppliers", supplier)).status).toBe(200);
    const res = await send("POST", "/api/suppliers", { ...supplier, name: "ärzte logistik" });
    expect(res.status).toBe(409);
    expect(await errorOf(res)).toMatchObject({ reason: "already_exists", issues: [{ path: ["name"] }] });
  });

  it("answers a unique violation of the database itself as 409 naming the field, on this engine", async () => {
    const row = { company_id: 1, name: "Beta", name_key: "beta", country: "GB", ownership_share: 100 };
    await t.db
      .insertInto("sites")
      .values({ ...row, created_at: "2026-01-01" })
      .execute();
    const thrown = await t.db
      .insertInto("sites")
      .values({ ...row, name: "BETA", created_at: "2026-01-01" })
      .execute()
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(thrown).toBeTruthy();
    const wrapped = new TRPCError({ code: "INTERNAL_SERVER_ERROR", cause: thrown });
    const { status, body } = toErrorBody(wrapped, { isProduction: true });
    expect(status).toBe(409);
    expect(body).toMatchObject({ code: "CONFLICT", reason: "already_exists", issues: [{ path: ["name"] }] });
  });
});

describe("malformed requests are 400, never 500", () => {
  it("refuses multipart/form-data without a boundary on both file routes", async () => {
    const headers = { "content-type": "multipart/form-data" };
    const upload = await t.request("/api/carbon/uploads", {
      method: "POST",
      cookie: admin,
      headers,
      body: "--x\r\n",
    });
    expect(upload.status).toBe(400);
    expect((await errorOf(upload)).message).toMatch(/boundary/);
    const evidence = await t.request("/api/carbon/sources/1/evidence", {
      method: "POST",
      cookie: admin,
      headers,
      body: "--x\r\n",
    });
    expect(evidence.status).toBe(400);
    expect((await errorOf(evidence)).message).toMatch(/boundary/);
  });

  it.each(["/api/esg-ratings", "/api/benchmark-data", "/api/companies/1/sites"])(
    "refuses a null or non-object JSON body at %s with the usual issues",
    async (path) => {
      for (const text of ["null", "42", '"text"', "[]", "true"]) {
        const res = await t.request(path, {
          method: "POST",
          cookie: admin,
          headers: { "content-type": "application/json" },
          body: text,
        });
        expect(res.status, `${path} ${text}`).toBe(400);
        const body = await errorOf(res);
        expect(body).toMatchObject({ code: "BAD_REQUEST", reason: "validation_failed" });
        expect(body.issues).toEqual([{ path: [], message: expect.any(String) }]);
        expect(body.message).not.toMatch(/Cannot read/);
      }
    },
  );

  it("refuses null input on the tRPC transport too, without an internal message", async () => {
    for (const procedure of ["esgRatings.create", "peerBenchmarking.create"]) {
      const res = await t.request(`/trpc/${procedure}`, { method: "POST", cookie: admin, json: null });
      expect(res.status, procedure).toBe(400);
      const { error } = await res.json();
      expect(error.message).not.toMatch(/Cannot read/);
      expect(error.data).toMatchObject({ code: "BAD_REQUEST", reason: "validation_failed" });
      expect(error.data.requestId).toBe(res.headers.get("x-request-id"));
    }
  });
});

describe("every error names its reason and its request", () => {
  it("gives the broad reasons of the statuses", async () => {
    const anonymous = await t.request("/api/companies/1/sites");
    expect(anonymous.status).toBe(401);
    expect((await errorOf(anonymous)).reason).toBe("unauthenticated");

    const missing = await send("PUT", "/api/companies/1/sites/999999", { name: "X", country: "GB" });
    expect(missing.status).toBe(404);
    expect((await errorOf(missing)).reason).toBe("not_found");

    const other = await send("GET", "/api/companies/2/sites");
    expect(other.status).toBe(403);
    expect((await errorOf(other)).reason).toBe("forbidden");

    const unknownPath = await send("GET", "/api/no-such-thing");
    expect(unknownPath.status).toBe(404);
    expect((await errorOf(unknownPath)).reason).toBe("not_found");

    const invalid = await send("POST", "/api/companies/1/sites", { name: "", country: "GB" });
    expect(invalid.status).toBe(400);
    expect((await errorOf(invalid)).reason).toBe("validation_failed");

    const crossSite = await t.request("/api/companies/1/sites", {
      method: "POST",
      cookie: admin,
      json: { name: "Z", country: "GB" },
      headers: { origin: "https://evil.example" },
    });
    expect(crossSite.status).toBe(403);
    expect((await errorOf(crossSite)).reason).toBe("cross_site_request");

    const malformed = await t.request("/api/companies/1/sites", {
      method: "POST",
      cookie: admin,
      headers: { "content-type": "application/json" },
      body: "{",
    });
    expect(malformed.status).toBe(400);
    expect((await errorOf(malformed)).reason).toBe("malformed_body");
  });

  it("tells a closed year, a repeated upload and the last admin apart, all still 409", async () => {
    const activities = [
      {
        activity: "diesel",
        amount: 10,
        unit: "litres",
        region: "GB",
        date: "2024-06-30",
        description: "Van",
      },
      {
        activity: "diesel",
        amount: 12,
        unit: "litres",
        region: "GB",
        date: "2024-07-31",
        description: "Van",
      },
    ];
    const ingest = (rows: unknown[]) =>
      send("POST", "/api/carbon/ingest", { sourceType: "fuel_receipt", rawData: { activities: rows } });
    expect((await ingest(activities)).status).toBe(200);

    const again = await ingest(activities);
    expect(again.status).toBe(409);
    expect((await errorOf(again)).reason).toBe("duplicate_upload");
    const some = await ingest([
      activities[0],
      { ...activities[0], amount: 99, date: "2024-08-31", description: "Lorry" },
    ]);
    expect(some.status).toBe(409);
    expect((await errorOf(some)).reason).toBe("duplicate_rows");

    expect((await send("POST", "/api/carbon/years/2024/close", { reason: "Signed off" })).status).toBe(200);
    const closed = await ingest([{ ...activities[0], amount: 5, date: "2024-05-31", description: "Car" }]);
    expect(closed.status).toBe(409);
    expect((await errorOf(closed)).reason).toBe("year_closed");
    const closeAgain = await send("POST", "/api/carbon/years/2024/close", { reason: "Twice" });
    expect(closeAgain.status).toBe(409);
    expect((await errorOf(closeAgain)).reason).toBe("invalid_transition");

    const me = await (await send("GET", "/api/auth/user")).json();
    const demote = await send("PUT", `/api/companies/1/members/${me.id}`, { role: "viewer" });
    expect(demote.status).toBe(409);
    expect((await errorOf(demote)).reason).toBe("last_admin");
  });

  it("answers a spent budget 429 with Retry-After and the RateLimit headers", async () => {
    const limited = await createTestApp({ rateLimits: { aiQuery: { points: 1, durationSeconds: 60 } } });
    const cookie = await limited.login();
    const ask = () => limited.request("/api/ai/query", { method: "POST", json: { question: "hi" }, cookie });
    expect((await ask()).status).toBe(200);
    const res = await ask();
    expect(res.status).toBe(429);
    expect((await errorOf(res)).reason).toBe("rate_limited");
    const retryAfter = Number(res.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(res.headers.get("ratelimit-limit")).toBe("1");
    expect(res.headers.get("ratelimit-remaining")).toBe("0");
    expect(Number(res.headers.get("ratelimit-reset"))).toBe(retryAfter);
    await limited.close();
  });
});
